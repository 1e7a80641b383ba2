import {
  COOKIE_NAMES,
  CustomerInfoParamsSchema,
  HEADER_NAMES,
  LoginRequestSchema,
  RenewRequestSchema,
  StaffLoginRequestSchema,
  toSite,
  type CustomerInfo,
  type LoginResponse,
  type LongTermTokenResponse,
  type RenewResponse,
  type Site,
  type StaffLoginResponse,
} from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { ApiDomain, DomainContext } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { loginMigrations } from './migrations';
import { removeDemoAccounts, seedDemoAccounts } from './seed/seedLogin';
import { PasswordChecksBusy, verifyPassword } from './passwords';
import { newLoginId, nowSeconds } from './tokens';
import { verifyLiveToken } from './revocation';
import {
  clearLoginCookies,
  logOut,
  setLoginCookies,
  setLoginTokenCookie,
  setLongTermTokenCookie,
} from './session';
import { setStaffCookie } from './staff';
import {
  createLoginThrottle,
  LOGIN_THROTTLE,
  type ThrottleKey,
} from '../../http/throttle/loginThrottle';
import { publicOriginOf } from '../../config';
import { registerLoginForms, type LoginAttempt } from './loginForms';
import { sendProblem, hasValidCsrf, clientKeyOf } from '@storefront/server-kit';

/**
 * The shape of a login body: the two strings, of any length. A body of that shape whose values the
 * request schema refuses (an e-mail over 256 characters, an empty password) is nobody's login: it
 * gets the wrong-credentials answer (401), not 400, so the browser's outcome can follow the status
 * alone (spec 7.4: 200 success, 401 unauthorized, else unavailable) without judging the fields itself.
 */
const ShopperCredentialsShape = z.strictObject({ email: z.string(), password: z.string() });
const StaffCredentialsShape = z.strictObject({ username: z.string(), password: z.string() });

const unauthorized = (reply: FastifyReply, title = 'No valid login.') =>
  sendProblem(reply, 401, 'urn:storefront:unauthorized', title);

/**
 * The account-and-client key, then the client's (request.ip honours TRUST_PROXY only; an IPv6
 * client is its /64). No key of the account alone: a stranger must never lock its owner out.
 */
function throttleKeys(account: string, clientAddress: string): [ThrottleKey, ThrottleKey] {
  const client = clientKeyOf(clientAddress);
  return [
    {
      key: `account:${account}|client:${client}`,
      freeFailures: LOGIN_THROTTLE.freeFailuresPerAccountAndClient,
    },
    { key: `client:${client}`, freeFailures: LOGIN_THROTTLE.freeFailuresPerClient },
  ];
}

/** An unknown account costs a hash too (about the same time as a wrong password); 'busy' when too many wait. */
async function passwordMatches(
  password: string,
  stored: string | undefined,
  failedBefore: boolean,
): Promise<boolean | 'busy'> {
  try {
    return await verifyPassword(password, stored ?? '00:00', failedBefore ? 'suspect' : 'clean');
  } catch (error) {
    if (error instanceof PasswordChecksBusy) return 'busy';
    throw error;
  }
}

/** Too many password checks at once (passwords.ts): try again in a moment. */
function passwordChecksBusy(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', '1');
  return sendProblem(
    reply,
    503,
    'urn:storefront:busy',
    'Logins are busy. Please try again in a moment.',
  );
}

function tooManyAttempts(reply: FastifyReply, retryAfterS: number): FastifyReply {
  reply.header('retry-after', String(retryAfterS));
  return sendProblem(
    reply,
    429,
    'urn:storefront:too-many-attempts',
    'Too many failed logins. Please wait before trying again.',
  );
}

/** Credentialed reads that hand out tokens or personal data also want the anti-forgery header. */
function refuseWithoutCsrf(
  request: FastifyRequest,
  reply: FastifyReply,
  config: DomainContext['config'],
): boolean {
  if (hasValidCsrf(request, config)) return false;
  sendProblem(
    reply,
    403,
    'urn:storefront:csrf',
    'The request is missing a valid anti-forgery token.',
  );
  return true;
}

export const loginDomain: ApiDomain = {
  name: 'login',
  migrations: loginMigrations,
  demoSeed: seedDemoAccounts,
  removeDemoData: removeDemoAccounts,
  routes(app, context) {
    const { db, config } = context;
    const shopperThrottle = createLoginThrottle('login:shopper', context.redis);
    const staffThrottle = createLoginThrottle('login:staff', context.redis);

    /**
     * One shopper login attempt, throttled (wait), answered alike for an unknown e-mail and a wrong
     * password (about the same time too), and the login cookies set when it succeeds (its session:
     * the login id).
     */
    async function logInShopper(
      request: FastifyRequest,
      reply: FastifyReply,
      site: Site,
      rawEmail: string,
      password: string,
    ): Promise<LoginAttempt<string>> {
      const email = rawEmail.trim().toLowerCase();
      const account = `${site}:${email}`;
      const keys = throttleKeys(account, request.ip);
      const wait = await shopperThrottle.attempt(keys, account);
      if (!wait.allowed) return { kind: 'wait', retryAfterS: wait.retryAfterS };
      const customer = await db
        .selectFrom('customers')
        .selectAll()
        .where('site', '=', site)
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = await passwordMatches(password, customer?.password_hash, wait.failedBefore);
      if (valid === 'busy') return { kind: 'busy' };
      if (!customer || !valid) return { kind: 'wrong' };
      await shopperThrottle.succeeded(...keys, account);
      const loginId = newLoginId();
      await setLoginCookies(reply, context, customer.id, loginId);
      return { kind: 'success', session: loginId };
    }

    /** One staff login attempt, throttled, the staff cookie set when it succeeds (its session: the staff member's name). */
    async function logInStaff(
      request: FastifyRequest,
      reply: FastifyReply,
      rawUsername: string,
      password: string,
    ): Promise<LoginAttempt<string>> {
      const username = rawUsername.trim().toLowerCase();
      const keys = throttleKeys(username, request.ip);
      const wait = await staffThrottle.attempt(keys, username);
      if (!wait.allowed) return { kind: 'wait', retryAfterS: wait.retryAfterS };
      const staff = await db
        .selectFrom('staff_accounts')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      const valid = await passwordMatches(password, staff?.password_hash, wait.failedBefore);
      if (valid === 'busy') return { kind: 'busy' };
      if (!staff || !valid) return { kind: 'wrong' };
      await staffThrottle.succeeded(...keys, username);
      await setStaffCookie(reply, context, staff.id);
      return { kind: 'success', session: staff.name };
    }

    app.post('/login/api/v1/login', async (request, reply) => {
      const shape = parseOr400(reply, ShopperCredentialsShape, request.body, 'login');
      if (!shape) return reply;
      const body = LoginRequestSchema.safeParse(shape).data;
      if (!body)
        return sendProblem(
          reply,
          401,
          'urn:storefront:unauthorized',
          'E-mail address or password is wrong.',
        );
      const attempt = await logInShopper(
        request,
        reply,
        toSite(request.headers[HEADER_NAMES.site]),
        body.email,
        body.password,
      );
      if (attempt.kind === 'wait') return tooManyAttempts(reply, attempt.retryAfterS);
      if (attempt.kind === 'wrong')
        return sendProblem(
          reply,
          401,
          'urn:storefront:unauthorized',
          'E-mail address or password is wrong.',
        );
      if (attempt.kind === 'busy') return passwordChecksBusy(reply);
      const response: LoginResponse = { status: 'SUCCESS', loginId: attempt.session };
      return response;
    });

    // Logs the shopper out on the server too: the login id of the login token and of the long-term
    // token is revoked, so a copy of either (another tab's, a stolen one) is refused from now on.
    app.post('/login/api/v1/logout', async (request, reply) => {
      await logOut(request, context);
      clearLoginCookies(reply);
      return reply.code(204).send();
    });

    // 201: renewed; 200: still valid, not yet renewable; 401: no valid (or an expired) login token.
    app.post('/login/api/v1/logintoken/renew', async (request, reply) => {
      if (
        request.body !== undefined &&
        !parseOr400(reply, RenewRequestSchema, request.body, 'renew request')
      )
        return reply;
      const claims = await verifyLiveToken(
        context,
        request.cookies[COOKIE_NAMES.loginToken],
        'login',
      );
      if (!claims) return unauthorized(reply);
      const customer = await db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', claims.sub)
        .executeTakeFirst();
      if (!customer) return unauthorized(reply);
      if (nowSeconds() < claims.ren) {
        const response: RenewResponse = { status: 'VALID' };
        return reply.code(200).send(response);
      }
      await setLoginTokenCookie(reply, context, customer.id, claims.lid, claims.sat);
      const response: RenewResponse = { status: 'RENEWED' };
      return reply.code(201).send(response);
    });

    // A long-term token for the current login (or a fresh one for a remembered visitor past its
    // renew time). 204 when there is no login to issue one for, so anonymous pages log no errors.
    app.get('/login/api/v1/longtermtoken', async (request, reply) => {
      if (refuseWithoutCsrf(request, reply, config)) return reply;
      const login = await verifyLiveToken(
        context,
        request.cookies[COOKIE_NAMES.loginToken],
        'login',
      );
      const longTerm = await verifyLiveToken(
        context,
        request.cookies[COOKIE_NAMES.longTermToken],
        'longterm',
      );
      const claims = login ?? longTerm;
      if (!claims) return reply.code(204).send();
      const customer = await db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', claims.sub)
        .executeTakeFirst();
      if (!customer) return reply.code(204).send();
      if (login || (longTerm && nowSeconds() >= longTerm.ren))
        await setLongTermTokenCookie(reply, context, customer.id, claims.lid, claims.sat);
      const response: LongTermTokenResponse = { status: 'SUCCESS', loginId: claims.lid };
      return response;
    });

    app.get('/login/api/v1/customer-info/:loginId', async (request, reply) => {
      if (refuseWithoutCsrf(request, reply, config)) return reply;
      const params = parseOr400(reply, CustomerInfoParamsSchema, request.params, 'login id');
      if (!params) return reply;
      const header = request.headers[HEADER_NAMES.loginToken];
      const claims = await verifyLiveToken(
        context,
        typeof header === 'string' ? header : undefined,
        'login',
      );
      if (!claims) return unauthorized(reply);
      if (claims.lid !== params.loginId)
        return sendProblem(
          reply,
          403,
          'urn:storefront:forbidden',
          'The login token belongs to another login.',
        );
      const customer = await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', claims.sub)
        .executeTakeFirst();
      if (!customer) return unauthorized(reply);
      reply.header('cache-control', 'no-store');
      const response: CustomerInfo = {
        loginId: claims.lid,
        salutation: customer.salutation,
        firstName: customer.firstname,
        lastName: customer.lastname,
        nl_status: customer.nl_status,
      };
      return response;
    });

    app.post('/login/api/v1/staff/login', async (request, reply) => {
      const shape = parseOr400(reply, StaffCredentialsShape, request.body, 'staff login');
      if (!shape) return reply;
      const body = StaffLoginRequestSchema.safeParse(shape).data;
      if (!body) return unauthorized(reply, 'User name or password is wrong.');
      const attempt = await logInStaff(request, reply, body.username, body.password);
      if (attempt.kind === 'wait') return tooManyAttempts(reply, attempt.retryAfterS);
      if (attempt.kind === 'wrong') return unauthorized(reply, 'User name or password is wrong.');
      if (attempt.kind === 'busy') return passwordChecksBusy(reply);
      const response: StaffLoginResponse = { status: 'SUCCESS', name: attempt.session };
      return response;
    });

    registerLoginForms(app, {
      publicOrigin: (site) => publicOriginOf(config, site),
      shopper: (request, reply, site, identifier, password) =>
        logInShopper(request, reply, site, identifier, password),
      staff: (request, reply, identifier, password) =>
        logInStaff(request, reply, identifier, password),
    });
  },
};
