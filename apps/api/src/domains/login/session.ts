import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@storefront/contracts';
import { secureFor } from '../../http/cookies';
import type { DomainContext } from '../../domain';
import type { CustomerRow } from './tables';
import { LOGIN_TOKEN_LIFETIME_S, LOGIN_TOKEN_RENEW_AFTER_S, LONG_TERM_TOKEN_LIFETIME_S, LONG_TERM_TOKEN_RENEW_AFTER_S, signToken, verifyToken, type LoginClaims } from './tokens';
import { revokeLogin, verifyLiveToken } from './revocation';

export type LoginStatusOfRequest = { status: 'LOGGED_IN' | 'REMEMBERED'; customer: CustomerRow; claims: LoginClaims } | { status: 'LOGGED_OUT' };

/**
 * Who is asking: a valid login token means LOGGED_IN; only a valid long-term token means
 * REMEMBERED; anything else (missing, forged, expired, logged out) is LOGGED_OUT.
 */
export async function loginOfRequest(request: FastifyRequest, context: DomainContext): Promise<LoginStatusOfRequest> {
  const { db } = context;
  const login = await verifyLiveToken(context, request.cookies[COOKIE_NAMES.loginToken], 'login');
  const longTerm = login ? undefined : await verifyLiveToken(context, request.cookies[COOKIE_NAMES.longTermToken], 'longterm');
  const claims = login ?? longTerm;
  if (!claims) return { status: 'LOGGED_OUT' };
  const customer = await db.selectFrom('customers').selectAll().where('id', '=', claims.sub).executeTakeFirst();
  if (!customer) return { status: 'LOGGED_OUT' };
  return { status: login ? 'LOGGED_IN' : 'REMEMBERED', customer, claims };
}

/**
 * Sets the login token and the long-term token. Both are readable by the page on purpose: the spec's
 * clients send the LoginToken value as a header (newsletter prefill) and compare its exp/ren claims
 * (renewal), and the generic GET/PUT send the long-term token. SameSite=Lax keeps other sites out.
 */
export async function setLoginCookies(reply: FastifyReply, context: DomainContext, customerId: string, loginId: string): Promise<void> {
  await setLoginTokenCookie(reply, context, customerId, loginId);
  await setLongTermTokenCookie(reply, context, customerId, loginId);
}

const cookieBase = (reply: FastifyReply, { config }: DomainContext) => ({ path: '/', sameSite: 'lax' as const, secure: secureFor(reply, config), httpOnly: false });

export async function setLoginTokenCookie(reply: FastifyReply, context: DomainContext, customerId: string, loginId: string): Promise<void> {
  const loginToken = await signToken(context.config.tokenSecret, { sub: customerId, lid: loginId, typ: 'login' }, LOGIN_TOKEN_LIFETIME_S, LOGIN_TOKEN_RENEW_AFTER_S);
  reply.setCookie(COOKIE_NAMES.loginToken, loginToken, { ...cookieBase(reply, context), maxAge: LOGIN_TOKEN_LIFETIME_S });
}

export async function setLongTermTokenCookie(reply: FastifyReply, context: DomainContext, customerId: string, loginId: string): Promise<void> {
  const longTerm = await signToken(context.config.tokenSecret, { sub: customerId, lid: loginId, typ: 'longterm' }, LONG_TERM_TOKEN_LIFETIME_S, LONG_TERM_TOKEN_RENEW_AFTER_S);
  reply.setCookie(COOKIE_NAMES.longTermToken, longTerm, { ...cookieBase(reply, context), maxAge: LONG_TERM_TOKEN_LIFETIME_S });
}

/**
 * Revokes the login behind the request's login token and long-term token. An expired or forged
 * token is refused by every check already and needs no entry.
 */
export async function logOut(request: FastifyRequest, { db, config }: DomainContext): Promise<void> {
  const claims = await Promise.all([
    verifyToken(config.tokenSecret, request.cookies[COOKIE_NAMES.loginToken], 'login', config.previousTokenSecrets),
    verifyToken(config.tokenSecret, request.cookies[COOKIE_NAMES.longTermToken], 'longterm', config.previousTokenSecrets),
  ]);
  const expiries = new Map<string, number>();
  for (const each of claims) if (each) expiries.set(each.lid, Math.max(expiries.get(each.lid) ?? 0, each.exp));
  for (const [loginId, expiresAtS] of expiries) await revokeLogin(db, loginId, expiresAtS);
}

export function clearLoginCookies(reply: FastifyReply): void {
  reply.clearCookie(COOKIE_NAMES.loginToken, { path: '/' });
  reply.clearCookie(COOKIE_NAMES.longTermToken, { path: '/' });
}
