import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, HEADER_NAMES } from '@storefront/contracts';
import { sendProblem } from './problem';
import { readOwnCookie, type CookieSecurity } from './cookies';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function newCsrfToken(): string {
  return crypto.randomBytes(18).toString('base64url');
}

/**
 * Double-submit check: the header must repeat the cookie, which only our own pages can read. Over
 * https the cookie must be `__Host-csrf_token`; a plain `csrf_token` is then ignored, because anyone
 * who can set cookies for a sibling subdomain (or answer one plain-http request) could plant it with
 * a value they know, and double-submit only holds while the attacker cannot choose the cookie.
 */
export function hasValidCsrf(request: FastifyRequest, config: CookieSecurity): boolean {
  return repeatsCsrfCookie(request, config, request.headers[HEADER_NAMES.csrf]);
}

/** Whether `token` (the header, or a form field for plain form posts) repeats the anti-forgery cookie. */
export function repeatsCsrfCookie(
  request: FastifyRequest,
  config: CookieSecurity,
  token: unknown,
): boolean {
  const cookie = readOwnCookie(request, config, COOKIE_NAMES.csrf);
  if (!cookie || typeof token !== 'string' || cookie.length !== token.length) return false;
  return crypto.timingSafeEqual(Buffer.from(cookie), Buffer.from(token));
}

/** A browser's Origin on a cross-site request names the other site; ours must match the Host. */
export function hasSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The strict check for plain form posts (the newsletter form without JavaScript): the
 * browser's Origin must be present and name this host, or, where a browser sends no Origin, its
 * Sec-Fetch-Site must say same-origin. Browsers send both on every form post and a page cannot forge
 * either, so a post from another site, or from a tool that sends neither, is refused. (Our pages'
 * Referrer-Policy, strict-origin-when-cross-origin, keeps the Origin in same-origin posts.)
 */
export function hasStrictSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  if (origin === 'null') return false;
  return hasSameOrigin(request);
}

/**
 * How a route is protected: the double-submit header (every route by default), or the strict
 * same-origin check for a route that a plain HTML form posts to (route config `{ csrf: 'form' }`).
 */
export type CsrfProtection = 'header' | 'form';

declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: CsrfProtection;
  }
}

/** Refuses every mutating call without the anti-forgery header or from another origin. */
export function registerCsrfCheck(app: FastifyInstance, config: CookieSecurity): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!MUTATING.has(request.method)) return;
    const protection = request.routeOptions.config.csrf ?? 'header';
    if (
      protection === 'form'
        ? !hasStrictSameOrigin(request)
        : !hasSameOrigin(request) || !hasValidCsrf(request, config)
    ) {
      return sendProblem(
        reply,
        403,
        'urn:storefront:csrf',
        'The request is missing a valid anti-forgery token.',
      );
    }
  });
}
