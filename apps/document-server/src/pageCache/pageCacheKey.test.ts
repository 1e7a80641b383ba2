/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import type { PageType } from '@storefront/contracts';
import { PAGE_SHAPING_COOKIE_NAMES } from '@storefront/testing';
import { mayUsePageCache, pageCacheKey, type PageCacheKeyParts } from './pageCacheKey';

async function cacheable(
  request: { method?: 'GET' | 'HEAD' | 'POST'; url?: string; cookies?: Record<string, string> },
  pageType: PageType = 'home',
): Promise<boolean> {
  const app = Fastify();
  await app.register(cookie);
  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    handler: async (req) => ({ cacheable: mayUsePageCache(req, pageType) }),
  });
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    ...(request.cookies ? { cookies: request.cookies } : {}),
  });
  return request.method === 'HEAD'
    ? response.statusCode === 200
    : (response.json() as { cacheable: boolean }).cacheable;
}

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const parts: PageCacheKeyParts = {
  host: 'de.localhost:3000',
  url: '/search?q=kaffee',
  userAgent: DESKTOP,
  registry: { footer: '/remotes/footer/mf-manifest.json' },
  contentVersion: 7,
};

describe('which pages the page cache answers', () => {
  it('answers an anonymous GET, also with the anti-forgery cookie and cookies of others', async () => {
    expect(await cacheable({})).toBe(true);
    expect(
      await cacheable({ cookies: { csrf_token: 't', _ga: 'GA1.2', OptanonConsent: 'c' } }),
    ).toBe(true);
  });

  it.each(PAGE_SHAPING_COOKIE_NAMES)('never answers a visitor with the %s cookie', async (name) => {
    expect(await cacheable({ cookies: { csrf_token: 't', [name]: 'x' } })).toBe(false);
  });

  it('never answers a post, the personal page types, or an address over 2048 characters', async () => {
    expect(await cacheable({ method: 'POST' })).toBe(false);
    for (const type of ['login', 'staffLogin', 'logout'] as const)
      expect(await cacheable({}, type)).toBe(false);
    expect(await cacheable({ url: `/search?q=${'k'.repeat(2048)}` })).toBe(false);
  });
});

describe('what a cached page is kept by', () => {
  it('is the same key for the same host, address, device class, releases and content version', () => {
    expect(
      pageCacheKey({ ...parts, host: 'DE.localhost:3000', userAgent: `${DESKTOP} Edg/131` }),
    ).toBe(pageCacheKey(parts));
  });

  it.each<[string, Partial<PageCacheKeyParts>]>([
    ['another site', { host: 'at.localhost:3000' }],
    ['another query', { url: '/search?q=tee' }],
    ['a phone (the app banner)', { userAgent: ANDROID }],
    ['a deploy', { registry: { footer: '/remotes/footer/r2/mf-manifest.json' } }],
    ['a catalogue change', { contentVersion: 8 }],
  ])('is another key after %s', (_change, change) => {
    expect(pageCacheKey({ ...parts, ...change })).not.toBe(pageCacheKey(parts));
  });
});
