import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { ApiConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { registerCsrfCheck } from './http/csrf';
import { frameworkErrorProblem, sendProblem } from './http/problem';
import type { ApiDomain, DomainContext } from './domain';
import { DOMAINS } from './domains';

/**
 * Registers the whole API on an app that already has @fastify/cookie: opens the database, runs
 * migrations and seeds, then mounts every domain's routes with the anti-forgery check.
 */
export async function registerApi(app: FastifyInstance, config: ApiConfig, domains: readonly ApiDomain[] = DOMAINS): Promise<DomainContext> {
  const { db, sqlite } = openDatabase(config.databaseFile, config.synchronous);
  const context: DomainContext = { db, sqlite, config };
  await migrate(db, domains);
  for (const domain of domains) await domain.seed?.(context);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await app.register(async (api) => {
    registerCsrfCheck(api, config);
    api.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'API request failed');
      return sendProblem(reply, status, status === 500 ? 'urn:storefront:internal' : 'urn:storefront:bad-request', status === 500 ? 'Something went wrong on our side.' : (error.message ?? 'Bad request.'));
    });
    api.setNotFoundHandler((request, reply) => sendProblem(reply, 404, 'urn:storefront:not-found', `No service at ${request.method} ${request.url.split('?')[0]}.`));
    for (const domain of domains) await domain.routes(api, context);
  }, { prefix: '/service' });
  return context;
}

/** A stand-alone API app (tests, `pnpm --filter @storefront/api start`). */
export async function createApiApp(config: ApiConfig, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024, frameworkErrors: frameworkErrorProblem, ...options });
  await app.register(cookie);
  await registerApi(app, config);
  return app;
}
