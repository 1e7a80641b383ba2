import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOGIN_FORM_FIELDS,
  LOGIN_FORM_PATHS,
  LOGIN_PATH,
  LoginRequestSchema,
  STAFF_LOGIN_PATH,
  StaffLoginRequestSchema,
  loginPageWithError,
  type LoginFormError,
  type Site,
} from '@storefront/contracts';
import { acceptFormBodies, firstValue, formAnswer, formOf } from '../../http/formBody';

/** A login attempt: its session when it succeeded, a wrong identifier or password, the throttle's wait, or too many password checks at once. */
export type LoginAttempt<S> =
  | { kind: 'success'; session: S }
  | { kind: 'wrong' }
  | { kind: 'wait'; retryAfterS: number }
  | { kind: 'busy' };

export interface LoginFormDependencies {
  /** The site's configured public origin: the return path must lie on it. */
  publicOrigin(site: Site): string;
  shopper(
    request: FastifyRequest,
    reply: FastifyReply,
    site: Site,
    identifier: string,
    password: string,
  ): Promise<LoginAttempt<unknown>>;
  staff(
    request: FastifyRequest,
    reply: FastifyReply,
    identifier: string,
    password: string,
  ): Promise<LoginAttempt<unknown>>;
}

/** An e-mail or user name and a password: anything longer is no form of ours. */
export const LOGIN_FORM_BODY_LIMIT = 4 * 1024;

/**
 * POST /service/login/api/v1/login/form and …/staff/login/form: the login forms without script, or
 * submitted before they hydrated. Each attempt is the JSON route's (the same
 * throttle, the same answer for an unknown account and a wrong password, the same cookies); the
 * answer is 303: after a login to the page to return to, else back to the login page with
 * `?login=missing|unauthorized|unavailable`, which the server-rendered form shows. The password
 * travels in the body only, never in an address.
 *
 * Anti-forgery: the strict same-origin check (`csrf: 'form'`), as the other plain forms: a login
 * form on another site cannot log a visitor in to an account of the attacker's choosing.
 */
export function registerLoginForms(app: FastifyInstance, deps: LoginFormDependencies): void {
  void app.register(async (scope) => {
    acceptFormBodies(scope, LOGIN_FORM_BODY_LIMIT, LOGIN_FORM_FIELDS);
    const route = (
      path: string,
      loginPage: string,
      wellFormed: (identifier: string, password: string) => boolean,
      attempt: (
        request: FastifyRequest,
        reply: FastifyReply,
        site: Site,
        identifier: string,
        password: string,
      ) => Promise<LoginAttempt<unknown>>,
    ) =>
      scope.post(
        path.replace(/^\/service/, ''),
        { config: { csrf: 'form' } },
        async (request, reply) => {
          const form = formOf(request.body);
          const { site, returnTo } = formAnswer(
            request,
            reply,
            form,
            LOGIN_FORM_FIELDS,
            deps.publicOrigin,
          );
          const back = (error: LoginFormError) =>
            reply.redirect(loginPageWithError(loginPage, error, returnTo), 303);
          const identifier = firstValue(form, LOGIN_FORM_FIELDS.identifier);
          const password = firstValue(form, LOGIN_FORM_FIELDS.password);
          if (!identifier.trim() || !password) return back('missing');
          // A shape the JSON route refuses (400) cannot be anyone's login.
          if (!wellFormed(identifier, password)) return back('unauthorized');
          const outcome = await attempt(request, reply, site, identifier, password);
          if (outcome.kind === 'wait') {
            reply.header('retry-after', String(outcome.retryAfterS));
            return back('unavailable');
          }
          if (outcome.kind === 'wrong') return back('unauthorized');
          if (outcome.kind === 'busy') return back('unavailable');
          return reply.redirect(returnTo, 303);
        },
      );
    route(
      LOGIN_FORM_PATHS.shopper,
      LOGIN_PATH,
      (email, password) => LoginRequestSchema.safeParse({ email, password }).success,
      deps.shopper,
    );
    route(
      LOGIN_FORM_PATHS.staff,
      STAFF_LOGIN_PATH,
      (username, password) => StaffLoginRequestSchema.safeParse({ username, password }).success,
      (request, reply, _site, identifier, password) =>
        deps.staff(request, reply, identifier, password),
    );
  });
}
