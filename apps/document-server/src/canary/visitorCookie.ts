import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MountedApi } from '@storefront/api';
import { newVisitorId } from '@storefront/releases';
import { ownCookieName, servedOverHttps } from '@storefront/server-kit';

/** A year: the cohort outlives a session, like the shopper's habits. */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The request's visitor id (the signed visitor cookie, apps/api/src/http/visitorId.ts): its
 * cookie's when this server signed it, else a new one set on the reply (with the page's first
 * visit, which sets the anti-forgery cookie too, so no page becomes private for it alone). It is no
 * personal cookie (pageCaching.ts PERSONAL_COOKIES): a page's cache key is the live releases
 * releasesForRequest picks with it, never the cookie itself.
 */
export function visitorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  api: Pick<MountedApi, 'config' | 'visitorIds'>,
): string {
  const name = ownCookieName(request, api.config, api.visitorIds.cookie);
  const sent = api.visitorIds.verify(request.cookies[name]);
  if (sent !== undefined) return sent;
  const id = newVisitorId();
  reply.setCookie(name, api.visitorIds.sign(id), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
    secure: servedOverHttps(request, api.config),
  });
  return id;
}
