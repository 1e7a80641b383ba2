import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_REGISTRY, lastKnownGoodRegistry, loadRegistry, registryOrigins } from './registry';

describe('remote registry', () => {
  it('defaults to the locally built remotes', () => {
    expect(
      loadRegistry({ RELEASE_STORE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'releases-')) }),
    ).toEqual(LOCAL_REGISTRY);
    expect(LOCAL_REGISTRY.cart).toBe('/remotes/cart/mf-manifest.json');
  });

  it('reads the release store’s registry of the environment, with a site’s own entries over it', () => {
    const store = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const env = { RELEASE_STORE_DIR: store, STOREFRONT_ENV: 'prod' };
    fs.mkdirSync(path.join(store, 'registry'));
    fs.writeFileSync(
      path.join(store, 'registry/prod.json'),
      JSON.stringify({ footer: '/remotes/footer/aaa/mf-manifest.json' }),
    );
    fs.writeFileSync(
      path.join(store, 'registry/prod.AT.json'),
      JSON.stringify({ footer: '/remotes/footer/bbb/mf-manifest.json' }),
    );
    expect(loadRegistry(env, 'DE').footer).toBe('/remotes/footer/aaa/mf-manifest.json');
    expect(loadRegistry(env, 'AT').footer).toBe('/remotes/footer/bbb/mf-manifest.json');
    expect(loadRegistry(env, 'AT').cart).toBe(LOCAL_REGISTRY.cart);
  });

  it('serves the last registry that could be read while the file is briefly unreadable, and refuses to start without one', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-')), 'registry.json');
    const warnings: string[] = [];
    const registry = lastKnownGoodRegistry(
      (site) => loadRegistry({ REMOTE_REGISTRY_FILE: file }, site),
      (message) => warnings.push(message),
    );
    expect(() => registry()).toThrow();
    fs.writeFileSync(file, JSON.stringify({ cart: '/remotes/cart/v2/mf-manifest.json' }));
    expect(registry('DE').cart).toBe('/remotes/cart/v2/mf-manifest.json');
    fs.writeFileSync(file, '{"cart": "/remotes/ca'); // a half-written copy
    expect(registry('DE').cart).toBe('/remotes/cart/v2/mf-manifest.json');
    expect(registry('HU').cart).toBe('/remotes/cart/v2/mf-manifest.json');
    fs.rmSync(file);
    expect(registry('DE').cart).toBe('/remotes/cart/v2/mf-manifest.json');
    expect(warnings).toHaveLength(3);
    fs.writeFileSync(file, JSON.stringify({ cart: '/remotes/cart/v3/mf-manifest.json' }));
    expect(registry('DE').cart).toBe('/remotes/cart/v3/mf-manifest.json');
  });

  it('overrides entries one by one from a file, re-read on every call', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-')), 'registry.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ cart: 'https://cdn.example/cart/v2/mf-manifest.json' }),
    );
    expect(loadRegistry({ REMOTE_REGISTRY_FILE: file }).cart).toBe(
      'https://cdn.example/cart/v2/mf-manifest.json',
    );
    expect(loadRegistry({ REMOTE_REGISTRY_FILE: file }).footer).toBe(LOCAL_REGISTRY.footer);
    fs.writeFileSync(file, JSON.stringify({ cart: '/remotes/cart-v3/mf-manifest.json' }));
    expect(loadRegistry({ REMOTE_REGISTRY_FILE: file }).cart).toBe(
      '/remotes/cart-v3/mf-manifest.json',
    );
  });

  it('refuses an unknown remote name or an empty entry with a clear error', () => {
    expect(() => loadRegistry({ REMOTE_REGISTRY: '{"checkout":"/x.json"}' })).toThrow(
      /remote registry in REMOTE_REGISTRY is not valid/,
    );
    expect(() => loadRegistry({ REMOTE_REGISTRY: '{"cart":""}' })).toThrow(/not valid/);
  });

  it('lists the origins code may come from', () => {
    expect(
      registryOrigins({
        cart: 'https://cdn.example/cart/mf-manifest.json',
        footer: '/remotes/footer/mf-manifest.json',
      }),
    ).toEqual(['https://cdn.example']);
  });
});
