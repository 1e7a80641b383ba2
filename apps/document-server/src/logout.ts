import type { FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import * as z from 'zod/mini';
import { publicOriginOf, type MountedApi } from '@storefront/api';
import { LOGOUT_FORM_FIELDS, LOGOUT_PATH, siteFromHost } from '@storefront/contracts';
import { safeRedirectPathOr } from '@storefront/platform';
import { hasSameOrigin, repeatsCsrfCookie } from '@storefront/server-kit';

const LogoutFormSchema = z.object({
  [LOGOUT_FORM_FIELDS.csrf]: z.optional(z.string().check(z.maxLength(256))),
  [LOGOUT_FORM_FIELDS.returnTo]: z.optional(z.string().check(z.maxLength(4096))),
});

/**
 * POST /logout, the greeting's and the logout page's form: revokes the login on the server, clears
 * its cookies and sends the shopper back (303) to the page they were on, which then shows the
 * logged-out header. A post from another site, or without the token, logs nobody out: it lands on
 * the /logout page, whose button asks again.
 */
export async function registerLogout(
  app: FastifyInstance,
  api: Pick<MountedApi, 'config' | 'logOut'>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 8 * 1024 });
    scope.post(LOGOUT_PATH, async (request, reply) => {
      const parsed = LogoutFormSchema.safeParse(request.body ?? {});
      const form = parsed.success ? parsed.data : {};
      const returnTo = safeRedirectPathOr(
        form[LOGOUT_FORM_FIELDS.returnTo],
        publicOriginOf(api.config, siteFromHost(request.headers.host)),
      );
      reply.header('cache-control', 'no-store');
      if (
        !hasSameOrigin(request) ||
        !repeatsCsrfCookie(request, api.config, form[LOGOUT_FORM_FIELDS.csrf])
      ) {
        return reply.redirect(
          `${LOGOUT_PATH}?${new URLSearchParams({ [LOGOUT_FORM_FIELDS.returnTo]: returnTo })}`,
          303,
        );
      }
      await api.logOut(request, reply);
      return reply.redirect(returnTo, 303);
    });
  });
}
