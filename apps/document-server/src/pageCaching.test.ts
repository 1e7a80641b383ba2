/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { PageType } from '@storefront/contracts';
import { PAGE_SHAPING_COOKIE_NAMES } from '@storefront/testing';
import { registerCompression } from './compression';
import {
  PAGE_SHAPING_COOKIES,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  pageAudience,
  registerPageCaching,
  setPageCaching,
} from './pageCaching';

async function pageServer(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie);
  await registerCompression(app);
  await registerPageCaching(app);
  app.get('/page/:type', async (request, reply) => {
    setPageCaching(request, reply, (request.params as { type: PageType }).type, {
      secureCookies: false,
    });
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html>${'<p>page</p>'.repeat(300)}`);
  });
  // Code that sets a cookie of its own on a page that was meant to be shared.
  app.get('/careless', async (_request, reply) => {
    reply.setCookie('ab_visitor', 'v1', { path: '/' });
    return reply.header('cache-control', SHARED_PAGE_CACHE_CONTROL).send('page');
  });
  return app;
}

const withCsrf = { csrf_token: 'known-token' };

describe('page caching', () => {
  it('gives an anonymous first visit its anti-forgery cookie and keeps that response private', async () => {
    const response = await (await pageServer()).inject({ url: '/page/home' });
    expect(String(response.headers['set-cookie'])).toMatch(/^csrf_token=/);
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it('lets a CDN share an anonymous page that sets no cookie, for a short while; the browser revalidates', async () => {
    for (const type of ['home', 'search', 'ProductDetailPage', 'basket', 'content', 'notFound']) {
      const response = await (
        await pageServer()
      ).inject({ url: `/page/${type}`, cookies: withCsrf });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
      expect(response.headers['cache-control']).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
    }
  });

  it('keeps the pages that carry a token in their address nowhere: the confirmation and the subscriber’s own page', async () => {
    for (const type of ['newsletterConfirm', 'newsletterSubscription']) {
      const response = await (
        await pageServer()
      ).inject({ url: `/page/${type}`, cookies: withCsrf });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('keeps cookies that do not shape the page shareable, and names Cookie in Vary', async () => {
    const response = await (
      await pageServer()
    ).inject({ url: '/page/home', cookies: { ...withCsrf, _ga: 'GA1.2.3', OptanonConsent: 'x' } });
    expect(response.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(response.headers.vary).toBe('accept-encoding, cookie, user-agent');
  });

  // Issue 29 item 4 and issue 27 item 5: every cookie that changes the HTML, by its spelled-out name.
  it.each([...PAGE_SHAPING_COOKIE_NAMES, '__Host-LoginToken'])(
    'keeps a page private for a visitor with the %s cookie',
    async (name) => {
      const response = await (
        await pageServer()
      ).inject({ url: '/page/home', cookies: { ...withCsrf, [name]: 'x' } });
      expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    },
  );

  it.each(PAGE_SHAPING_COOKIES)('counts %s among the page-shaping cookies', async (name) => {
    const response = await (
      await pageServer()
    ).inject({ url: '/page/search', cookies: { ...withCsrf, [name]: 'MATCH' } });
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it.each(['login', 'staffLogin', 'logout'])(
    'keeps the %s page private for everyone',
    async (type) => {
      const response = await (
        await pageServer()
      ).inject({ url: `/page/${type}`, cookies: withCsrf });
      expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    },
  );

  it('answers no page but a secret one with no-store (the back/forward cache would refuse it)', async () => {
    const app = await pageServer();
    const answers = await Promise.all([
      app.inject({ url: '/page/home' }),
      app.inject({ url: '/page/home', cookies: withCsrf }),
      app.inject({ url: '/page/basket', cookies: { ...withCsrf, cart_id: 'c' } }),
      app.inject({ url: '/page/logout' }),
    ]);
    for (const response of answers)
      expect(response.headers['cache-control']).not.toMatch(/no-store/);
  });

  it('varies on encoding and cookies, once, also when the page goes out compressed', async () => {
    const response = await (
      await pageServer()
    ).inject({ url: '/page/home', cookies: withCsrf, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding, cookie, user-agent');
  });

  it('turns any shared response that sets a cookie private', async () => {
    const response = await (await pageServer()).inject({ url: '/careless' });
    expect(String(response.headers['set-cookie'])).toMatch(/^ab_visitor=v1/);
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it('decides the audience by the page-shaping cookies and the page type only', () => {
    expect(pageAudience({}, 'home')).toBe('anonymous');
    expect(pageAudience({ csrf_token: 't', _ga: 'x' }, 'search')).toBe('anonymous');
    expect(pageAudience({ csrf_token: 't', platform: 'MATCH' }, 'search')).toBe('personal');
    expect(pageAudience({ LoginToken: '' }, 'home')).toBe('anonymous');
    expect(pageAudience({ '__Host-cart_id': 'c' }, 'home')).toBe('personal');
    expect(pageAudience({}, 'logout')).toBe('personal');
    expect(pageAudience({}, 'newsletterConfirm')).toBe('secret');
    expect(pageAudience({ platform: 'MATCH' }, 'newsletterSubscription')).toBe('secret');
  });
});
