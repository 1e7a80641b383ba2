import { COOKIE_NAMES } from '@storefront/contracts';
import {
  PreviewTokenQuerySchema,
  type CheckAuthResponse,
  type PreviewStatusResponse,
} from '@storefront/preview-schemas';
import type { ApiDomain, DomainContext } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { previewMigrations } from './migrations';
import { previewOfRequest, seedPreviewSites } from './previewOfRequest';
import { PREVIEW_COOKIE_LIFETIME_S, parseIsoDateTime, signPreviewToken } from './previewToken';
import {
  clearStaffCookies,
  LONGEST_STAFF_TOKEN_LIFETIME_S,
  nowSeconds,
  revokeLogin,
  setStaffCookie,
} from '../login';
import { requireStaff } from './staffGuard';
import { sendProblem, secureFor } from '@storefront/server-kit';

const SUCCESS: PreviewStatusResponse = { status: 'SUCCESS' };

/**
 * Whether an A/B test group runs at a date-time: the A/B test domain's answer, handed in by the
 * domain list (domains/index.ts), since that domain reads the preview and the preview must not read
 * it back.
 */
export type ActiveTestGroupCheck = (
  context: Pick<DomainContext, 'db'>,
  time: Date,
  test: string,
  group: string,
) => Promise<boolean>;

export const createPreviewDomain = ({
  isActiveTestGroup,
}: {
  isActiveTestGroup: ActiveTestGroupCheck;
}): ApiDomain => ({
  name: 'preview',
  migrations: previewMigrations,
  seed: seedPreviewSites,
  routes(app, context) {
    app.get('/preview/api/auth/checkauth', async (request, reply) => {
      if (!(await requireStaff(request, reply, context))) return reply;
      const preview = await previewOfRequest(request, context);
      const response: CheckAuthResponse = {
        status: 'SUCCESS',
        dateTime: preview?.dateTime.toISOString() ?? null,
        abTestName: preview?.abTestName ?? null,
        abTestGroup: preview?.abTestGroup ?? null,
      };
      return response;
    });

    // A fresh staff token for the same staff login; the open panel calls it every 5 minutes.
    app.get('/preview/api/auth/login/renew', async (request, reply) => {
      const staff = await requireStaff(request, reply, context);
      if (!staff) return reply;
      await setStaffCookie(reply, context, staff.staff.id, {
        loginId: staff.claims.lid,
        sessionStart: staff.claims.sat,
      });
      return SUCCESS;
    });

    // Revokes the staff login on the server too, so a copied staff token stops working at once.
    app.get('/preview/api/auth/logout', async (request, reply) => {
      const staff = await requireStaff(request, reply, context);
      if (!staff) return reply;
      // Until no token of this staff login can be valid, not only the presented one.
      await revokeLogin(
        context.db,
        staff.claims.lid,
        nowSeconds() + LONGEST_STAFF_TOKEN_LIFETIME_S,
      );
      clearStaffCookies(reply);
      reply.clearCookie(COOKIE_NAMES.preview, { path: '/' });
      reply.clearCookie(COOKIE_NAMES.releasePreview, { path: '/' });
      return SUCCESS;
    });

    app.get('/preview/api/token', async (request, reply) => {
      const staff = await requireStaff(request, reply, context);
      if (!staff) return reply;
      const query = parseOr400(reply, PreviewTokenQuerySchema, request.query, 'preview settings');
      if (!query) return reply;
      const dateTime = parseIsoDateTime(query.dateTime);
      if (!dateTime)
        return sendProblem(
          reply,
          400,
          'urn:storefront:invalid-request',
          'The preview date-time is not valid.',
        );
      const test = query.test || undefined;
      const group = query.group || undefined;
      if (Boolean(test) !== Boolean(group))
        return sendProblem(
          reply,
          400,
          'urn:storefront:invalid-request',
          'An A/B test needs a group, and a group a test.',
        );
      if (test && group && !(await isActiveTestGroup(context, dateTime, test, group))) {
        return sendProblem(
          reply,
          400,
          'urn:storefront:invalid-request',
          'No such A/B test group at the preview date-time.',
        );
      }
      const token = await signPreviewToken(context.config.tokenSecret, {
        sub: staff.staff.id,
        dt: dateTime.toISOString(),
        test,
        group,
      });
      reply.setCookie(COOKIE_NAMES.preview, token, {
        path: '/',
        sameSite: 'lax',
        secure: secureFor(reply, context.config),
        httpOnly: false,
        maxAge: PREVIEW_COOKIE_LIFETIME_S,
      });
      return SUCCESS;
    });
  },
});
