import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@storefront/contracts';
import type { DomainContext } from '../../domain';
import type { StaffAccountRow } from './tables';
import {
  STAFF_TOKEN_LIFETIME_S,
  STAFF_TOKEN_RENEW_AFTER_S,
  newLoginId,
  nowSeconds,
  signToken,
  tokenExpiry,
  type LoginClaims,
} from './tokens';
import { verifyLiveToken } from './revocation';
import { secureFor } from '@storefront/server-kit';

export interface StaffOfRequest {
  staff: StaffAccountRow;
  claims: LoginClaims;
}

/** The two cookie names a staff token may come in (spec 6): the preview tool's and the internal tool's. */
export const STAFF_COOKIE_NAMES = [COOKIE_NAMES.staffAuth, COOKIE_NAMES.staffToolAuth] as const;

export function hasStaffCookie(cookies: Record<string, string | undefined>): boolean {
  return STAFF_COOKIE_NAMES.some((name) => Boolean(cookies[name]));
}

/** The staff member behind a valid staff token in either cookie; a forged, expired, logged-out or customer token is nobody. */
export async function staffOfRequest(
  request: FastifyRequest,
  context: DomainContext,
): Promise<StaffOfRequest | undefined> {
  for (const name of STAFF_COOKIE_NAMES) {
    const claims = await verifyLiveToken(context, request.cookies[name], 'staff');
    if (!claims) continue;
    const staff = await context.db
      .selectFrom('staff_accounts')
      .selectAll()
      .where('id', '=', claims.sub)
      .executeTakeFirst();
    if (staff) return { staff, claims };
  }
  return undefined;
}

/**
 * HttpOnly: no page script ever needs the staff token, the panel asks checkauth instead. A renewal
 * passes the renewed token's login id and start (`sat`): the staff session ends STAFF_SESSION_MAX_AGE_S (tokens.ts)
 * after its login however often the panel renews it.
 */
export async function setStaffCookie(
  reply: FastifyReply,
  { config }: DomainContext,
  staffId: string,
  session: { loginId: string; sessionStart: number } = {
    loginId: newLoginId(),
    sessionStart: nowSeconds(),
  },
): Promise<void> {
  const token = await signToken(
    config.tokenSecret,
    { sub: staffId, lid: session.loginId, typ: 'staff', sat: session.sessionStart },
    STAFF_TOKEN_LIFETIME_S,
    STAFF_TOKEN_RENEW_AFTER_S,
  );
  const maxAge = Math.max(
    0,
    tokenExpiry('staff', session.sessionStart, STAFF_TOKEN_LIFETIME_S) - nowSeconds(),
  );
  reply.setCookie(COOKIE_NAMES.staffAuth, token, {
    path: '/',
    sameSite: 'lax',
    secure: secureFor(reply, config),
    httpOnly: true,
    maxAge,
  });
}

export function clearStaffCookies(reply: FastifyReply): void {
  for (const name of STAFF_COOKIE_NAMES) reply.clearCookie(name, { path: '/' });
}
