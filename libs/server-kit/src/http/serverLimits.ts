import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * What one client may hold of a server (OWASP Denial of Service cheat sheet: time
 * and connection limits). Without them a body sent one byte every 20 s kept a connection open 330 s
 * (Node's defaults: 300 s per request, checked every 30 s), and connections were unbounded.
 */
export interface ServerLimits {
  /** The whole request, headers and body, must have arrived within this (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** The headers must have arrived within this (Node's `headersTimeout`; at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed (Fastify's `connectionTimeout`). */
  idleTimeoutMs: number;
  /** How often Node looks for requests past their deadlines (its `connectionsCheckingInterval`). */
  timeoutCheckIntervalMs: number;
  /** Connections beyond this many at once are refused (Node's `maxConnections`). */
  maxConnections: number;
}

/** A request's bodies are at most 64 KiB (bodyLimit): 30 s is generous even for a slow phone. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 10_000;
/** Longer than any page render (its deadlines are seconds) and any API call's own timeout (15 s). */
export const IDLE_CONNECTION_TIMEOUT_MS = 60_000;
/** A slow body is cut off at most this long after its deadline. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** Far above what one process serves at once (bench: 200 shoppers), far below file-descriptor exhaustion. */
export const MAX_CONNECTIONS = 4_096;

export const SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  idleTimeoutMs: IDLE_CONNECTION_TIMEOUT_MS,
  timeoutCheckIntervalMs: TIMEOUT_CHECK_INTERVAL_MS,
  maxConnections: MAX_CONNECTIONS,
};

/** The Fastify options that apply the time limits (the API's app and the storefront's). */
export function serverLimitOptions(limits: ServerLimits = SERVER_LIMITS): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
  };
}

/** The connection cap, on the app's server (set before it listens). */
export function capConnections(app: FastifyInstance, limits: ServerLimits = SERVER_LIMITS): void {
  app.server.maxConnections = limits.maxConnections;
}
