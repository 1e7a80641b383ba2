import { ConfigError } from '@storefront/server-kit';

/** The most render workers RENDER_WORKERS may ask for: each holds every live release's server code. */
export const MAX_RENDER_WORKERS = 64;

/**
 * RENDER_WORKERS: how many render workers one process runs. Unset: RENDER_WORKERS_PER_CORE
 * per core (renderPool.ts), which needs no setting; a number for a host shared with other work.
 */
export function renderWorkersFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.RENDER_WORKERS;
  if (value === undefined || value === '') return undefined;
  const workers = Number(value);
  if (!/^\d+$/.test(value) || workers < 1 || workers > MAX_RENDER_WORKERS)
    throw new ConfigError(
      `RENDER_WORKERS must be a whole number from 1 to ${MAX_RENDER_WORKERS}, not ${JSON.stringify(value)}.`,
    );
  return workers;
}
