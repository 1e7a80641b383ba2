import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownCookieName, servedOverHttps, type ApiConfig } from '@storefront/api';
import { newVisitorId } from '@storefront/releases';

/**
 * The visitor cookie: a random id, nothing else, that keeps a shopper in the same canary cohort on
 * every page. Set by the server on the page's answer, so it works without script. It is no personal
 * cookie (pageCaching.ts PERSONAL_COOKIES): a page's cache key is the live releases
 * releasesForRequest picks with it, never the cookie itself. HttpOnly: no script reads it.
 *
 * Signed (`<id>.<HMAC>`): a client that could choose its id could choose its cohort, and so pick
 * the release it is served (a canary's failures, or a way around one). An id without this server's
 * signature is replaced by a new one. The key is derived from the token secret, which every host of
 * a fleet shares, so a shopper keeps the cohort on every host; ids signed with a previous secret
 * (TOKEN_SECRET_PREVIOUS) still count, so replacing the secret reshuffles nobody.
 */
export const VISITOR_COOKIE = 'sf_visitor';
/** A year: the cohort outlives a session, like the shopper's habits. */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A signed visitor id: 16 random bytes and 16 bytes of HMAC-SHA-256, base64url. */
const SIGNED_VISITOR_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

const keys = new Map<string, Buffer>();

/** The visitor ids' own key: derived from the token secret (HKDF), never the secret itself. */
function visitorKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (key === undefined) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, '', 'storefront visitor id', 32));
    keys.set(secret, key);
  }
  return key;
}

const signatureOf = (id: string, secret: string) =>
  crypto.createHmac('sha256', visitorKey(secret)).update(id).digest().subarray(0, 16);

/** The cookie value of a visitor id. */
export const signedVisitorId = (id: string, secret: string) =>
  `${id}.${signatureOf(id, secret).toString('base64url')}`;

/** The visitor id a cookie value carries, when one of `secrets` signed it; else undefined. */
export function verifiedVisitorId(
  value: string | undefined,
  secrets: readonly string[],
): string | undefined {
  const [, id, signature] = SIGNED_VISITOR_ID.exec(value ?? '') ?? [];
  if (id === undefined || signature === undefined) return undefined;
  const sent = Buffer.from(signature, 'base64url');
  return secrets.some((secret) => crypto.timingSafeEqual(sent, signatureOf(id, secret)))
    ? id
    : undefined;
}

/**
 * The request's visitor id: its cookie's when this server signed it, else a new one set on the
 * reply (with the page's first visit, which sets the anti-forgery cookie too, so no page becomes
 * private for it alone).
 */
export function visitorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<ApiConfig, 'secureCookies' | 'tokenSecret' | 'previousTokenSecrets'>,
): string {
  const name = ownCookieName(request, config, VISITOR_COOKIE);
  const sent = verifiedVisitorId(request.cookies[name], [
    config.tokenSecret,
    ...(config.previousTokenSecrets ?? []),
  ]);
  if (sent !== undefined) return sent;
  const id = newVisitorId();
  reply.setCookie(name, signedVisitorId(id, config.tokenSecret), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
    secure: servedOverHttps(request, config),
  });
  return id;
}
