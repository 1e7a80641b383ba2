import crypto from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { encodedKey, keyId, verificationKey } from './tokenKeys';

/** A login token lives 30 minutes and may be renewed after 10; times are in seconds, as the claims. */
export const LOGIN_TOKEN_LIFETIME_S = 30 * 60;
/**
 * LOGIN_TOKEN_RENEW_AFTER_S in the environment overrides it: the end-to-end run sets 0 so a
 * browser with a fast-forwarded clock can see a real renewal without waiting ten real minutes.
 */
export const LOGIN_TOKEN_RENEW_AFTER_S = renewAfterFromEnv(process.env.LOGIN_TOKEN_RENEW_AFTER_S, 10 * 60);
/** The long-term ("remember me") token lives 90 days and is renewed after 30. */
export const LONG_TERM_TOKEN_LIFETIME_S = 90 * 24 * 60 * 60;
export const LONG_TERM_TOKEN_RENEW_AFTER_S = 30 * 24 * 60 * 60;

/** A staff token lives 30 minutes; the open preview panel renews it every 5 (spec 9). */
export const STAFF_TOKEN_LIFETIME_S = 30 * 60;
export const STAFF_TOKEN_RENEW_AFTER_S = 5 * 60;

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
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function newLoginId(): string {
  return crypto.randomUUID();
}

export async function signToken(secret: string, claims: Omit<LoginClaims, 'exp' | 'ren'>, lifetimeS: number, renewAfterS: number, now = nowSeconds()): Promise<string> {
  return new SignJWT({ lid: claims.lid, ren: now + renewAfterS, typ: claims.typ })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: keyId(secret) })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeS)
    .sign(encodedKey(secret));
}

/**
 * Verifies signature (with the current secret or, by key id, a previous one), algorithm, expiry and
 * type; anything else is refused (undefined).
 */
export async function verifyToken(secret: string, token: string | undefined, typ: LoginClaims['typ'], previousSecrets: readonly string[] = []): Promise<LoginClaims | undefined> {
  if (!token || token.length > 2048) return undefined;
  try {
    const { payload } = await jwtVerify<JWTPayload & Partial<LoginClaims>>(token, verificationKey(secret, previousSecrets), { algorithms: [ALGORITHM] });
    if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.lid !== 'string' || typeof payload.exp !== 'number' || typeof payload.ren !== 'number') return undefined;
    return { sub: payload.sub, lid: payload.lid, exp: payload.exp, ren: payload.ren, typ };
  } catch {
    return undefined;
  }
}
