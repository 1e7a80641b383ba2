import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiConfig } from '@storefront/api';
import { COOKIE_NAMES } from '@storefront/contracts';
import { newCsrfToken, ownCookieName, servedOverHttps } from '@storefront/server-kit';

/**
 * Gives every page the anti-forgery cookie the page's scripts repeat in `x-csrf-token`
 * (double-submit). Over https it is `__Host-csrf_token` (Secure, Path=/, no Domain), and only that
 * name counts: a plain `csrf_token` may have been tossed in by a sibling subdomain, so it neither
 * stops a fresh token from being issued nor is it accepted by the API (see libs/server-kit/src/http/csrf.ts).
 * SameSite=Strict and not HttpOnly: the page must read it, other sites must never send it.
 */
export function ensureCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<ApiConfig, 'secureCookies'>,
): void {
  const name = ownCookieName(request, config, COOKIE_NAMES.csrf);
  if (request.cookies[name]) return;
  reply.setCookie(name, newCsrfToken(), {
    path: '/',
    sameSite: 'strict',
    secure: servedOverHttps(request, config),
  });
}
