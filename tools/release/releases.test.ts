import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { listReleases, publishRelease, pruneReleases, rollbackRelease, switchRelease } from './releases';

let store: string;
let env: NodeJS.ProcessEnv;
const dist = (text: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'texts-de-DE.js'), text);
  return dir;
};
const registry = () => JSON.parse(fs.readFileSync(path.join(store, 'registry/test.json'), 'utf8')) as Record<string, string>;

beforeEach(() => {
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  env = { RELEASE_STORE_DIR: store, STOREFRONT_ENV: 'test' };
});

describe('remote releases', () => {
  it('publishes under a content-addressed folder and never overwrites one', () => {
    const first = publishRelease('footer', dist('alt'), env);
    const file = path.join(store, 'remotes/footer', first, 'texts-de-DE.js');
    expect(fs.readFileSync(file, 'utf8')).toBe('alt');
    expect(publishRelease('footer', dist('alt'), env)).toBe(first);
    expect(publishRelease('footer', dist('neu'), env)).not.toBe(first);
    expect(fs.readFileSync(file, 'utf8')).toBe('alt');
  });

  it('ships the server container with the browser one (issue 16): dist/server is part of the release and of its id', () => {
    const withServer = (entry: string) => {
      const dir = dist('alt');
      fs.mkdirSync(path.join(dir, 'server'));
      fs.writeFileSync(path.join(dir, 'server/remoteEntry.js'), entry);
      return dir;
    };
    const first = publishRelease('footer', withServer('module.exports = 1;'), env);
    expect(fs.readFileSync(path.join(store, 'remotes/footer', first, 'server/remoteEntry.js'), 'utf8')).toBe('module.exports = 1;');
    expect(publishRelease('footer', withServer('module.exports = 2;'), env)).not.toBe(first);
  });

  it('switches the registry to a release and rolls back to the one before', () => {
    const old = publishRelease('footer', dist('alt'), env);
    const next = publishRelease('footer', dist('neu'), env);
    switchRelease('footer', old, env);
    switchRelease('footer', next, env);
    expect(registry()).toEqual({ footer: `/remotes/footer/${next}/mf-manifest.json` });
    expect(listReleases('footer', env).filter((release) => release.live).map((release) => release.id)).toEqual([next]);
    expect(rollbackRelease('footer', env)).toBe(old);
    expect(registry()).toEqual({ footer: `/remotes/footer/${old}/mf-manifest.json` });
    expect(() => rollbackRelease('footer', env)).toThrow('footer has no earlier release to roll back to.');
  });

  it('keeps the other remotes’ entries and refuses a release that was never published', () => {
    const footer = publishRelease('footer', dist('alt'), env);
    const cart = publishRelease('cart', dist('cart'), env);
    switchRelease('footer', footer, env);
    switchRelease('cart', cart, env);
    expect(Object.keys(registry()).sort()).toEqual(['cart', 'footer']);
    expect(() => switchRelease('footer', 'feedbeefcafe', env)).toThrow('footer has no release feedbeefcafe.');
  });

  it('switches one site alone, leaving the environment’s registry as it was', () => {
    const old = publishRelease('footer', dist('alt'), env);
    const next = publishRelease('footer', dist('neu'), env);
    switchRelease('footer', old, env);
    switchRelease('footer', next, env, 'AT');
    expect(registry().footer).toContain(old);
    const site = JSON.parse(fs.readFileSync(path.join(store, 'registry/test.AT.json'), 'utf8')) as Record<string, string>;
    expect(site.footer).toContain(next);
    expect(listReleases('footer', env, 'AT').find((release) => release.live)?.id).toBe(next);
  });

  it('takes over a lock its dead owner left', () => {
    const id = publishRelease('footer', dist('alt'), env);
    const lock = path.join(store, 'registry/test.json.lock');
    fs.mkdirSync(lock, { recursive: true });
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    switchRelease('footer', id, env);
    expect(registry().footer).toContain(id);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('two deploys at once both land: each waits for the other’s lock, no entry is lost', async () => {
    const remotes = ['navigation', 'search', 'cart', 'newsletter', 'footer', 'preview'] as const;
    const ids = remotes.map((remote) => publishRelease(remote, dist(remote), env));
    const script = path.join(store, 'switch.ts');
    fs.writeFileSync(script, `import { switchRelease } from ${JSON.stringify(path.join(__dirname, 'releases'))};\nswitchRelease(process.argv[2] as never, process.argv[3] ?? '');\n`);
    const tsx = path.join(__dirname, '../../node_modules/tsx/dist/cli.mjs');
    await Promise.all(remotes.map((remote, i) => promisify(execFile)(process.execPath, [tsx, script, remote, ids[i] ?? ''], { env: { ...process.env, ...env } })));
    expect(registry()).toEqual(Object.fromEntries(remotes.map((remote, i) => [remote, `/remotes/${remote}/${ids[i]}/mf-manifest.json`])));
  }, 60_000);

  it('prunes the releases no registry needs, keeping the newest, every live one and the recent history', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((text) => publishRelease('footer', dist(text), env));
    // Oldest first by their folders' times, whatever the clock's resolution.
    ids.forEach((id, index) => fs.utimesSync(path.join(store, 'remotes/footer', id), 1_000 + index, 1_000 + index));
    const [a, b, c, d, e, f] = ids as [string, string, string, string, string, string];
    switchRelease('footer', a, env);
    switchRelease('footer', c, env, 'AT');
    expect(pruneReleases('footer', env, 2).sort()).toEqual([b, d].sort());
    expect(listReleases('footer', env).map((release) => release.id).sort()).toEqual([a, c, e, f].sort());
    // Nothing more to prune: the rest are live or the newest.
    expect(pruneReleases('footer', env, 2)).toEqual([]);
  });

  it('refuses a rollback to a release that was pruned, and leaves the registry as it was', () => {
    const old = publishRelease('footer', dist('alt'), env);
    const next = publishRelease('footer', dist('neu'), env);
    switchRelease('footer', old, env);
    switchRelease('footer', next, env);
    fs.rmSync(path.join(store, 'remotes/footer', old), { recursive: true });
    expect(() => rollbackRelease('footer', env)).toThrow(`footer's previous release ${old} was pruned from the store`);
    expect(registry()).toEqual({ footer: `/remotes/footer/${next}/mf-manifest.json` });
  });
});
