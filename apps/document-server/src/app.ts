import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { mountApi, type ApiConfig } from '@storefront/api';
import {
  COOKIE_NAMES,
  releaseIdOfEntry,
  REMOTE_NAMES,
  SITES,
  type RemoteRegistry,
  type Site,
} from '@storefront/contracts';
import { splitTemplate } from './document';
import { serverBundleFile } from './serverBundle';
import type { RenderPool } from './renderPool/renderPool';
import { createRenderPool } from './renderProcess/renderProcess';
import { noSharedServiceAnswers, sharedServiceAnswers } from './sharedServiceAnswers';
import type { ServerEntryRoots } from '@storefront/shell';
import { createSlotStylesheets, sharedStylesheetsOf } from './slotStylesheets';
import { createStylesheetTexts } from './inlineStylesheets';
import {
  releaseStoreDir,
  remoteEntryIntegrity,
  registryWithCanaries,
  type SiteCanaries,
} from '@storefront/releases';
import { releaseLocations } from './releaseLocations';
import { registerStaticFiles } from './staticFiles';
import { registerFavicon } from './favicon';
import { workerPrepare } from './fleet/prepare/prepareRelease';
import { REJOINING, type Fleet } from './fleet/startFleet';
import { thisShellCatalogue } from './fleet/shell/publishShellCatalogue';
import { pagePreview } from './releasePreview/pagePreview';
import { previewChecks } from './releasePreview/previewChecks';
import { registerReleasePreview } from './releasePreview/releasePreviewRoutes';
import {
  folderPreviewSource,
  type ReleasePreviewSource,
} from './releasePreview/releasePreviewSource';
import { createPageCache } from './pageCache/pageCache';
import { contentVersionReader } from './pageCache/contentVersion';
import { pageCacheRefresh } from './pageCache/pageCacheRefresh';
import { registerCompression } from './compression';
import { registerPageCaching } from './pageCaching';
import { registerLogout } from './logout';
import {
  countBeacon,
  createStorefrontMetrics,
  type ServesNow,
  type StorefrontMetrics,
} from './metrics/storefrontMetrics';
import { registerApiMetrics } from './metrics/apiMetrics';
import { createServerOutcomeLog } from './metrics/serverOutcomeLog';
import { consentOrigin, loadConsentConfig, type ConsentConfig } from './consent';
import { translationPreloads } from './page/pageHead';
import { registerPageRoute } from './page/pageRoute';
import {
  errorProblemHandler,
  frameworkErrorProblem,
  fastifyTrustProxy,
  capConnections,
  loggerOptions,
  refuseLongPaths,
  serverLimitOptions,
  type ServerLimits,
  warnOnUntrustedForwarding,
} from '@storefront/server-kit';

const appsDir = path.resolve(__dirname, '../..');

export interface StorefrontOptions {
  api: ApiConfig;
  /** Read per page, so a registry change (a remote's deploy) needs no restart. */
  registry: (site: Site) => RemoteRegistry;
  /** Where each site's consent script comes from; the local stand-in by default. */
  consent?: ConsentConfig;
  logLevel?: string;
  /** Each site's canaries, read per page like the registry; none by default. */
  canaries?: (site: Site) => SiteCanaries;
  /** The Prometheus metrics, served on METRICS_PORT by main.ts; by default this server's own. */
  metrics?: StorefrontMetrics;
  /** The render workers; by default a pool over the shell's server build. */
  renderPool?: RenderPool;
  /** How many render workers the default pool runs (RENDER_WORKERS); by default per core. */
  renderWorkers?: number;
  /** The render process's memory limit (RENDER_PROCESS_MEMORY_MB); renderProcess/limits.ts's by default. */
  renderProcessMemoryMb?: number;
  /** How long a page may wait for its server render to start (RENDER_QUEUE_BUDGET_MS); pageRenderGate.ts's by default. */
  renderQueueBudgetMs?: number;
  /**
   * Service answers the remotes' loaders mark as not depending on the visitor are shared between
   * pages for the time they ask (default on; SERVER_DATA_SHARING=false asks the API for every page).
   */
  serverDataSharing?: boolean;
  /**
   * Anonymous pages answered from a copy kept in this process (default on,
   * PAGE_CACHE=false renders every page: the operator's switch and the bench's comparison).
   */
  pageCache?: boolean;
  /** With a shared release store: releases copied on a miss, deploys' prepare requests answered. */
  fleet?: Pick<Fleet, 'ensureRelease' | 'answerPrepare' | 'behind' | 'rejoining' | 'storeReading'>;
  /** Request time and connection limits; SERVER_LIMITS by default (tests drive them small). */
  limits?: ServerLimits;
  /** The releases staff may preview: the fleet's store, else the folder store (releasePreview/). */
  releasePreview?: ReleasePreviewSource;
}

/**
 * One server on one port: the API under /service, the built shell and remotes, and every page.
 * This file composes; each part is its own module (the page route in ./page/, the static files,
 * the release locations, the render pool, the page cache, canaries, metrics, the release console).
 */
export async function createStorefrontServer(options: StorefrontOptions): Promise<FastifyInstance> {
  // Time and connection limits and token-masked request logs, as the API's own app.
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? options.api.logLevel),
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorProblem,
    trustProxy: fastifyTrustProxy(options.api.trustProxy),
    ...serverLimitOptions(options.limits),
  });
  capConnections(app, options.limits);
  warnOnUntrustedForwarding(app, options.api.trustProxy, (message) => app.log.warn(message));
  // 414 before any page or API code reads an over-long path.
  refuseLongPaths(app);
  await app.register(cookie);
  // Before any route: compression attaches itself to routes as they are declared.
  await registerCompression(app);
  await registerPageCaching(app);
  app.setErrorHandler(errorProblemHandler);
  const metrics = options.metrics ?? createStorefrontMetrics();
  registerApiMetrics(app, metrics);
  for (const site of SITES) metrics.knowRemotes(options.registry(site));
  const api = await mountApi(app, options.api);
  // Shoppers' beacons in this process's metrics; their shared counts judge the canaries.
  const outcomes = createServerOutcomeLog(api.health.addServerOutcomes, (message) =>
    app.log.warn(message),
  );
  // A metric names only a release the site serves now, live or canary; any other is `other`.
  const servesNow: ServesNow = (site, remote, release) =>
    releaseIdOfEntry(options.registry(site)[remote]) === release ||
    options.canaries?.(site)[remote]?.release === release;
  const stopCountingBeacons = api.beacons.onAccepted((beacon) =>
    countBeacon(metrics, beacon, servesNow),
  );
  const stopCountingDrops = api.beacons.onReportsDropped((reason, count) =>
    metrics.reportsDropped(reason, count),
  );
  app.addHook('onClose', async () => {
    stopCountingBeacons();
    stopCountingDrops();
    await outcomes.close();
  });
  await registerLogout(app, api);
  const consent = options.consent ?? loadConsentConfig({});

  const shellDist = path.join(appsDir, 'shell/dist');
  const templateFile = path.join(shellDist, 'document.html');
  if (!fs.existsSync(templateFile))
    throw new Error(`${templateFile} is missing: build the storefront first (pnpm build).`);
  const serverEntryRoots: ServerEntryRoots = {
    appsDir,
    releaseStoreDir: releaseStoreDir(),
    exists: (file: string) => fs.existsSync(file),
  };
  const releasesOf = releaseLocations(serverEntryRoots);
  // One reading for the page cache's keys and the shared service answers: a catalogue change reaches both at once.
  const contentVersion = contentVersionReader(() => api.catalogueVersion());
  const renderPool =
    options.renderPool ??
    createRenderPool({
      serverEntryFile: serverBundleFile(shellDist),
      ...(options.renderWorkers ? { threads: options.renderWorkers } : {}),
      ...(options.renderProcessMemoryMb ? { memoryLimitMb: options.renderProcessMemoryMb } : {}),
      // All the render process may load remote code from: the release copies and the local builds.
      releaseRoots: [
        path.join(serverEntryRoots.releaseStoreDir, 'remotes'),
        ...REMOTE_NAMES.map((remote) => path.join(appsDir, remote, 'dist')),
      ],
      // What recycled workers load first: every site's releases.
      liveReleases: () =>
        SITES.map((site) =>
          releasesOf(registryWithCanaries(options.registry(site), options.canaries?.(site) ?? {})),
        ),
      log: app.log,
      onWorkerStart: () => metrics.renderWorkerStarted(),
      onProcessStart: (confinement) => {
        metrics.renderProcessStarted();
        app.log.info({ confinement }, 'render process started');
      },
    });
  app.addHook('onClose', () => renderPool.close());

  // Staff preview of any published release, checked as a deploy is (releasePreview/).
  const previewSource = options.releasePreview ?? folderPreviewSource();
  let catalogue: ReturnType<typeof thisShellCatalogue> | undefined;
  registerReleasePreview(app, {
    api,
    source: previewSource,
    check: previewChecks({
      releaseStoreDir: serverEntryRoots.releaseStoreDir,
      catalogue: () => (catalogue ??= thisShellCatalogue()),
      testRender: workerPrepare(renderPool, serverEntryRoots),
    }),
    registry: options.registry,
    ...(options.canaries ? { canaries: options.canaries } : {}),
  });
  const { fleet: fleetFiles } = options;
  await registerStaticFiles(app, {
    appsDir,
    shellDist,
    // A release no shopper is served is copied here only for the staff member who previews it.
    ...(fleetFiles
      ? {
          ensureRelease: async (remote, release, request) =>
            request.cookies[COOKIE_NAMES.releasePreview] &&
            (await api.releasePreview.choiceOf(request))?.[remote] === release
              ? previewSource.ensure(remote, release)
              : fleetFiles.ensureRelease(remote, release),
        }
      : {}),
  });
  registerFavicon(app);
  registerPageRoute(app, {
    api,
    registry: options.registry,
    ...(options.canaries ? { canaries: options.canaries } : {}),
    consent,
    consentOrigins: [consentOrigin(consent)].filter((origin): origin is string => Boolean(origin)),
    releasesOf,
    entryIntegrity: remoteEntryIntegrity(serverEntryRoots.releaseStoreDir),
    preloadsFor: translationPreloads(fs.readdirSync(shellDist)),
    stylesheets: {
      slotStylesheets: createSlotStylesheets(serverEntryRoots),
      stylesheetTexts: createStylesheetTexts(serverEntryRoots, shellDist),
      uiStylesheets: sharedStylesheetsOf(shellDist),
    },
    streamer: {
      app,
      renderPool,
      metrics,
      outcomes,
      sharedAnswers:
        options.serverDataSharing === false
          ? noSharedServiceAnswers
          : sharedServiceAnswers({ contentVersion }),
      template: splitTemplate(fs.readFileSync(templateFile, 'utf8')),
    },
    ...(options.pageCache === false ? {} : { pageCache: createPageCache() }),
    contentVersion,
    refresh: pageCacheRefresh(app),
    ...(options.renderQueueBudgetMs === undefined
      ? {}
      : { renderQueueBudgetMs: options.renderQueueBudgetMs }),
    preview: pagePreview({
      api,
      source: previewSource,
      warn: (message) => app.log.warn(message),
    }),
  });

  // Ready to serve, so ready to prepare a deploy's release too: the release's
  // server-rendered slots rendered in a render worker, as the deploy's gate does.
  options.fleet?.answerPrepare(workerPrepare(renderPool, serverEntryRoots));
  // A host that could not copy a live release is taken out of rotation until it has.
  // A store out of reach is named in readiness: the host keeps serving the releases it has.
  const fleet = options.fleet;
  if (fleet) {
    app.storefrontLifecycle.behind = () => [
      ...fleet.behind(),
      ...(fleet.rejoining() ? [REJOINING] : []),
    ];
    app.storefrontLifecycle.dependencies.set('release-store', () => fleet.storeReading().reachable);
  }
  metrics.dependenciesFrom(app.storefrontLifecycle);
  return app;
}
