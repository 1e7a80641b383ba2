import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCanaries } from './folderCanaries';

/** Written as a deploy writes: a new file renamed over the old one. */
function writeAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(value));
  fs.renameSync(`${file}.tmp`, file);
}

const canary = (release: string, percent: number) => ({
  release,
  percent,
  since: '2026-11-28T09:00:00.000Z',
});

describe('a site’s canaries from the folder store', () => {
  it('follows `deploy --percent` without a restart: a new, changed or removed canary file counts from the next page', () => {
    const store = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const env = { RELEASE_STORE_DIR: store, STOREFRONT_ENV: 'prod' };
    expect(loadCanaries(env, 'AT')).toEqual({});

    writeAtomically(path.join(store, 'registry/prod.canary.json'), { footer: canary('aaa', 10) });
    expect(loadCanaries(env, 'AT')).toEqual({
      footer: { release: 'aaa', entry: '/remotes/footer/aaa/mf-manifest.json', percent: 10 },
    });
    expect(loadCanaries(env, 'AT')).toBe(loadCanaries(env, 'AT'));

    writeAtomically(path.join(store, 'registry/prod.AT.canary.json'), {
      footer: canary('bbb', 50),
    });
    expect(loadCanaries(env, 'AT').footer).toEqual({
      release: 'bbb',
      entry: '/remotes/footer/bbb/mf-manifest.json',
      percent: 50,
    });
    expect(loadCanaries(env, 'DE').footer?.release).toBe('aaa');

    // A site with its own live footer does not get the environment's canary of it.
    writeAtomically(path.join(store, 'registry/prod.DE.json'), {
      footer: '/remotes/footer/ccc/mf-manifest.json',
    });
    expect(loadCanaries(env, 'DE')).toEqual({});

    fs.rmSync(path.join(store, 'registry/prod.AT.canary.json'));
    expect(loadCanaries(env, 'AT').footer?.release).toBe('aaa');
  });

  it('has none with a registry from REMOTE_REGISTRY_FILE or REMOTE_REGISTRY', () => {
    expect(loadCanaries({ REMOTE_REGISTRY: '{}' }, 'DE')).toEqual({});
  });
});
