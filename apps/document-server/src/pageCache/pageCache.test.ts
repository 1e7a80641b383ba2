/**
 * @jest-environment node
 */
import zlib from 'node:zlib';
import { createPageCache } from './pageCache';

const html = `<!doctype html><html><body>${'<p>Kaffee, Haushalt und Mode</p>'.repeat(200)}</body></html>`;

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advanceS: (seconds: number) => (now += seconds * 1000) };
}

describe('the page cache', () => {
  it('keeps a page in every encoding, each of which unpacks to the page', async () => {
    const cache = createPageCache();
    await cache.store('k', 200, html);
    const found = cache.lookup('k');
    expect(found?.stale).toBe(false);
    expect(found?.page.identity.toString()).toBe(html);
    expect(zlib.brotliDecompressSync(found?.page.br ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(zlib.gunzipSync(found?.page.gzip ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(found?.page.br.length).toBeLessThan(html.length / 4);
  });

  // Issue 27 item 5: "with stale-while-revalidate" — fresh for 15 s, then answered stale for 60 s, then gone.
  it('answers a page fresh for 15 s, stale for 60 s after that, and then not at all', async () => {
    const time = clock();
    const cache = createPageCache({ now: time.now });
    await cache.store('k', 200, html);
    time.advanceS(15);
    expect(cache.lookup('k')).toMatchObject({ stale: false, ageS: 15 });
    time.advanceS(1);
    expect(cache.lookup('k')).toMatchObject({ stale: true, ageS: 16 });
    time.advanceS(59);
    expect(cache.lookup('k')?.stale).toBe(true);
    time.advanceS(1);
    expect(cache.lookup('k')).toBeUndefined();
  });

  it('renders a stale page anew once, however many visitors ask meanwhile', async () => {
    const cache = createPageCache();
    let finish: () => void = () => undefined;
    const refresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    cache.refreshOnce('k', refresh);
    cache.refreshOnce('k', refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    cache.refreshOnce('k', refresh);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('lets a failed re-render go (the stale copy stays until it expires) and tries again next time', async () => {
    const cache = createPageCache();
    const refresh = jest.fn(() => Promise.reject(new Error('render failed')));
    cache.refreshOnce('k', refresh);
    await new Promise((resolve) => setImmediate(resolve));
    cache.refreshOnce('k', refresh);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not keep a page over 1 MB', async () => {
    const cache = createPageCache();
    await cache.store('big', 200, 'x'.repeat(1024 * 1024 + 1));
    expect(cache.lookup('big')).toBeUndefined();
  });

  it('lets the least recently used pages go when its memory is full', async () => {
    const cache = createPageCache({ maxBytes: 3 * (html.length + 2000) });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.store(key, 200, html);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('e')).toBeDefined();
  });
});
