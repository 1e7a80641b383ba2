import { inlineScriptHashes } from './inlineScriptHashes';

describe('CSP hashes of a cached page', () => {
  it("names each inline script by its SHA-256, as CSP's hash-source spells it", () => {
    // The digest of `alert(1)`, computed outside the code: `echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64`.
    expect(inlineScriptHashes('<p>a</p><script nonce="n">alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('leaves out script files and data blocks, which need no hash', () => {
    const html =
      '<script nonce="n" defer src="/shell/main.js"></script><script type="application/json" id="storefront-state">{"a":1}</script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('names the same code once', () => {
    expect(
      inlineScriptHashes(
        '<script>alert(1)</script><script>alert(1)</script><script>alert(2)</script>',
      ),
    ).toHaveLength(2);
  });
});
