import { LoginRequestSchema, toSite, type LoginResponse } from '@storefront/contracts';
import type { ApiDomain } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { sendProblem } from '../../http/problem';
import { loginMigrations } from './migrations';
import { seedCustomers } from './seed';
import { verifyPassword } from './passwords';
import { newLoginId } from './tokens';
import { clearLoginCookies, setLoginCookies } from './session';

export const loginDomain: ApiDomain = {
  name: 'login',
  migrations: loginMigrations,
  seed: seedCustomers,
  routes(app, context) {
    app.post('/login/api/v1/login', async (request, reply) => {
      const body = parseOr400(reply, LoginRequestSchema, request.body, 'login');
      if (!body) return reply;
      const site = toSite(request.headers['x-hunter-site']);
      const customer = await context.db.selectFrom('customers').selectAll().where('site', '=', site).where('email', '=', body.email.trim().toLowerCase()).executeTakeFirst();
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
  },
};
