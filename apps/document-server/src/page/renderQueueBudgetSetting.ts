import { ConfigError } from '@storefront/server-kit';

/** The longest RENDER_QUEUE_BUDGET_MS may set: past a minute a frame is better for any shopper. */
export const MAX_RENDER_QUEUE_BUDGET_MS = 60_000;

/**
 * RENDER_QUEUE_BUDGET_MS: how long a page may wait for its server render to start before the
 * browser renders it (pageRenderGate.ts). Unset: RENDER_QUEUE_BUDGET_MS there; a number for a site
 * whose shoppers' phones are faster or slower than the default assumes.
 */
export function renderQueueBudgetFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.RENDER_QUEUE_BUDGET_MS;
  if (value === undefined || value === '') return undefined;
  const budget = Number(value);
  if (!/^\d+$/.test(value) || budget > MAX_RENDER_QUEUE_BUDGET_MS)
    throw new ConfigError(
      `RENDER_QUEUE_BUDGET_MS must be a whole number of milliseconds from 0 to ${MAX_RENDER_QUEUE_BUDGET_MS}, not ${JSON.stringify(value)}.`,
    );
  return budget;
}
