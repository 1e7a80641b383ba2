import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { nowSeconds, encodedKey, keyId, verificationKey } from '../login';

/** How long an applied preview lasts; a new login starts without one. */
export const PREVIEW_COOKIE_LIFETIME_S = 8 * 60 * 60;

const ALGORITHM = 'HS256';

export interface PreviewClaims {
  /** The staff member who applied the preview. */
  sub: string;
  /** The preview date-time, ISO 8601. */
  dt: string;
  /** A/B override; both set or both absent. */
  test?: string;
  group?: string;
}

/**
 * The preview cookie is a signed HS256 JWT (`typ: 'preview'`, `sub`, `dt`, optional `test` and
 * `group`, `exp`). Readable by page scripts on purpose: its mere presence tells the header to refetch
 * promotions (spec header 6). The API only trusts it together with a valid staff token of the same
 * staff member (see previewOfRequest).
 */
export async function signPreviewToken(
  secret: string,
  claims: PreviewClaims,
  now = nowSeconds(),
): Promise<string> {
  const payload: Record<string, string> = { typ: 'preview', dt: claims.dt };
  if (claims.test && claims.group)
    Object.assign(payload, { test: claims.test, group: claims.group });
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: keyId(secret) })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + PREVIEW_COOKIE_LIFETIME_S)
    .sign(encodedKey(secret));
}

export async function verifyPreviewToken(
  secret: string,
  token: string | undefined,
  previousSecrets: readonly string[] = [],
): Promise<PreviewClaims | undefined> {
  if (!token || token.length > 2048) return undefined;
  try {
    const { payload } = await jwtVerify<JWTPayload & Partial<PreviewClaims> & { typ?: string }>(
      token,
      verificationKey(secret, previousSecrets),
      {
        algorithms: [ALGORITHM],
      },
    );
    if (
      payload.typ !== 'preview' ||
      typeof payload.sub !== 'string' ||
      typeof payload.dt !== 'string' ||
      Number.isNaN(Date.parse(payload.dt))
    )
      return undefined;
    const hasAb = typeof payload.test === 'string' && typeof payload.group === 'string';
    return {
      sub: payload.sub,
      dt: payload.dt,
      ...(hasAb ? { test: payload.test, group: payload.group } : {}),
    };
  } catch {
    return undefined;
  }
}

/** ISO 8601 date-time with a zone (Z or ±hh:mm), e.g. 2026-12-24T10:00:00.000Z. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseIsoDateTime(value: string | undefined): Date | undefined {
  if (!value || !ISO_DATE_TIME.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
