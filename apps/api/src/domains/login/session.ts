import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@storefront/contracts';
import type { DomainContext } from '../../domain';
import type { CustomerRow } from './tables';
import {
  LOGIN_TOKEN_LIFETIME_S,
  LOGIN_TOKEN_RENEW_AFTER_S,
  LONG_TERM_TOKEN_LIFETIME_S,
  LONG_TERM_TOKEN_RENEW_AFTER_S,
  LONGEST_SHOPPER_TOKEN_LIFETIME_S,
  nowSeconds,
  signToken,
  tokenExpiry,
  verifyToken,
  type LoginClaims,
} from './tokens';
import { revokeLogin, verifyLiveToken } from './revocation';
import { secureFor } from '@storefront/server-kit';

export type LoginStatusOfRequest =
  | { status: 'LOGGED_IN' | 'REMEMBERED'; customer: CustomerRow; claims: LoginClaims }
  | { status: 'LOGGED_OUT' };

/**
 * Who is asking: a valid login token means LOGGED_IN; only a valid long-term token means
 * REMEMBERED; anything else (missing, forged, expired, logged out) is LOGGED_OUT.
 */
export async function loginOfRequest(
  request: FastifyRequest,
  context: DomainContext,
): Promise<LoginStatusOfRequest> {
  const { db } = context;
  const login = await verifyLiveToken(context, request.cookies[COOKIE_NAMES.loginToken], 'login');
  const longTerm = login
    ? undefined
    : await verifyLiveToken(context, request.cookies[COOKIE_NAMES.longTermToken], 'longterm');
  const claims = login ?? longTerm;
  if (!claims) return { status: 'LOGGED_OUT' };
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!customer) return { status: 'LOGGED_OUT' };
  return { status: login ? 'LOGGED_IN' : 'REMEMBERED', customer, claims };
}

/**
 * Sets the login token and the long-term token. Both are readable by the page on purpose: the spec's
 * clients send the LoginToken value as a header (newsletter prefill) and compare its exp/ren claims
 * (renewal), and the generic GET/PUT send the long-term token. SameSite=Lax keeps other sites out.
 */
export async function setLoginCookies(
  reply: FastifyReply,
  context: DomainContext,
  customerId: string,
  loginId: string,
): Promise<void> {
  const sessionStart = nowSeconds();
  await setLoginTokenCookie(reply, context, customerId, loginId, sessionStart);
  await setLongTermTokenCookie(reply, context, customerId, loginId, sessionStart);
}

const cookieBase = (reply: FastifyReply, { config }: DomainContext) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: secureFor(reply, config),
  httpOnly: false,
});

/** The cookie lives as long as its token: the last renewal of a session lives shorter (its absolute end). */
const cookieMaxAgeS = (typ: LoginClaims['typ'], sessionStart: number, lifetimeS: number) =>
  Math.max(0, tokenExpiry(typ, sessionStart, lifetimeS) - nowSeconds());

/** The shopper's two tokens (tokens.ts): the cookie each travels in, its lifetime and when it may be renewed. */
const SHOPPER_TOKENS = {
  login: {
    cookie: COOKIE_NAMES.loginToken,
    lifetimeS: LOGIN_TOKEN_LIFETIME_S,
    renewAfterS: LOGIN_TOKEN_RENEW_AFTER_S,
  },
  longterm: {
    cookie: COOKIE_NAMES.longTermToken,
    lifetimeS: LONG_TERM_TOKEN_LIFETIME_S,
    renewAfterS: LONG_TERM_TOKEN_RENEW_AFTER_S,
  },
} as const;

type TokenCookieArguments = [
  reply: FastifyReply,
  context: DomainContext,
  customerId: string,
  loginId: string,
  sessionStart: number,
];

/** A token of the login `loginId`, begun at `sessionStart` (a renewal passes the renewed token's `sat`), in its cookie. */
async function setShopperTokenCookie(
  typ: keyof typeof SHOPPER_TOKENS,
  ...args: TokenCookieArguments
): Promise<void> {
  const [reply, context, customerId, loginId, sessionStart] = args;
  const { cookie, lifetimeS, renewAfterS } = SHOPPER_TOKENS[typ];
  const token = await signToken(
    context.config.tokenSecret,
    { sub: customerId, lid: loginId, typ, sat: sessionStart },
    lifetimeS,
    renewAfterS,
  );
  reply.setCookie(cookie, token, {
    ...cookieBase(reply, context),
    maxAge: cookieMaxAgeS(typ, sessionStart, lifetimeS),
  });
}

export const setLoginTokenCookie = (...args: TokenCookieArguments) =>
  setShopperTokenCookie('login', ...args);
export const setLongTermTokenCookie = (...args: TokenCookieArguments) =>
  setShopperTokenCookie('longterm', ...args);

/**
 * Revokes the login behind the request's login token and long-term token, until no token of that
 * login can still be valid: now plus the longest lifetime of any of its tokens, not the presented
 * token's expiry (a copy renewed later would outlive that). An expired or forged
 * token is refused by every check already and needs no entry.
 */
export async function logOut(
  request: FastifyRequest,
  { db, config }: DomainContext,
): Promise<void> {
  const claims = await Promise.all([
    verifyToken(
      config.tokenSecret,
      request.cookies[COOKIE_NAMES.loginToken],
      'login',
      config.previousTokenSecrets,
    ),
    verifyToken(
      config.tokenSecret,
      request.cookies[COOKIE_NAMES.longTermToken],
      'longterm',
      config.previousTokenSecrets,
    ),
  ]);
  const loginIds = new Set(claims.flatMap((each) => (each ? [each.lid] : [])));
  for (const loginId of loginIds)
    await revokeLogin(db, loginId, nowSeconds() + LONGEST_SHOPPER_TOKEN_LIFETIME_S);
}

export function clearLoginCookies(reply: FastifyReply): void {
  reply.clearCookie(COOKIE_NAMES.loginToken, { path: '/' });
  reply.clearCookie(COOKIE_NAMES.longTermToken, { path: '/' });
}
