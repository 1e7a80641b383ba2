import { integrityPlugin } from './integrityPlugin';

const base = 'https://shop.example/de/';
const footer = { path: '/remotes/footer/3f2a9c0d1e4b/remoteEntry.js', integrity: 'sha256-abc=' };
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
