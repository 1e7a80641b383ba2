/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { FooterProps, RemoteName, RemoteProps } from '@storefront/contracts';
import type * as Entry from './entry';
import { serverEntryLocation } from './serverEntryLocation';

/**
 * The remotes' server containers loaded into the shell's server bundle, as the document server
 * does (issue 16, "server rendering"): the BUILT files (`pnpm test` builds before jest), since
 * jest cannot run webpack's federation. A missing dist is built here, one app at a time.
 */
const root = path.resolve(__dirname, '../../../..');
const appsDir = path.join(root, 'apps');
const BUILD_TIMEOUT_MS = 240_000;
/** The stand-in CDN of these tests (the federation helper's port range, 3800-3849). */
const CDN_PORT = 3801;

type Bundle = typeof Entry;

function ensureBuilt(apps: string[]): void {
  const missing = apps.filter(
    (app) =>
      !fs.existsSync(
        path.join(appsDir, app, 'dist/server', app === 'shell' ? 'entry.js' : 'remoteEntry.js'),
      ),
  );
  if (missing.length === 0) return;
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...missing], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(
      `build first: node scripts/build.mjs ${missing.join(' ')} failed\n${build.stdout}${build.stderr}`,
    );
}

let bundle: Bundle;
let releaseStore: string;

beforeAll(() => {
  ensureBuilt(['shell', 'footer', 'cart']);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built CommonJS bundle, as the document server loads it
  bundle = require(path.join(appsDir, 'shell/dist/server/entry.js')) as Bundle;
  releaseStore = fs.mkdtempSync(path.join(os.tmpdir(), 'server-containers-'));
}, BUILD_TIMEOUT_MS);

afterAll(() => fs.rmSync(releaseStore, { recursive: true, force: true }));

const de: RemoteProps = {
  site: 'DE',
  locale: 'de-DE',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
};

/** The document server's mapping of a registry entry to the server container's file. */
const locate = (manifestUrl: string) =>
  serverEntryLocation(manifestUrl, {
    appsDir,
    releaseStoreDir: releaseStore,
    exists: fs.existsSync,
  });

async function render<P extends RemoteProps>(
  remote: RemoteName,
  module: string,
  manifestUrl: string,
  props: P,
): Promise<string> {
  const loaded = await bundle.loadServerModule<P>(remote, module, manifestUrl, {
    serverEntry: locate(manifestUrl),
  });
  // The module's own texts, as the page render uses them (renderPage: prepareSlots' `texts`).
  return bundle.renderSlotToString(
    loaded.default as ComponentType<P>,
    props,
    [remote],
    new Map(loaded.loadTexts ? [[remote, loaded.loadTexts]] : []),
  );
}

/** A release in the store: the local build's files, with one German text changed. */
function publishCartRelease(id: string, label: string): string {
  const folder = path.join(releaseStore, 'remotes/cart', id);
  fs.cpSync(path.join(appsDir, 'cart/dist/server'), path.join(folder, 'server'), {
    recursive: true,
  });
  const texts = fs
    .readdirSync(path.join(folder, 'server'))
    .find((file) => file.startsWith('texts-de-DE-json.'));
  if (!texts) throw new Error('the cart build has no German texts chunk');
  const file = path.join(folder, 'server', texts);
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes('"label":"Warenkorb"')) throw new Error(`no German cart label in ${texts}`);
  fs.writeFileSync(file, source.replace('"label":"Warenkorb"', `"label":"${label}"`));
  return `/remotes/cart/${id}/mf-manifest.json`;
}

describe('server containers in the shell’s server bundle', () => {
  it('renders the footer’s markup in German: a contentinfo landmark', async () => {
    const html = await render<FooterProps>(
      'footer',
      'Footer',
      '/remotes/footer/mf-manifest.json',
      de,
    );
    expect(html).toMatch(/^<footer|<footer[\s>]/);
    expect(html).toContain('data-boundary="footer"');
  });

  it('renders the mini cart as a link to the cart page with its German name', async () => {
    const html = await render('cart', 'MiniCart', '/remotes/cart/mf-manifest.json', de);
    expect(html).toMatch(/<a href="[^"]*cart[^"]*"[^>]*aria-label="Warenkorb, 0 Artikel"/);
  });

  it('uses the browser build’s CSS-module class names', async () => {
    const html = await render('cart', 'MiniCart', '/remotes/cart/mf-manifest.json', de);
    const browserCss = fs
      .readdirSync(path.join(appsDir, 'cart/dist'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(appsDir, 'cart/dist', file), 'utf8'))
      .join('\n');
    const cartClasses = [...html.matchAll(/class="([^"]+)"/g)]
      .flatMap((match) => (match[1] ?? '').split(' '))
      .filter((name) => name.startsWith('cart-'));
    expect(cartClasses.length).toBeGreaterThan(0);
    for (const name of cartClasses) expect(browserCss).toContain(`.${name}`);
  });

  it('loads a new release of a remote without a restart: release A, then B, renders B', async () => {
    const a = publishCartRelease('aaaaaaaaaaaa', 'Korb A');
    const b = publishCartRelease('bbbbbbbbbbbb', 'Korb B');
    expect(await render('cart', 'MiniCart', a, de)).toContain('Korb A');
    expect(await render('cart', 'MiniCart', b, de)).toContain('Korb B');
  });

  it('renders each of two live releases with its own texts, whichever loaded last (two sites on different releases)', async () => {
    const one = publishCartRelease('ffffffffffff', 'Korb F');
    const other = publishCartRelease('999999999999', 'Korb 9');
    expect(await render('cart', 'MiniCart', one, de)).toContain('Korb F');
    expect(await render('cart', 'MiniCart', other, de)).toContain('Korb 9');
    // The process-wide text registry now holds the other release's loader; the first still renders its own.
    const again = await render('cart', 'MiniCart', one, de);
    expect(again).toContain('Korb F');
    expect(again).not.toContain('Korb 9');
  });

  it('loads one entry once for concurrent renders', async () => {
    const manifest = publishCartRelease('cccccccccccc', 'Korb C');
    const entry = locate(manifest);
    const readFile = jest.spyOn(fs.promises, 'readFile');
    const load = () =>
      bundle.loadServerModule('cart', 'MiniCart', manifest, { serverEntry: entry });
    const [first, second, third] = await Promise.all([load(), load(), load()]);
    expect(first.default).toBe(second.default);
    expect(third.default).toBe(first.default);
    expect(readFile.mock.calls.filter(([file]) => file === entry)).toHaveLength(1);
    readFile.mockRestore();
  });

  it('rejects a module that exports no component, and a missing release', async () => {
    await expect(
      bundle.loadServerModule('cart', 'externalCartChange', '/remotes/cart/mf-manifest.json', {
        serverEntry: locate('/remotes/cart/mf-manifest.json'),
      }),
    ).rejects.toThrow(/does not export a component/);
    const missing = '/remotes/cart/dddddddddddd/mf-manifest.json';
    await expect(
      bundle.loadServerModule('cart', 'MiniCart', missing, { serverEntry: locate(missing) }),
    ).rejects.toThrow();
  });

  it('loads a release from a CDN by its https entry (copied to disk once)', async () => {
    publishCartRelease('eeeeeeeeeeee', 'Korb CDN');
    const requests: string[] = [];
    const cdn = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      const file = path.join(releaseStore, (request.url ?? '').split('?')[0] ?? '');
      fs.readFile(file, (error, data) => {
        response.statusCode = error ? 404 : 200;
        response.end(error ? undefined : data);
      });
    });
    await new Promise<void>((resolve) => cdn.listen(CDN_PORT, '127.0.0.1', resolve));
    try {
      const manifest = `http://127.0.0.1:${CDN_PORT}/remotes/cart/eeeeeeeeeeee/mf-manifest.json`;
      const options = { cacheDir: path.join(releaseStore, 'cache') };
      const loaded = await bundle.loadServerModule<RemoteProps>(
        'cart',
        'MiniCart',
        manifest,
        options,
      );
      expect(await bundle.renderSlotToString(loaded.default, de, ['cart'])).toContain('Korb CDN');
      expect(requests).toContain('/remotes/cart/eeeeeeeeeeee/server/files.json');
      expect(requests).toContain('/remotes/cart/eeeeeeeeeeee/server/remoteEntry.js');
      expect(new Set(requests).size).toBe(requests.length);
    } finally {
      await new Promise((resolve) => cdn.close(resolve));
    }
  });

  it('wants a file for a local registry path, and takes an https entry as it is', async () => {
    await expect(
      bundle.loadServerModule('cart', 'MiniCart', '/remotes/cart/mf-manifest.json'),
    ).rejects.toThrow(/options.serverEntry/);
    expect(bundle.serverEntryPath('https://cdn.example/remotes/cart/abc/mf-manifest.json')).toBe(
      'https://cdn.example/remotes/cart/abc/server/remoteEntry.js',
    );
  });
});
