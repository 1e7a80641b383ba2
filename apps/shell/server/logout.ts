import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import formBody from '@fastify/formbody';
import * as z from 'zod/mini';
import { clearLoginCookies, hasSameOrigin, logOut, ownCookieName, type DomainContext } from '@storefront/api';
import { COOKIE_NAMES, LOGOUT_FORM_FIELDS, LOGOUT_PATH, safeRedirectPathOr, siteFromHost } from '@storefront/contracts';

const LogoutFormSchema = z.object({
  [LOGOUT_FORM_FIELDS.csrf]: z.optional(z.string().check(z.maxLength(256))),
  [LOGOUT_FORM_FIELDS.returnTo]: z.optional(z.string().check(z.maxLength(4096))),
});

/** The form's token must repeat the anti-forgery cookie (double submit), which only our pages can read. */
function repeatsCsrfCookie(request: FastifyRequest, context: DomainContext, token: string | undefined): boolean {
  const cookie = request.cookies[ownCookieName(request, context.config, COOKIE_NAMES.csrf)];
  if (!cookie || !token || cookie.length !== token.length) return false;
  return crypto.timingSafeEqual(Buffer.from(cookie), Buffer.from(token));
}

/**
 * POST /logout, the greeting's and the logout page's form: revokes the login on the server, clears
 * its cookies and sends the shopper back (303) to the page they were on, which then shows the
 * logged-out header. A post from another site, or without the token, logs nobody out: it lands on
 * the /logout page, whose button asks again.
 */
export async function registerLogout(app: FastifyInstance, context: DomainContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 8 * 1024 });
    scope.post(LOGOUT_PATH, async (request, reply) => {
      const parsed = LogoutFormSchema.safeParse(request.body ?? {});
      const form = parsed.success ? parsed.data : {};
      const origin = context.config.publicOrigins?.[siteFromHost(request.headers.host)] ?? 'http://localhost';
      const returnTo = safeRedirectPathOr(form[LOGOUT_FORM_FIELDS.returnTo], origin);
      reply.header('cache-control', 'no-store');
      if (!hasSameOrigin(request) || !repeatsCsrfCookie(request, context, form[LOGOUT_FORM_FIELDS.csrf])) {
        return reply.redirect(`${LOGOUT_PATH}?${new URLSearchParams({ [LOGOUT_FORM_FIELDS.returnTo]: returnTo })}`, 303);
      }
      await logOut(request, context);
      clearLoginCookies(reply);
      return reply.redirect(returnTo, 303);
    });
  });
}
