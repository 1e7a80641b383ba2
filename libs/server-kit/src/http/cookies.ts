import type { FastifyReply, FastifyRequest } from 'fastify';
// request.cookies and reply.setCookie: @fastify/cookie's additions to Fastify's types.
import type {} from '@fastify/cookie';
import { hostCookieName } from '@storefront/platform';

/** What a server says of its cookies' security: SECURE_COOKIES=true declares an https-only deployment. */
export interface CookieSecurity {
  secureCookies: boolean;
}

/**
 * Whether the visitor's browser talks https to us: the request's own scheme (with TRUST_PROXY=true
 * Fastify honours X-Forwarded-Proto from the TLS-terminating proxy), or SECURE_COOKIES=true, which
 * declares an https-only deployment whose proxy does not forward the scheme.
 */
export function servedOverHttps(request: FastifyRequest, config: CookieSecurity): boolean {
  return request.protocol === 'https' || config.secureCookies;
}

/** The name of one of our own (not spec-named) cookies for this request: `__Host-<name>` over https. */
export function ownCookieName(
  request: FastifyRequest,
  config: CookieSecurity,
  name: string,
): string {
  return hostCookieName(name, servedOverHttps(request, config));
}

/**
 * Reads one of our own cookies under the one name the scheme implies. Over https the plain name is
 * never read, even when the `__Host-` one is missing: a plain cookie can be tossed in by a sibling
 * subdomain or a forged http response, and taking it would undo what the prefix guarantees.
 */
export function readOwnCookie(
  request: FastifyRequest,
  config: CookieSecurity,
  name: string,
): string | undefined {
  return request.cookies[ownCookieName(request, config, name)];
}

export interface OwnCookieOptions {
  httpOnly: boolean;
  sameSite: 'strict' | 'lax';
  maxAge?: number;
}

/** Sets one of our own cookies: over https `__Host-` with Secure, Path=/ and no Domain (the prefix's rules). */
export function setOwnCookie(
  reply: FastifyReply,
  config: CookieSecurity,
  name: string,
  value: string,
  options: OwnCookieOptions,
): void {
  const https = servedOverHttps(reply.request, config);
  reply.setCookie(hostCookieName(name, https), value, { ...options, path: '/', secure: https });
}

/** Secure for every cookie a request served over https gets (spec-named ones included). */
export function secureFor(reply: FastifyReply, config: CookieSecurity): boolean {
  return servedOverHttps(reply.request, config);
}
