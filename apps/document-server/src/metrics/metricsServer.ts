import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * `/metrics` for Prometheus on its own port (METRICS_PORT), bound to METRICS_HOST (default
 * 127.0.0.1): never on the shoppers' port, so no shopper reads the fleet's health and no proxy in
 * front needs a rule for it. Anything but GET /metrics is a 404.
 */
export const METRICS_DEFAULT_HOST = '127.0.0.1';

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(
  registry: Registry,
  port: number,
  host = METRICS_DEFAULT_HOST,
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Only GET /metrics is served here.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** METRICS_PORT as a port number; undefined when unset (no metrics server). */
export function metricsPortFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.METRICS_PORT;
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`METRICS_PORT wants a port number, not ${JSON.stringify(raw)}`);
  return port;
}
