import { sql } from 'kysely';
import type { Health } from '@storefront/contracts';
import type { ApiDomain } from '../../domain';
import { sendProblem } from '../../http/problem';

const startedAt = Date.now();

export const healthDomain: ApiDomain = {
  name: 'health',
  migrations: {},
  routes(app, { db }) {
    app.get('/health', async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return sendProblem(reply, 503, 'urn:storefront:unavailable', 'The database is not reachable.');
      }
      const body: Health = { status: 'ok', database: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
      return body;
    });
  },
};
