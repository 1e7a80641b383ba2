/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteRegistry } from '@storefront/contracts';
import { createSlotStylesheets, sharedStylesheetsOf } from './slotStylesheets';

const manifest = (exposes: unknown) =>
  JSON.stringify({ id: 'x', name: 'x', metaData: {}, shared: [], remotes: [], exposes });
const exposed = (name: string, css: string[]) => ({
  id: `x:${name}`,
  name,
  path: `./${name}`,
  assets: { js: { sync: [], async: [] }, css: { sync: css, async: [] } },
});

let appsDir: string;
let releaseStoreDir: string;
beforeEach(() => {
  appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slot-styles-apps-'));
  releaseStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slot-styles-releases-'));
});
afterEach(() =>
  [appsDir, releaseStoreDir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
);

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const stylesheets = (fetchText?: (url: string) => Promise<string>) =>
  createSlotStylesheets({ appsDir, releaseStoreDir, exists: fs.existsSync }, fetchText);

describe('the stylesheets of the server-rendered slots', () => {
  it('links each rendered module’s own stylesheets, beside its manifest, from a local build and from a release', async () => {
    write(
      path.join(appsDir, 'navigation/dist/mf-manifest.json'),
      manifest([exposed('Header', ['__federation_expose_Header.c33fc87c.css'])]),
    );
    write(
      path.join(releaseStoreDir, 'remotes/cart/0123456789ab/mf-manifest.json'),
      manifest([exposed('MiniCart', ['mini.css']), exposed('CartPage', ['page.css'])]),
    );
    const registry = {
      navigation: '/remotes/navigation/mf-manifest.json',
      cart: '/remotes/cart/0123456789ab/mf-manifest.json',
    } as RemoteRegistry;
    expect(
      await stylesheets()(['navigation/Header', 'cart/MiniCart', 'footer/Footer'], registry),
    ).toEqual([
      '/remotes/navigation/__federation_expose_Header.c33fc87c.css',
      '/remotes/cart/0123456789ab/mini.css',
    ]);
  });

  it('takes a CDN release’s stylesheets from its https manifest, read once', async () => {
    const fetchText = jest.fn(() =>
      Promise.resolve(manifest([exposed('./Footer', ['footer.css'])])),
    );
    const registry = {
      footer: 'https://cdn.example/remotes/footer/abc/mf-manifest.json',
    } as RemoteRegistry;
    const links = stylesheets(fetchText);
    expect(await links(['footer/Footer'], registry)).toEqual([
      'https://cdn.example/remotes/footer/abc/footer.css',
    ]);
    await links(['footer/Footer'], registry);
    expect(fetchText).toHaveBeenCalledTimes(1);
  });

  it('links nothing a hostile or broken manifest names, and costs only that remote', async () => {
    write(
      path.join(appsDir, 'footer/dist/mf-manifest.json'),
      manifest([
        exposed('Footer', [
          '../../secret.css',
          'https://evil.example/x.css',
          '" onload="alert(1).css',
          'ok.css',
        ]),
      ]),
    );
    write(path.join(appsDir, 'search/dist/mf-manifest.json'), '{ not json');
    const registry = {
      footer: '/remotes/footer/mf-manifest.json',
      search: '/remotes/search/mf-manifest.json',
      cart: '/remotes/cart/missing/mf-manifest.json',
    } as RemoteRegistry;
    expect(
      await stylesheets()(['search/SearchBox', 'cart/MiniCart', 'footer/Footer'], registry),
    ).toEqual(['/remotes/footer/ok.css']);
  });
});

describe('the shared ui library’s stylesheets', () => {
  it('are read from the list the shell’s build wrote, and a list that is no list of stylesheet addresses stops the start', () => {
    const shellDist = path.join(appsDir, 'shell/dist');
    write(
      path.join(shellDist, 'shared-stylesheets.json'),
      JSON.stringify(['/shell/4493.b8ce54c0.css', 'https://cdn.example.com/shell/1.css']),
    );
    expect(sharedStylesheetsOf(shellDist)).toEqual([
      '/shell/4493.b8ce54c0.css',
      'https://cdn.example.com/shell/1.css',
    ]);
    for (const hostile of [
      ['javascript:alert(1)//.css'],
      ['/shell/a.css" onload="alert(1)'],
      ['http://cdn.example.com/a.css'],
      ['/shell/a.js'],
      '/shell/a.css',
    ]) {
      write(path.join(shellDist, 'shared-stylesheets.json'), JSON.stringify(hostile));
      expect(() => sharedStylesheetsOf(shellDist)).toThrow(/no list of stylesheet addresses/);
    }
  });
});
