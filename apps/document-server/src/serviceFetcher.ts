import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COOKIE_NAMES,
  HEADER_NAMES,
  SERVICE_PATH_PREFIX,
  type ServerRequestContext,
  type Site,
} from '@storefront/contracts';
import { serviceCallCookieHeader } from './renderCookies';
import { visitorLoginToken } from './visitorLogin';
import {
  noSharedServiceAnswers,
  shareSeconds,
  type SharedServiceAnswers,
} from './sharedServiceAnswers';

const FORWARDING_HEADERS = ['x-forwarded-proto', 'x-forwarded-for', 'x-forwarded-host'] as const;

function forwardingHeaders(request: FastifyRequest): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of FORWARDING_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') found[name] = value;
  }
  return found;
}

/** What a shared answer is kept by: everything the call itself names (never the visitor's cookies). */
function sharedKey(site: Site, path: string, headers: Readonly<Record<string, string>>): string {
  const named = Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([site, path, named]);
}

/**
 * The `fetchService` of a server render's context (contracts: ServerRequestContext): a GET of the
 * API answered in-process, with the page request's cookies (personal parts render from them) and
 * its site. Only `/service/...` paths: a remote's loader cannot reach anything else through it. A
 * call its loader marks as not depending on the visitor (`shareForS`) may be answered from `shared`.
 */
export function serviceFetcher(
  app: FastifyInstance,
  request: FastifyRequest,
  site: Site,
  shared: SharedServiceAnswers = noSharedServiceAnswers,
): ServerRequestContext['fetchService'] {
  const ask = async (
    path: string,
    headers: Readonly<Record<string, string>>,
    asks: 'for the visitor' | 'for anyone',
  ) => {
    const visitor = asks === 'for the visitor';
    // The request's own anti-forgery cookie, repeated as the API's double-submit header: the server
    // asks on behalf of this visitor's cookies, as the visitor's browser would (customer info). A
    // call shared between visitors carries neither, so its answer cannot depend on them; no call
    // carries a staff login (renderCookies.ts).
    const csrf = visitor
      ? (request.cookies[`__Host-${COOKIE_NAMES.csrf}`] ?? request.cookies[COOKIE_NAMES.csrf])
      : undefined;
    const cookie = visitor ? serviceCallCookieHeader(request.headers.cookie) : undefined;
    // The visitor's login token, as their browser sends it to the login service (spec 3.4): the
    // remote's code only names the login (context.loginId) and never holds the token.
    const loginToken = visitor ? visitorLoginToken(request.cookies) : undefined;
    const response = await app.inject({
      method: 'GET',
      url: path,
      // The page request's peer and its forwarding headers: the API then decides scheme and client
      // address exactly as for the visitor's own call (trustProxy), so behind a TLS-terminating proxy
      // it reads the `__Host-` cookies and counts limits per visitor, not as plain http from loopback.
      remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
      headers: {
        ...headers,
        ...forwardingHeaders(request),
        [HEADER_NAMES.site]: site,
        ...(csrf ? { [HEADER_NAMES.csrf]: csrf } : {}),
        ...(cookie ? { cookie } : {}),
        ...(loginToken ? { [HEADER_NAMES.loginToken]: loginToken } : {}),
        'user-agent': request.headers['user-agent'] ?? '',
      },
    });
    return { status: response.statusCode, body: response.body };
  };
  return async (path, headers = {}, options = {}) => {
    if (!path.startsWith(SERVICE_PATH_PREFIX))
      throw new Error(`fetchService only asks ${SERVICE_PATH_PREFIX}… paths, not ${path}`);
    const shareForS = options.shareForS ?? 0;
    const answer = await shared.answer(sharedKey(site, path, headers), shareForS, () =>
      ask(path, headers, shareSeconds(shareForS) > 0 ? 'for anyone' : 'for the visitor'),
    );
    let body: unknown;
    try {
      body = answer.body ? (JSON.parse(answer.body) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    return { status: answer.status, body };
  };
}
