import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderStore } from '../store/folderStore';
import { describeReleaseStore } from './storeBehaviour';
import { deployRelease, rollbackRelease } from './releases';

describeReleaseStore('folder', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const env = { RELEASE_STORE_DIR: dir, STOREFRONT_ENV: 'test' };
  return {
    store: folderStore(env),
    env,
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});

describe('the folder store’s files, which the document server reads as they are', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const author = { actor: 'a', reason: '', commit: '' };
  const registry = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, 'registry', name), 'utf8')) as Record<string, string>;

  it('keeps the registry files’ entries and each release’s folder', async () => {
    const store = folderStore({ RELEASE_STORE_DIR: dir });
    const change = await deployRelease(
      store,
      'footer',
      new Map([['mf-manifest.json', Buffer.from('{}')]]),
      { environment: 'test', site: 'AT' },
      author,
    );
    expect(registry('test.AT.json')).toEqual({
      footer: `/remotes/footer/${change.release}/mf-manifest.json`,
    });
    expect(
      fs.readFileSync(
        path.join(dir, 'remotes/footer', change.release ?? '', 'mf-manifest.json'),
        'utf8',
      ),
    ).toBe('{}');
  });

  it('reads a history written before issue 25 (the ids alone) and rolls back along it', async () => {
    const store = folderStore({ RELEASE_STORE_DIR: dir });
    const ids = [
      await store.publish('footer', new Map([['mf-manifest.json', Buffer.from('1')]])),
      await store.publish('footer', new Map([['mf-manifest.json', Buffer.from('2')]])),
    ];
    fs.mkdirSync(path.join(dir, 'registry'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'registry/test.history.json'), JSON.stringify({ footer: ids }));
    fs.writeFileSync(
      path.join(dir, 'registry/test.json'),
      JSON.stringify({ footer: `/remotes/footer/${ids[1]}/mf-manifest.json` }),
    );
    expect((await rollbackRelease(store, 'footer', { environment: 'test' }, author)).release).toBe(
      ids[0],
    );
  });

  it('takes over a lock its dead owner left', async () => {
    const store = folderStore({ RELEASE_STORE_DIR: dir });
    const lock = path.join(dir, 'registry/test.json.lock');
    fs.mkdirSync(lock, { recursive: true });
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    await deployRelease(
      store,
      'footer',
      new Map([['mf-manifest.json', Buffer.from('{}')]]),
      { environment: 'test' },
      author,
    );
    expect(registry('test.json').footer).toBeDefined();
    expect(fs.existsSync(lock)).toBe(false);
  });
});
