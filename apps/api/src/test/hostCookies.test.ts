import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { COOKIE_NAMES, LOGIN_PATHS } from '@storefront/contracts';
import { AB_VISITOR_COOKIE, PREVIEW_PATHS } from '@storefront/preview-schemas';
import { createApiApp } from '../api';
import { apiConfigFromEnv } from '../config';

/**
 * Cookie names and attributes by scheme. The API runs as behind a TLS-terminating proxy
 * (TRUST_PROXY=127.0.0.1: the proxy's address), so `x-forwarded-proto: https` makes the request https.
 */
const CSRF = 'host-cookie-csrf-0123456789';
const CART_URL = '/service/cart/api/cart';
const ARTICLE = { setArticle: { productId: '100001', tcm: 'tcm:100001', quantity: 1 } };
const HTTPS = { 'x-forwarded-proto': 'https' };

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-host-cookies-'));
  // The proxy in front of it: inject's requests come from 127.0.0.1.
  app = await createApiApp({
    ...apiConfigFromEnv({
      DATABASE_FILE: path.join(dir, 'test.sqlite'),
      DEMO: 'true',
      TRUST_PROXY: '127.0.0.1',
    }),
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const setCookies = (headers: Record<string, unknown>): string[] => {
  const raw = headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
};
const cookieNamed = (headers: Record<string, unknown>, name: string) =>
  setCookies(headers).find((cookie) => cookie.startsWith(`${name}=`));

function post(url: string, payload: object, options: Pick<InjectOptions, 'headers' | 'cookies'>) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-csrf-token': CSRF, 'x-hunter-site': 'DE', ...options.headers },
    cookies: options.cookies,
  });
}

describe('cookies over plain http (local *.localhost)', () => {
  it('keeps the plain names and sets no Secure', async () => {
    const response = await post(CART_URL, ARTICLE, { cookies: { csrf_token: CSRF } });
    expect(response.statusCode).toBe(200);
    const cart = cookieNamed(response.headers, 'cart_id');
    expect(cart).toMatch(/; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cart).not.toMatch(/Secure/i);
    expect(cookieNamed(response.headers, '__Host-cart_id')).toBeUndefined();
  });

  it('ignores a forwarded scheme unless the proxy is trusted', async () => {
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-untrusted-'));
    const untrusted = await createApiApp({
      ...apiConfigFromEnv({ DATABASE_FILE: path.join(dir2, 'test.sqlite'), DEMO: 'true' }),
      logLevel: 'silent',
    });
    try {
      const response = await untrusted.inject({
        method: 'POST',
        url: CART_URL,
        payload: ARTICLE,
        headers: { ...HTTPS, 'x-csrf-token': CSRF },
        cookies: { csrf_token: CSRF },
      });
      expect(response.statusCode).toBe(200);
      expect(cookieNamed(response.headers, 'cart_id')).toBeDefined();
    } finally {
      await untrusted.close();
      fs.rmSync(dir2, { recursive: true, force: true });
    }
  });
});

describe('cookies over https (x-forwarded-proto with a trusted proxy)', () => {
  it('sets our own cookies as __Host- with Secure, Path=/ and no Domain', async () => {
    const response = await post(CART_URL, ARTICLE, {
      headers: HTTPS,
      cookies: { '__Host-csrf_token': CSRF },
    });
    expect(response.statusCode).toBe(200);
    const cart = cookieNamed(response.headers, '__Host-cart_id');
    expect(cart).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    expect(cart).not.toMatch(/Domain=/i);
    expect(cookieNamed(response.headers, 'cart_id')).toBeUndefined();

    const assignment = await app.inject({
      method: 'GET',
      url: '/service/abtestfrontend/api/v1/getassignment',
      headers: HTTPS,
    });
    expect(assignment.statusCode).toBe(200);
    expect(cookieNamed(assignment.headers, `__Host-${AB_VISITOR_COOKIE}`)).toMatch(
      /; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    );
  });

  it('refuses the anti-forgery token from a plain csrf_token cookie (cookie tossing)', async () => {
    const tossed = await post(CART_URL, ARTICLE, { headers: HTTPS, cookies: { csrf_token: CSRF } });
    expect(tossed.statusCode).toBe(403);
    expect(tossed.json()).toMatchObject({ type: 'urn:storefront:csrf', status: 403 });
    // The prefixed cookie holds the page's token; a tossed plain one that matches the header does not help.
    const both = await post(CART_URL, ARTICLE, {
      headers: HTTPS,
      cookies: { '__Host-csrf_token': 'the-pages-own-token-000', csrf_token: CSRF },
    });
    expect(both.statusCode).toBe(403);
  });

  it('and over http never takes a __Host- cookie for the plain one', async () => {
    const response = await post(CART_URL, ARTICLE, { cookies: { '__Host-csrf_token': CSRF } });
    expect(response.statusCode).toBe(403);
  });

  it('ignores a plain cart_id over https, so a tossed cart id cannot fixate the cart', async () => {
    const victim = await post(CART_URL, ARTICLE, {
      headers: HTTPS,
      cookies: { '__Host-csrf_token': CSRF },
    });
    const planted = /^__Host-cart_id=([^;]+)/.exec(
      cookieNamed(victim.headers, '__Host-cart_id') ?? '',
    )?.[1];
    expect(planted).toBeDefined();
    // The same change again: on the victim's own cart nothing changes (304, no new cookie) ...
    const own = await post(CART_URL, ARTICLE, {
      headers: HTTPS,
      cookies: { '__Host-csrf_token': CSRF, '__Host-cart_id': planted ?? '' },
    });
    expect(own.statusCode).toBe(304);
    expect(setCookies(own.headers)).toEqual([]);
    // ... while a plain cart_id (tossed by a sibling subdomain) is not read: a fresh cart is made.
    const tossed = await post(CART_URL, ARTICLE, {
      headers: HTTPS,
      cookies: { '__Host-csrf_token': CSRF, cart_id: planted ?? '' },
    });
    expect(tossed.statusCode).toBe(200);
    const fresh = /^__Host-cart_id=([^;]+)/.exec(
      cookieNamed(tossed.headers, '__Host-cart_id') ?? '',
    )?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
  });

  it('keeps the spec-named login and staff cookies, now Secure', async () => {
    const login = await post(
      LOGIN_PATHS.login,
      { email: 'demo.de@storefront.test', password: 'Storefront-Demo-1' },
      { headers: HTTPS, cookies: { '__Host-csrf_token': CSRF } },
    );
    expect(login.statusCode).toBe(200);
    for (const name of [COOKIE_NAMES.loginToken, COOKIE_NAMES.longTermToken]) {
      expect(cookieNamed(login.headers, name)).toMatch(/; Path=\/; Secure; SameSite=Lax/);
    }
    const staff = await post(
      LOGIN_PATHS.staffLogin,
      { username: 'staff', password: 'Storefront-Staff-1' },
      { headers: HTTPS, cookies: { '__Host-csrf_token': CSRF } },
    );
    expect(staff.statusCode).toBe(200);
    const staffCookie =
      /^PreviewAuth=([^;]+)/.exec(cookieNamed(staff.headers, COOKIE_NAMES.staffAuth) ?? '')?.[1] ??
      '';
    expect(cookieNamed(staff.headers, COOKIE_NAMES.staffAuth)).toMatch(
      /; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    );

    const token = await app.inject({
      method: 'GET',
      url: `${PREVIEW_PATHS.token}?dateTime=${encodeURIComponent('2026-12-24T10:00:00.000Z')}`,
      headers: { ...HTTPS, 'x-csrf-token': CSRF },
      cookies: { '__Host-csrf_token': CSRF, [COOKIE_NAMES.staffAuth]: staffCookie },
    });
    expect(token.statusCode).toBe(200);
    expect(cookieNamed(token.headers, COOKIE_NAMES.preview)).toMatch(
      /; Path=\/; Secure; SameSite=Lax/,
    );
  });
});
