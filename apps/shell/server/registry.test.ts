import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_REGISTRY, loadRegistry, registryOrigins } from './registry';

describe('remote registry', () => {
  it('defaults to the locally built remotes', () => {
    expect(loadRegistry({})).toEqual(LOCAL_REGISTRY);
    expect(LOCAL_REGISTRY.cart).toBe('/remotes/cart/mf-manifest.json');
  });

  it('overrides entries one by one from a file, re-read on every call', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-')), 'registry.json');
    fs.writeFileSync(file, JSON.stringify({ cart: 'https://cdn.example/cart/v2/mf-manifest.json' }));
    expect(loadRegistry({ REMOTE_REGISTRY_FILE: file }).cart).toBe('https://cdn.example/cart/v2/mf-manifest.json');
    expect(loadRegistry({ REMOTE_REGISTRY_FILE: file }).footer).toBe(LOCAL_REGISTRY.footer);
    fs.writeFileSync(file, JSON.stringify({ cart: '/remotes/cart-v3/mf-manifest.json' }));
    expect(loadRegistry({ REMOTE_REGISTRY_FILE: file }).cart).toBe('/remotes/cart-v3/mf-manifest.json');
  });

  it('refuses an unknown remote name or an empty entry with a clear error', () => {
    expect(() => loadRegistry({ REMOTE_REGISTRY: '{"checkout":"/x.json"}' })).toThrow(/remote registry in REMOTE_REGISTRY is not valid/);
    expect(() => loadRegistry({ REMOTE_REGISTRY: '{"cart":""}' })).toThrow(/not valid/);
  });

  it('lists the origins code may come from', () => {
    expect(registryOrigins({ cart: 'https://cdn.example/cart/mf-manifest.json', footer: '/remotes/footer/mf-manifest.json' })).toEqual(['https://cdn.example']);
  });
});
