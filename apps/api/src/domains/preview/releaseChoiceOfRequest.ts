import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@storefront/contracts';
import type { ReleaseChoice } from '@storefront/preview-schemas';
import { secureFor } from '@storefront/server-kit';
import type { DomainContext } from '../../domain';
import { staffOfRequest } from '../login';
import { signReleaseChoice, verifyReleaseChoice } from './releasePreviewToken';

/** A staff member's login, as far as a release preview needs it. */
export interface StaffLogin {
  staffId: string;
  /** One per login: a choice made in it ends with it. */
  loginId: string;
}

/** The staff login behind the request (a valid, unrevoked staff token), else undefined. */
export async function staffLoginOf(
  request: FastifyRequest,
  context: DomainContext,
): Promise<StaffLogin | undefined> {
  const staff = await staffOfRequest(request, context);
  return staff && { staffId: staff.staff.id, loginId: staff.claims.lid };
}

/**
 * The releases the request's staff member previews: a valid release preview cookie AND a valid
 * staff token of the same login. A shopper, a copied cookie without the staff token, a cookie of
 * an earlier login or of a logged-out one: undefined, and the page is the live one.
 */
export async function releaseChoiceOf(
  request: FastifyRequest,
  context: DomainContext,
): Promise<ReleaseChoice | undefined> {
  const cookie = request.cookies[COOKIE_NAMES.releasePreview];
  if (!cookie) return undefined;
  const [staff, choice] = await Promise.all([
    staffLoginOf(request, context),
    verifyReleaseChoice(context.config.tokenSecret, cookie, context.config.previousTokenSecrets),
  ]);
  if (!staff || !choice || choice.sub !== staff.staffId || choice.lid !== staff.loginId)
    return undefined;
  return choice.releases;
}

/**
 * Sets the choice for this staff login, or clears it when empty. HttpOnly (no page script, no
 * remote's code reads it), and a session cookie: it ends with the browser's session, and its token
 * with the staff login.
 */
export async function setReleaseChoice(
  reply: FastifyReply,
  context: DomainContext,
  staff: StaffLogin,
  releases: ReleaseChoice,
): Promise<void> {
  if (Object.keys(releases).length === 0) {
    reply.clearCookie(COOKIE_NAMES.releasePreview, { path: '/' });
    return;
  }
  const token = await signReleaseChoice(context.config.tokenSecret, {
    sub: staff.staffId,
    lid: staff.loginId,
    releases,
  });
  reply.setCookie(COOKIE_NAMES.releasePreview, token, {
    path: '/',
    sameSite: 'lax',
    secure: secureFor(reply, context.config),
    httpOnly: true,
  });
}
