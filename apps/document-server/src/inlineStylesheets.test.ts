/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createStylesheetTexts,
  INLINE_STYLESHEET_MAX_BYTES,
  loaderAddress,
} from './inlineStylesheets';
import { renderDocument } from './document';
import { contentSecurityPolicy } from './securityHeaders';
import { inlineStyleHashes } from './pageCache/inlineScriptHashes';
import { STRANGER_HOME_STATE } from '@storefront/shell';

let appsDir: string;
let releaseStoreDir: string;
beforeEach(() => {
  appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-apps-'));
  releaseStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-releases-'));
});
afterEach(() =>
  [appsDir, releaseStoreDir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
);

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const texts = (fetchText?: (url: string) => Promise<string>) =>
  createStylesheetTexts(
    { appsDir, releaseStoreDir, exists: fs.existsSync },
    path.join(appsDir, 'shell/dist'),
    fetchText,
  );

describe('the head’s stylesheets inlined (issue 27 item 2)', () => {
  it('reads a local build’s, a release’s and the shell’s stylesheets; links what it cannot read or must not inline', async () => {
    write(path.join(appsDir, 'navigation/dist/header.css'), '.header{color:red}');
    write(path.join(releaseStoreDir, 'remotes/cart/0123456789ab/mini.css'), '.mini>a{color:blue}');
    write(path.join(appsDir, 'shell/dist/4493.b8ce54c0.css'), '.ui{margin:0}');
    write(path.join(appsDir, 'footer/dist/closes.css'), '.x{}</style><script>alert(1)</script>');
    write(
      path.join(appsDir, 'footer/dist/large.css'),
      `.y{content:"${'x'.repeat(INLINE_STYLESHEET_MAX_BYTES)}"}`,
    );
    expect(
      await texts()([
        '/remotes/navigation/header.css',
        '/remotes/cart/0123456789ab/mini.css',
        '/shell/4493.b8ce54c0.css',
        '/remotes/footer/closes.css',
        '/remotes/footer/large.css',
        '/remotes/footer/missing.css',
        '/remotes/../secret.css',
      ]),
    ).toEqual([
      { href: '/remotes/navigation/header.css', css: '.header{color:red}' },
      { href: '/remotes/cart/0123456789ab/mini.css', css: '.mini>a{color:blue}' },
      { href: '/shell/4493.b8ce54c0.css', css: '.ui{margin:0}' },
      { href: '/remotes/footer/closes.css' },
      { href: '/remotes/footer/large.css' },
      { href: '/remotes/footer/missing.css' },
      { href: '/remotes/../secret.css' },
    ]);
  });

  it('reads a missing local file once per version: not again on every page, but once it appears', async () => {
    const readFile = jest.spyOn(fs.promises, 'readFile');
    const read = texts();
    const href = '/remotes/navigation/header-placeholder.css';
    expect(await read([href])).toEqual([{ href }]);
    expect(await read([href])).toEqual([{ href }]);
    expect(
      readFile.mock.calls.filter(([file]) => String(file).endsWith('header-placeholder.css')),
    ).toHaveLength(1);
    write(path.join(appsDir, 'navigation/dist/header-placeholder.css'), '.p{}');
    expect(await read([href])).toEqual([{ href, css: '.p{}' }]);
    readFile.mockRestore();
  });

  it('reads a local build’s file again once rebuilt, a CDN release’s once', async () => {
    const file = path.join(appsDir, 'search/dist/box.css');
    write(file, '.a{}');
    const read = texts(async () => '.cdn{}');
    expect(await read(['/remotes/search/box.css'])).toEqual([
      { href: '/remotes/search/box.css', css: '.a{}' },
    ]);
    write(file, '.b{}');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await read(['/remotes/search/box.css'])).toEqual([
      { href: '/remotes/search/box.css', css: '.b{}' },
    ]);
    const fetched = jest.fn(async () => '.cdn{}');
    const fromCdn = texts(fetched);
    await fromCdn(['https://cdn.example/remotes/search/box.css']);
    expect(await fromCdn(['https://cdn.example/remotes/search/box.css'])).toEqual([
      { href: 'https://cdn.example/remotes/search/box.css', css: '.cdn{}' },
    ]);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('marks each with the address its chunk loader looks for: the shell’s as its publicPath has it, a remote’s absolute', () => {
    expect(loaderAddress('/shell/4493.b8ce54c0.css', 'http://de.localhost:3000')).toBe(
      '/shell/4493.b8ce54c0.css',
    );
    expect(loaderAddress('/remotes/footer/f.css', 'https://www.example.de')).toBe(
      'https://www.example.de/remotes/footer/f.css',
    );
    expect(
      loaderAddress('https://cdn.example/remotes/footer/f.css', 'https://www.example.de'),
    ).toBe('https://cdn.example/remotes/footer/f.css');
  });

  it('puts inlined sheets in <style> elements the nonce allows and links the others; a cached copy is allowed by their hashes', () => {
    const state = STRANGER_HOME_STATE;
    const html = renderDocument(
      '<html><head>%PRELOADS%</head><body></body></html>',
      state,
      't',
      [],
      '',
      {
        nonce: 'bm9uY2U=',
        stylesheets: [
          {
            href: 'http://de.localhost:3000/remotes/navigation/header.css',
            css: '.header>a{color:red}',
          },
          { href: '/remotes/footer/large.css' },
        ],
      },
    );
    expect(html).toContain(
      '<style nonce="bm9uY2U=" data-href="http://de.localhost:3000/remotes/navigation/header.css">.header>a{color:red}</style>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/remotes/footer/large.css" />');
    expect(contentSecurityPolicy([], [], 'bm9uY2U=')).toContain(
      "style-src 'nonce-bm9uY2U=' 'self'",
    );
    const hashes = inlineStyleHashes(html);
    expect(hashes).toEqual([
      `'sha256-${crypto.createHash('sha256').update('.header>a{color:red}').digest('base64')}'`,
    ]);
    expect(contentSecurityPolicy([], [], undefined, [], hashes)).toContain(
      `style-src ${hashes[0]} 'self'`,
    );
  });
});
