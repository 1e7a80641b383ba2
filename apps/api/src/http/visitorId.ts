import type { ApiConfig } from '../config';
import { acceptedSecrets, purposeSignature, signedByOneOf } from '@storefront/server-kit';

/**
 * The visitor cookie: a random id, nothing else, that keeps a shopper in the same canary cohort on
 * every page (set by the document server, apps/document-server/src/canary/visitorCookie.ts) and
 * counts the shopper once in release health (the beacon route). HttpOnly: no script reads it.
 *
 * Signed (`<id>.<HMAC>`): a client that could choose its id could choose its cohort, and so pick
 * the release it is served, or vote as many shoppers in a canary's health. An id without this
 * server's signature counts as none. Ids signed with a previous secret (TOKEN_SECRET_PREVIOUS)
 * still count, so replacing the secret reshuffles nobody.
 */
export const VISITOR_COOKIE = 'sf_visitor';
const PURPOSE = 'storefront visitor id';
/** A signed visitor id: 16 random bytes and 16 bytes of HMAC-SHA-256, base64url. */
const SIGNED_VISITOR_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

/** The cookie value of a visitor id. */
export const signedVisitorId = (id: string, secret: string): string =>
  `${id}.${purposeSignature(secret, PURPOSE, id).toString('base64url')}`;

/** The visitor id a cookie value carries, when this server signed it; else undefined. */
export function verifiedVisitorId(
  value: string | undefined,
  config: Pick<ApiConfig, 'tokenSecret' | 'previousTokenSecrets'>,
): string | undefined {
  const [, id, signature] = SIGNED_VISITOR_ID.exec(value ?? '') ?? [];
  if (id === undefined || signature === undefined) return undefined;
  return signedByOneOf(acceptedSecrets(config), PURPOSE, id, Buffer.from(signature, 'base64url'))
    ? id
    : undefined;
}
