import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownCookieName, servedOverHttps, type ApiConfig } from '@storefront/api';
import { newVisitorId } from '@storefront/releases';

/**
 * The visitor cookie: a random id, nothing else, that keeps a shopper in the same
 * canary cohort on every page. Set by the server on the page's answer, so it works without script.
 * It is no personal cookie (pageCaching.ts PERSONAL_COOKIES): a page's cache key is the live
 * releases releasesForRequest picks with it, never the cookie itself. HttpOnly: no script reads it.
 */
export const VISITOR_COOKIE = 'sf_visitor';
/** A year: the cohort outlives a session, like the shopper's habits. */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** What a visitor id looks like: 16 random bytes, base64url. Anything else is replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The request's visitor id: its cookie's, else a new one set on the reply (with the page's first
 * visit, which sets the anti-forgery cookie too, so no page becomes private for it alone).
 */
export function visitorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<ApiConfig, 'secureCookies'>,
): string {
  const name = ownCookieName(request, config, VISITOR_COOKIE);
  const sent = request.cookies[name];
  if (sent && VISITOR_ID.test(sent)) return sent;
  const id = newVisitorId();
  reply.setCookie(name, id, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
    secure: servedOverHttps(request, config),
  });
  return id;
}
