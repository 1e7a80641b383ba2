import { sql } from 'kysely';
import * as z from 'zod/mini';
import type { Health } from '@storefront/contracts';
import type { ApiDomain } from '../../domain';
import { sendProblem } from '@storefront/server-kit';

const startedAt = Date.now();

/** What the load balancer's probes read; only the status code matters to them. */
export const ReadinessSchema = z.object({ status: z.enum(['starting', 'ready', 'stopping']) });
export type Readiness = z.infer<typeof ReadinessSchema>;

/** The probes' routes inside the API's prefix (SERVICE_PREFIX). */
export const LIVENESS_ROUTE = '/health/live';
export const READINESS_ROUTE = '/health/ready';

export const healthDomain: ApiDomain = {
  name: 'health',
  migrations: {},
  routes(app, { db, lifecycle }) {
    // Liveness: the process answers at all (a hung one is restarted). Nothing else is asked.
    app.get(LIVENESS_ROUTE, async () => ({ status: 'alive' }));

    // Readiness: send this process requests. 503 while starting or stopping (graceful shutdown).
    app.get(READINESS_ROUTE, async (_request, reply) => {
      const body: Readiness = { status: lifecycle?.state ?? 'ready' };
      return reply
        .code(body.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    });

    app.get('/health', async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return sendProblem(
          reply,
          503,
          'urn:storefront:unavailable',
          'The database is not reachable.',
        );
      }
      const body: Health = {
        status: 'ok',
        database: 'ok',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return body;
    });
  },
};
