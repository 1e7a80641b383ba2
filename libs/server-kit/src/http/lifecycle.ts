import type { FastifyInstance } from 'fastify';

/**
 * How long a stopping process keeps serving while saying it is not ready, so that the load balancer
 * (which polls readiness every few seconds) stops sending it new requests before it closes.
 * Only with DATABASE_URL (several processes behind a load balancer); the embedded single process
 * stops at once. SHUTDOWN_DRAIN_MS overrides either.
 */
export const SHUTDOWN_DRAIN_MS = 5_000;

export type LifecycleState = 'starting' | 'ready' | 'stopping';

/**
 * The services a process keeps serving without while they are away: the fleet's release store (a
 * host serves the releases it has) and Redis (the limits count in the process). One list, read by
 * the readiness answer's schema and the metrics' labels.
 */
export const DEPENDENCIES = ['release-store', 'redis'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

/**
 * Where the process is in its life, for the readiness endpoint. `starting` until every domain is
 * registered (migrations and seeds included; the server does not even listen before), `stopping` from
 * the first shutdown signal on.
 */
export class Lifecycle {
  state: LifecycleState = 'starting';
  /**
   * What this process serves behind its peers (a fleet host that could not copy a live release):
   * while it names any, readiness is 503 so the load balancer sends shoppers to the hosts that
   * caught up (docs/architecture/operations.md, "Readiness").
   */
  behind: () => readonly string[] = () => [];

  /** Whether each service this process uses answers now; only the ones it uses are here. */
  readonly dependencies = new Map<Dependency, () => boolean>();

  /**
   * The services away now. Readiness names them but stays 200: such an outage reaches every host
   * alike, and taking them all out of rotation would close the shop for what each host survives
   * (docs/architecture/operations.md, "Readiness").
   */
  degraded(): Dependency[] {
    return [...this.dependencies].filter(([, reachable]) => !reachable()).map(([name]) => name);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storefrontLifecycle: Lifecycle;
  }
}

export function shutdownDrainMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_DRAIN_MS);
  if (env.SHUTDOWN_DRAIN_MS !== undefined && Number.isInteger(value) && value >= 0) return value;
  return env.DATABASE_URL ? SHUTDOWN_DRAIN_MS : 0;
}

/**
 * A graceful stop: readiness turns false at once, requests keep being served for `drainMs`, then the
 * server stops accepting connections and waits for the requests in flight (each cart change answers
 * only after its commit, so no acknowledged write is lost), and the database closes last.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  drainMs = shutdownDrainMsFromEnv(),
): Promise<void> {
  app.storefrontLifecycle.state = 'stopping';
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
