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
  type StaffLoginResponse,
} from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDomain, DomainContext } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { sendProblem } from '../../http/problem';
import { hasValidCsrf } from '../../http/csrf';
import { loginMigrations } from './migrations';
import { seedCustomers, seedStaff } from './seed';
import { verifyPassword } from './passwords';
import { newLoginId, nowSeconds, verifyToken } from './tokens';
import { clearLoginCookies, setLoginCookies, setLoginTokenCookie, setLongTermTokenCookie } from './session';
import { setStaffCookie } from './staff';

const unauthorized = (reply: FastifyReply, title = 'No valid login.') => sendProblem(reply, 401, 'urn:storefront:unauthorized', title);

/** Credentialed reads that hand out tokens or personal data also want the anti-forgery header. */
function refuseWithoutCsrf(request: FastifyRequest, reply: FastifyReply, config: DomainContext['config']): boolean {
  if (hasValidCsrf(request, config)) return false;
  sendProblem(reply, 403, 'urn:storefront:csrf', 'The request is missing a valid anti-forgery token.');
  return true;
}

export const loginDomain: ApiDomain = {
  name: 'login',
  migrations: loginMigrations,
  async seed(context) {
    await seedCustomers(context);
    await seedStaff(context);
  },
  routes(app, context) {
    const { db, config } = context;

    app.post('/login/api/v1/login', async (request, reply) => {
      const body = parseOr400(reply, LoginRequestSchema, request.body, 'login');
      if (!body) return reply;
      const site = toSite(request.headers['x-hunter-site']);
      const customer = await db.selectFrom('customers').selectAll().where('site', '=', site).where('email', '=', body.email.trim().toLowerCase()).executeTakeFirst();
      // The same answer and about the same time for an unknown e-mail and a wrong password.
      const valid = await verifyPassword(body.password, customer?.password_hash ?? '00:00');
      if (!customer || !valid) return sendProblem(reply, 401, 'urn:storefront:unauthorized', 'E-mail address or password is wrong.');
      const loginId = newLoginId();
      await setLoginCookies(reply, context, customer.id, loginId);
      const response: LoginResponse = { status: 'SUCCESS', loginId };
      return response;
    });

    app.post('/login/api/v1/logout', async (_request, reply) => {
      clearLoginCookies(reply);
      return reply.code(204).send();
    });

    // 201: renewed; 200: still valid, not yet renewable; 401: no valid (or an expired) login token.
    app.post('/login/api/v1/logintoken/renew', async (request, reply) => {
      if (request.body !== undefined && !parseOr400(reply, RenewRequestSchema, request.body, 'renew request')) return reply;
      const claims = await verifyToken(config.tokenSecret, request.cookies[COOKIE_NAMES.loginToken], 'login');
      if (!claims) return unauthorized(reply);
      const customer = await db.selectFrom('customers').select('id').where('id', '=', claims.sub).executeTakeFirst();
      if (!customer) return unauthorized(reply);
      if (nowSeconds() < claims.ren) {
        const response: RenewResponse = { status: 'VALID' };
        return reply.code(200).send(response);
      }
      await setLoginTokenCookie(reply, context, customer.id, claims.lid);
      const response: RenewResponse = { status: 'RENEWED' };
      return reply.code(201).send(response);
    });

    // A long-term token for the current login (or a fresh one for a remembered visitor past its
    // renew time). 204 when there is no login to issue one for, so anonymous pages log no errors.
    app.get('/login/api/v1/longtermtoken', async (request, reply) => {
      if (refuseWithoutCsrf(request, reply, config)) return reply;
      const login = await verifyToken(config.tokenSecret, request.cookies[COOKIE_NAMES.loginToken], 'login');
      const longTerm = await verifyToken(config.tokenSecret, request.cookies[COOKIE_NAMES.longTermToken], 'longterm');
      const claims = login ?? longTerm;
      if (!claims) return reply.code(204).send();
      const customer = await db.selectFrom('customers').select('id').where('id', '=', claims.sub).executeTakeFirst();
      if (!customer) return reply.code(204).send();
      if (login || (longTerm && nowSeconds() >= longTerm.ren)) await setLongTermTokenCookie(reply, context, customer.id, claims.lid);
      const response: LongTermTokenResponse = { status: 'SUCCESS', loginId: claims.lid };
      return response;
    });

    app.get('/login/api/v1/customer-info/:loginId', async (request, reply) => {
      if (refuseWithoutCsrf(request, reply, config)) return reply;
      const params = parseOr400(reply, CustomerInfoParamsSchema, request.params, 'login id');
      if (!params) return reply;
      const header = request.headers[HEADER_NAMES.loginToken];
      const claims = await verifyToken(config.tokenSecret, typeof header === 'string' ? header : undefined, 'login');
      if (!claims) return unauthorized(reply);
      if (claims.lid !== params.loginId) return sendProblem(reply, 403, 'urn:storefront:forbidden', 'The login token belongs to another login.');
      const customer = await db.selectFrom('customers').selectAll().where('id', '=', claims.sub).executeTakeFirst();
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
      const body = parseOr400(reply, StaffLoginRequestSchema, request.body, 'staff login');
      if (!body) return reply;
      const staff = await db.selectFrom('staff_accounts').selectAll().where('username', '=', body.username.trim().toLowerCase()).executeTakeFirst();
      const valid = await verifyPassword(body.password, staff?.password_hash ?? '00:00');
      if (!staff || !valid) return unauthorized(reply, 'User name or password is wrong.');
      await setStaffCookie(reply, context, staff.id);
      const response: StaffLoginResponse = { status: 'SUCCESS', name: staff.name };
      return response;
    });
  },
};
