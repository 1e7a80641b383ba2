import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import cookie from '@fastify/cookie';
import type { ApiConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/migrate';
import { SERVICE_PREFIX } from './http/servicePrefix';
import type { ApiDomain, DomainContext } from './domain';
import { DOMAINS } from './domains';
import {
  fastifyTrustProxy,
  registerCsrfCheck,
  Lifecycle,
  servedOverHttps,
  errorProblemHandler,
  frameworkErrorProblem,
  sendProblem,
  capConnections,
  SERVER_LIMITS,
  serverLimitOptions,
  type ServerLimits,
  loggerOptions,
  refuseLongPaths,
} from '@storefront/server-kit';

/** One year: what browsers' preload lists ask for. */
export const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Registers the whole API on an app that already has @fastify/cookie: opens the database, runs
 * migrations and content seeds (and demo seeds with DEMO=true, or removes demo data without it),
 * then mounts every domain's routes with the anti-forgery check. Answers the domains' context, for
 * the API's own apps and tests; a host mounts the API through mountApi (mountApi.ts) instead.
 */
export async function registerApi(
  app: FastifyInstance,
  config: ApiConfig,
  domains: readonly ApiDomain[] = DOMAINS,
): Promise<DomainContext> {
  const lifecycle = new Lifecycle();
  app.decorate('storefrontLifecycle', lifecycle);
  app.addHook('onReady', async () => {
    lifecycle.state = 'ready';
  });
  app.addHook('preClose', async () => {
    lifecycle.state = 'stopping';
  });
  const database = openDatabase(config, (error) =>
    app.log.warn({ err: error }, 'an idle PostgreSQL connection ended; the pool opens a new one'),
  );
  const { db } = database;
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app) : undefined;
  if (redis) lifecycle.dependencies.set('redis', () => redis.status === 'ready');
  const context: DomainContext = { db, database, config, lifecycle, ...(redis ? { redis } : {}) };
  // Connected before the first request where Redis answers, so a new process counts with the others
  // from its first beacon, sign-up or login (not in its own insurance limiter meanwhile).
  await Promise.all([
    prepareDatabase(context, domains, (message) => app.log.warn(message)),
    redis ? redisSettled(redis) : undefined,
  ]);
  // HSTS on every answer that went out over https (pages, files and API alike): the browser then
  // never tries plain http for this host again, where a network attacker could answer instead.
  app.addHook('onSend', async (request, reply) => {
    if (servedOverHttps(request, config))
      reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}`);
  });
  app.addHook('onClose', async () => {
    await db.destroy();
    // A client that cannot reach Redis would keep reconnecting (and hold the process open): cut it off.
    if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis?.disconnect();
  });
  await app.register(
    async (api) => {
      registerCsrfCheck(api, config);
      api.setErrorHandler(errorProblemHandler);
      // Every API answer is data: a browser must never sniff one into HTML or script.
      api.addHook('onSend', async (_request, reply) => {
        reply.header('x-content-type-options', 'nosniff');
      });
      api.setNotFoundHandler((request, reply) =>
        sendProblem(
          reply,
          404,
          'urn:storefront:not-found',
          `No service at ${request.method} ${request.url.split('?')[0]}.`,
        ),
      );
      for (const domain of domains) await domain.routes(api, context);
    },
    { prefix: SERVICE_PREFIX },
  );
  return context;
}

/**
 * The Redis client shared by the domains. A call never waits for a lost connection (no offline
 * queue, one retry): callers fall back to their in-process state instead of hanging a request.
 * The client reconnects by itself (ioredis, at most every 2 s); the log says once that Redis is
 * gone and once that it is back, not at every attempt in between.
 */
function connectRedis(url: string, app: FastifyInstance): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_START_WAIT_MS,
  });
  let away = false;
  redis.on('error', (error: Error) => {
    if (away) return;
    away = true;
    app.log.warn(
      { err: error },
      'Redis unavailable; throttling counts in this process until it is back',
    );
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    app.log.info('Redis is back; throttling counts across the processes again');
  });
  return redis;
}

/** The longest a starting API waits for Redis (and a connection attempt may take) before it counts in the process. */
export const REDIS_START_WAIT_MS = 2_000;

/**
 * Resolves once the client is ready, its first try failed, or REDIS_START_WAIT_MS passed (a Redis
 * still loading its data set answers no ready check); never rejects: without Redis the limits count
 * in the process, as they do when it goes away later.
 */
function redisSettled(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const settled = () => {
      clearTimeout(timer);
      redis.off('ready', settled);
      redis.off('error', settled);
      resolve();
    };
    const timer = setTimeout(settled, REDIS_START_WAIT_MS);
    redis.on('ready', settled);
    redis.on('error', settled);
  });
}

/** A stand-alone API app (tests, `pnpm --filter @storefront/api start`); `limits` as the storefront's (@storefront/server-kit's serverLimits.ts). */
export async function createApiApp(
  config: ApiConfig,
  options: FastifyServerOptions = {},
  limits: ServerLimits = SERVER_LIMITS,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorProblem,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverLimitOptions(limits),
    ...options,
  });
  capConnections(app, limits);
  refuseLongPaths(app);
  // Fastify's own 404 logs the whole URL; this one logs nothing of it (a token could be in it).
  app.setNotFoundHandler((_request, reply) =>
    sendProblem(reply, 404, 'urn:storefront:not-found', 'Not found.'),
  );
  await app.register(cookie);
  await registerApi(app, config);
  return app;
}
