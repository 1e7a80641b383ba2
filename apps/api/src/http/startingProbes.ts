import http from 'node:http';
import { LIVENESS_ROUTE, type Readiness } from '../domains/health';
import { SERVICE_PREFIX } from './servicePrefix';

/** What a request gets while the process is still starting: when to ask again, in seconds. */
export const STARTING_RETRY_AFTER_S = 5;

export interface StartingProbes {
  /** Stops listening (the port is free again for the real server) and waits for open answers. */
  close(): Promise<void>;
}

/**
 * Answers on the process's port while it migrates and seeds, before the real server can:
 * liveness 200, readiness 503 `starting`, anything else 503 with Retry-After. Without it a
 * long migration looks like a dead process (connection refused on liveness) and an orchestrator
 * would restart it mid-migration, again and again. Plain node:http, no framework: it must not depend
 * on anything the start-up is still preparing.
 */
export function listenWhileStarting(port: number, host: string): Promise<StartingProbes> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'close',
        ...(status === 503 ? { 'retry-after': String(STARTING_RETRY_AFTER_S) } : {}),
      });
      response.end(JSON.stringify(body));
    };
    if (path === `${SERVICE_PREFIX}${LIVENESS_ROUTE}`) return answer(200, { status: 'alive' });
    const starting: Readiness = { status: 'starting' };
    return answer(503, starting);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        close: () =>
          new Promise<void>((closed, failed) => {
            server.close((error) => (error ? failed(error) : closed()));
            // Keep-alive clients would hold the port's server open; every answer says close anyway.
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * Builds the real server while the starting probes answer on its port, then hands the port over:
 * the probes stop listening and the real server starts. Between the two the port refuses
 * connections for a moment, which every probe reads as "not ready" and retries.
 */
export async function startBehindProbes<T>(
  port: number,
  host: string,
  build: () => Promise<T>,
  listen: (built: T) => Promise<unknown>,
): Promise<T> {
  const probes = await listenWhileStarting(port, host);
  let built: T;
  try {
    built = await build();
  } finally {
    await probes.close();
  }
  await listen(built);
  return built;
}
