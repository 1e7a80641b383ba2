import { integrityPlugin, manifestIntegrity, REFUSED_INTEGRITY } from './integrityPlugin';

const base = 'https://shop.example/de/';
const footer = {
  path: '/remotes/footer/3f2a9c0d1e4b/remoteEntry.js',
  integrity: 'sha256-abc=',
  manifest: 'sha256-manifest=',
};
type CreateScript = (args: { url: string }) => HTMLScriptElement | undefined;
const createScript = integrityPlugin({ footer }, base).createScript as unknown as CreateScript;

describe('remote entries loaded with their integrity (issue 25, item 5)', () => {
  it('gives the release’s remote entry its Subresource Integrity, cross-origin anonymous', () => {
    const script = createScript({
      url: 'https://shop.example/remotes/footer/3f2a9c0d1e4b/remoteEntry.js',
    });
    expect(script?.src).toBe('https://shop.example/remotes/footer/3f2a9c0d1e4b/remoteEntry.js');
    expect(script?.integrity).toBe('sha256-abc=');
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it('leaves every other script to the runtime: chunks, other remotes, local builds', () => {
    expect(
      createScript({
        url: 'https://shop.example/remotes/footer/3f2a9c0d1e4b/__federation_expose_Footer.12345678.js',
      }),
    ).toBeUndefined();
    expect(
      createScript({ url: 'https://shop.example/remotes/cart/remoteEntry.js' }),
    ).toBeUndefined();
  });
});

describe('every file of a release loaded with its integrity, failing closed', () => {
  it('refuses a release’s entry the page holds no hash for: a hash no file has', () => {
    const script = createScript({
      url: 'https://shop.example/remotes/search/0123456789ab/remoteEntry.js',
    });
    expect(script?.integrity).toBe(REFUSED_INTEGRITY);
  });

  it('fetches a release’s manifest with its hash, refuses one it holds none for, and leaves local builds', () => {
    const integrityOf = manifestIntegrity({ footer }, base);
    expect(integrityOf('https://shop.example/remotes/footer/3f2a9c0d1e4b/mf-manifest.json')).toBe(
      'sha256-manifest=',
    );
    expect(integrityOf('https://shop.example/remotes/search/0123456789ab/mf-manifest.json')).toBe(
      REFUSED_INTEGRITY,
    );
    expect(integrityOf('https://shop.example/remotes/cart/mf-manifest.json')).toBeUndefined();
  });

  it('stops the runtime’s own preload of exposed files, which would run them without their hashes', () => {
    const preloadOps = [{ nameOrAlias: 'footer' }];
    const hook = integrityPlugin({ footer }, base).beforePreloadRemote as unknown as (args: {
      preloadOps: unknown[];
    }) => void;
    hook({ preloadOps });
    expect(preloadOps).toEqual([]);
  });
});
