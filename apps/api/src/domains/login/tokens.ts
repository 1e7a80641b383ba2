import crypto from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { encodedKey, keyId, verificationKey } from './tokenKeys';

/** A login token lives 30 minutes and may be renewed after 10; times are in seconds, as the claims. */
export const LOGIN_TOKEN_LIFETIME_S = 30 * 60;
/**
 * LOGIN_TOKEN_RENEW_AFTER_S in the environment overrides it: the end-to-end run sets 0 so a
 * browser with a fast-forwarded clock can see a real renewal without waiting ten real minutes.
 */
export const LOGIN_TOKEN_RENEW_AFTER_S = renewAfterFromEnv(
  process.env.LOGIN_TOKEN_RENEW_AFTER_S,
  10 * 60,
);
/** The long-term ("remember me") token lives 90 days and is renewed after 30. */
export const LONG_TERM_TOKEN_LIFETIME_S = 90 * 24 * 60 * 60;
export const LONG_TERM_TOKEN_RENEW_AFTER_S = 30 * 24 * 60 * 60;

/** A staff token lives 30 minutes; the open preview panel renews it every 5 (spec 9). */
export const STAFF_TOKEN_LIFETIME_S = 30 * 60;
export const STAFF_TOKEN_RENEW_AFTER_S = 5 * 60;

/**
 * Absolute session age (OWASP Session Management cheat sheet, "absolute timeout"): however often a
 * login's tokens are renewed, none of them is valid past its login's start plus this (the `sat`
 * claim, carried unchanged by every renewal), so a stolen copy cannot be renewed forever. A shopper
 * logs in again after 90 days at the latest; staff (who can change what every shopper sees in the
 * preview) after a working day.
 */
export const SESSION_MAX_AGE_S = 90 * 24 * 60 * 60;
export const STAFF_SESSION_MAX_AGE_S = 12 * 60 * 60;

/**
 * How long a revocation must last so that no token of that login can outlive it:
 * a token signed before the logout expires at the latest this long after it (renewals after the
 * logout are refused). A shopper's login has a login token and a long-term token; a staff login one kind.
 */
export const LONGEST_SHOPPER_TOKEN_LIFETIME_S = Math.max(
  LOGIN_TOKEN_LIFETIME_S,
  LONG_TERM_TOKEN_LIFETIME_S,
);
export const LONGEST_STAFF_TOKEN_LIFETIME_S = STAFF_TOKEN_LIFETIME_S;

const sessionMaxAgeS = (typ: LoginClaims['typ']) =>
  typ === 'staff' ? STAFF_SESSION_MAX_AGE_S : SESSION_MAX_AGE_S;

/** A token's expiry: its lifetime from now, but never past its session's absolute end. */
export function tokenExpiry(
  typ: LoginClaims['typ'],
  sessionStart: number,
  lifetimeS: number,
  now = nowSeconds(),
): number {
  return Math.min(now + lifetimeS, sessionStart + sessionMaxAgeS(typ));
}

const ALGORITHM = 'HS256';

function renewAfterFromEnv(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

export interface LoginClaims {
  /** Customer id. */
  sub: string;
  /** Login id: one per login, shared by the login token and the long-term token. */
  lid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Renew-after time, seconds since the epoch. */
  ren: number;
  /** Which token this is, so one can never stand in for the other. */
  typ: 'login' | 'longterm' | 'staff';
  /** When the login began (seconds since the epoch); renewals keep it, the session ends SESSION_MAX_AGE_S after it. */
  sat: number;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function newLoginId(): string {
  return crypto.randomUUID();
}

/**
 * Signs a token. `claims.sat` is the login's start (a renewal passes the renewed token's; a new login
 * leaves it out: now). Expiry and renew-after never pass the session's absolute end, so renewals are
 * capped by it: the last renewal's token simply lives shorter.
 */
export async function signToken(
  secret: string,
  claims: Omit<LoginClaims, 'exp' | 'ren' | 'sat'> & { sat?: number },
  lifetimeS: number,
  renewAfterS: number,
  now = nowSeconds(),
): Promise<string> {
  const sat = claims.sat ?? now;
  const exp = tokenExpiry(claims.typ, sat, lifetimeS, now);
  return new SignJWT({
    lid: claims.lid,
    ren: Math.min(now + renewAfterS, exp),
    typ: claims.typ,
    sat,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: keyId(secret) })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(encodedKey(secret));
}

/**
 * Verifies signature (with the current secret or, by key id, a previous one), algorithm, expiry and
 * type; anything else is refused (undefined).
 */
export async function verifyToken(
  secret: string,
  token: string | undefined,
  typ: LoginClaims['typ'],
  previousSecrets: readonly string[] = [],
): Promise<LoginClaims | undefined> {
  if (!token || token.length > 2048) return undefined;
  try {
    const { payload } = await jwtVerify<JWTPayload & Partial<LoginClaims>>(
      token,
      verificationKey(secret, previousSecrets),
      { algorithms: [ALGORITHM] },
    );
    if (
      payload.typ !== typ ||
      typeof payload.sub !== 'string' ||
      typeof payload.lid !== 'string' ||
      typeof payload.exp !== 'number' ||
      typeof payload.ren !== 'number'
    )
      return undefined;
    // Tokens signed before `sat` existed count from their own issue time (and carry it on when renewed).
    const sat = typeof payload.sat === 'number' ? payload.sat : payload.iat;
    if (typeof sat !== 'number' || nowSeconds() >= sat + sessionMaxAgeS(typ)) return undefined;
    return { sub: payload.sub, lid: payload.lid, exp: payload.exp, ren: payload.ren, typ, sat };
  } catch {
    return undefined;
  }
}
