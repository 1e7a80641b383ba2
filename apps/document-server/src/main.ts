import { apiConfigFromEnv, startBehindProbes } from '@storefront/api';
import { SITES, SITE_CONFIG, type Site } from '@storefront/contracts';
import { createStorefrontServer } from './app';
import { lastKnownGoodRegistry, loadRegistry, loadCanaries } from '@storefront/releases';
import { loadConsentConfig } from './consent';
import { renderQueueBudgetFromEnv } from './page/renderQueueBudgetSetting';
import { renderWorkersFromEnv } from './renderPool/renderWorkersSetting';
import { renderProcessMemoryFromEnv } from './renderProcess/memorySetting';
import { startFleet } from './fleet/startFleet';
import { oncePerTurn } from './oncePerTurn';
import { createStorefrontMetrics } from './metrics/storefrontMetrics';
import {
  METRICS_DEFAULT_HOST,
  metricsExposureWarning,
  metricsTokenFromEnv,
  metricsPortFromEnv,
  startMetricsServer,
} from './metrics/metricsServer';
import {
  ConfigError,
  flagFromEnv,
  hopCountTrustWarning,
  shutDownGracefully,
} from '@storefront/server-kit';

async function main(): Promise<void> {
  const warn = (message: string) => console.warn(message);
  // With DATABASE_URL the registry and releases come from the fleet's shared store;
  // REMOTE_REGISTRY_FILE / REMOTE_REGISTRY still win over it, as over the folder store.
  // Prometheus' /metrics on its own port, never the shoppers'; none without METRICS_PORT.
  const metrics = createStorefrontMetrics();
  const fleet = await startFleet(process.env, warn, metrics);
  if (fleet) metrics.fleetFrom(fleet);
  const fromFleet =
    fleet && !process.env.REMOTE_REGISTRY_FILE && !process.env.REMOTE_REGISTRY ? fleet : undefined;
  // Every page asks both readers; the requests of one event-loop turn share one reading (oncePerTurn.ts).
  const registry = oncePerTurn(
    lastKnownGoodRegistry(
      (site) => (fromFleet ? fromFleet.registry(site) : loadRegistry(process.env, site)),
      warn,
    ),
  );
  registry(undefined); // fail at start, not on the first page, when the registry is broken
  // A canary file that cannot be read: every shopper gets the live release, with a warning.
  const canaries = oncePerTurn((site: Site) => {
    try {
      return fromFleet ? fromFleet.canaries(site) : loadCanaries(process.env, site);
    } catch (error) {
      warn(
        `The canaries of ${site} could not be read; every shopper gets the live releases: ${String(error)}`,
      );
      return {};
    }
  });
  const api = apiConfigFromEnv();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  // Migrating and seeding can take a while: the probes answer meanwhile (live, not ready).
  // Unset: the remotes' server data is shared as their loaders allow; false asks the API for every page.
  const serverDataSharing = flagFromEnv(process.env, 'SERVER_DATA_SHARING', true);
  const pageCache = flagFromEnv(process.env, 'PAGE_CACHE', true);
  const renderWorkers = renderWorkersFromEnv(process.env);
  const renderProcessMemoryMb = renderProcessMemoryFromEnv(process.env);
  const renderQueueBudgetMs = renderQueueBudgetFromEnv(process.env);
  const metricsPort = metricsPortFromEnv(process.env);
  const metricsHost = process.env.METRICS_HOST || METRICS_DEFAULT_HOST;
  const metricsToken = metricsTokenFromEnv(process.env);
  const metricsServer =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer(metrics.registry, metricsPort, metricsHost, metricsToken);
  const exposed = metricsServer && metricsExposureWarning(metricsHost, metricsToken);
  if (exposed) warn(exposed);
  const hopCount = hopCountTrustWarning(api.trustProxy);
  if (hopCount) warn(hopCount);
  const app = await startBehindProbes(
    port,
    host,
    () =>
      createStorefrontServer({
        api,
        registry,
        canaries,
        metrics,
        consent: loadConsentConfig(),
        serverDataSharing,
        pageCache,
        ...(renderWorkers ? { renderWorkers } : {}),
        renderProcessMemoryMb,
        ...(renderQueueBudgetMs === undefined ? {} : { renderQueueBudgetMs }),
        ...(fleet ? { fleet, releasePreview: fleet.previewSource } : {}),
      }),
    (built) => built.listen({ port, host }),
  );
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down: not ready, then finishing the requests in flight');
    // The requests in flight first, then this host leaves the fleet (its heartbeat row, its listener).
    shutDownGracefully(app)
      .then(() => fleet?.close())
      .then(() => metricsServer?.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  const lines = SITES.map(
    (site) => `  ${site.padEnd(6)} http://${SITE_CONFIG[site].localHost}:${port}/`,
  );
  const mode = api.demo
    ? 'demo mode (DEMO=true: demo accounts, demo carts, outbox route, UI catalogue)'
    : 'production mode (DEMO=true adds demo accounts and demo data)';
  console.log(`\nThe storefront is running in ${mode}:\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // A setting that cannot work is the operator's to fix: its message says which and why.
  console.error(error instanceof ConfigError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
