import type { FastifyInstance } from 'fastify';
import type { MountedApi } from '@storefront/api';
import { hasSameOrigin, repeatsCsrfCookie } from '@storefront/server-kit';
import { releaseConsole, type PrepareRollback } from '@storefront/release-console';
import type { ReleaseStore } from '@storefront/releases';

/**
 * The staff's release console (`@storefront/release-console`) on this server: its staff are the
 * API's staff accounts (the preview panel's tokens), its forms are checked as the logout form is
 * (same origin, the anti-forgery cookie repeated), its charts read the shoppers' health the API
 * stores.
 */
export async function mountReleaseConsole(
  app: FastifyInstance,
  api: Pick<MountedApi, 'config' | 'staffOf' | 'health'>,
  releases: { store: ReleaseStore; environment: string; prepare?: PrepareRollback | undefined },
): Promise<void> {
  await app.register(releaseConsole, {
    store: releases.store,
    environment: releases.environment,
    ...(releases.prepare ? { prepare: releases.prepare } : {}),
    staffOf: (request) => api.staffOf(request),
    isOwnFormPost: (request, token) =>
      hasSameOrigin(request) && repeatsCsrfCookie(request, api.config, token),
    healthPerMinute: api.health.shoppersPerMinute,
    vitalsSince: api.health.vitalsSince,
  });
}
