import { sql } from 'kysely';
import * as z from 'zod/mini';
import type { Health } from '@storefront/contracts';
import type { ApiDomain } from '../../domain';
import { DEPENDENCIES, sendProblem } from '@storefront/server-kit';

const startedAt = Date.now();

/**
 * What the load balancer's probes read; only the status code matters to them. `behind`: a fleet
 * host that could not copy the live releases it names (`remote/release`) serves older ones than
 * its peers until it has; `registry` while a host that did not run for longer than a heartbeat's
 * life reads it again. `degraded`: services away that the process serves without (ready, 200).
 */
export const ReadinessSchema = z.object({
  status: z.enum(['starting', 'ready', 'behind', 'stopping']),
  behind: z.optional(z.array(z.string())),
  degraded: z.optional(z.array(z.enum(DEPENDENCIES))),
});
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

    // Readiness: send this process requests. 503 while starting or stopping (graceful shutdown),
    // and while it serves releases behind its peers'. A service away (the release
    // store, Redis) is named, still 200: the process serves without it (Lifecycle.degraded).
    app.get(READINESS_ROUTE, async (_request, reply) => {
      const state = lifecycle?.state ?? 'ready';
      const behind = state === 'ready' ? [...(lifecycle?.behind() ?? [])] : [];
      const degraded = state === 'stopping' ? [] : (lifecycle?.degraded() ?? []);
      const body: Readiness = {
        ...(behind.length > 0 ? { status: 'behind', behind } : { status: state }),
        ...(degraded.length > 0 ? { degraded } : {}),
      };
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
