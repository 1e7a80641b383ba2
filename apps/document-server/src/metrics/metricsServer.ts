import crypto from 'node:crypto';
import http from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { SERVER_LIMITS, serverLimitOptions, type ServerLimits } from '@storefront/server-kit';

/**
 * `/metrics` for Prometheus on its own port (METRICS_PORT), bound to METRICS_HOST (default
 * 127.0.0.1): never on the shoppers' port, so no shopper reads the fleet's health and no proxy in
 * front needs a rule for it. Anything but GET /metrics is a 404. With METRICS_TOKEN, only a scrape
 * that sends it as a bearer token is answered (Prometheus' `authorization` scrape setting); the
 * figures name every live release and its health, which is nobody else's business.
 */
export const METRICS_DEFAULT_HOST = '127.0.0.1';
/**
 * The metrics server's own limits (OWASP Denial of Service cheat sheet, as the storefront's port):
 * the same deadlines for a request's headers and body and for an idle connection, and few
 * connections at once, since only a handful of scrapers ever ask.
 */
export const METRICS_SERVER_LIMITS: ServerLimits = { ...SERVER_LIMITS, maxConnections: 16 };
/** A token shorter than this is guessable; the process refuses to start with one. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** Whether a scrape's Authorization header carries the token (compared in constant time). */
function carriesToken(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const [a, b] = [
    crypto.createHash('sha256').update(sent).digest(),
    crypto.createHash('sha256').update(token).digest(),
  ];
  return sent !== '' && crypto.timingSafeEqual(a, b);
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(
  registry: Registry,
  port: number,
  host = METRICS_DEFAULT_HOST,
  token?: string,
  limits: ServerLimits = METRICS_SERVER_LIMITS,
): Promise<MetricsServer> {
  const server = http.createServer(serverLimitOptions(limits).http, (request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Only GET /metrics is served here.\n');
      return;
    }
    if (token !== undefined && !carriesToken(request.headers.authorization, token)) {
      response
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer realm="metrics"',
        })
        .end('The metrics need the bearer token (METRICS_TOKEN).\n');
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
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
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

/** METRICS_TOKEN: undefined when unset; a token too short to be secret is a start error. */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN;
  if (token === undefined || token === '') return undefined;
  if (token.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (a random one: openssl rand -hex 24)`,
    );
  return token;
}

/** Whether a bind address reaches no other machine: the loopback addresses and `localhost`. */
function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** The warning a start gives when anyone on the network could read the metrics; undefined when none can. */
export function metricsExposureWarning(
  host: string,
  token: string | undefined,
): string | undefined {
  if (token !== undefined || isLoopback(host)) return undefined;
  return `The metrics on ${host} are open to every machine that reaches it: set METRICS_TOKEN, or bind METRICS_HOST to 127.0.0.1.`;
}
