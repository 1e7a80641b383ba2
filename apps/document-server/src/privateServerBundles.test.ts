import { isServerBundlePath } from './privateServerBundles';

describe('server bundle paths (issue 29 item 6)', () => {
  it.each([
    '/shell/server/entry.js',
    '/shell/server/files.json',
    '/remotes/footer/server/remoteEntry.js',
    '/remotes/footer/3f2a9c0d1e4b/server/remoteEntry.js',
    '/remotes/cart/server/724.24737e86.js?v=1',
    '/shell/%73erver/entry.js',
    '/shell//server/entry.js',
    '/shell/./server/entry.js',
    '/remotes/footer/x/../server/remoteEntry.js',
    '/remotes/footer%2Fserver%2FremoteEntry.js',
  ])('%s is a server bundle', (url) => {
    expect(isServerBundlePath(url)).toBe(true);
  });

  it.each([
    '/shell/main.js',
    '/remotes/footer/mf-manifest.json',
    '/remotes/footer/3f2a9c0d1e4b/remoteEntry.js',
    '/server/x',
    '/',
    '/c/server',
    '/shell/%E0%A4%A',
  ])('%s is not', (url) => {
    expect(isServerBundlePath(url)).toBe(false);
  });
});
