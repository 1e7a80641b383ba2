import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { registerApi, catalogueVersion, onBeaconAccepted, slotHealthSince, previewAllowedFor, errorProblemHandler, frameworkErrorProblem, fastifyTrustProxy, capConnections, loggerOptions, refuseLongPaths, serverLimitOptions, type ApiConfig, type ServerLimits } from '@storefront/api';
import { COOKIE_NAMES, REMOTE_NAMES, SITES, isPlatform, isReducedVersion, siteConfig, shouldShowAppBanner, siteFromHost, type InitialState, type Locale, type RemoteRegistry, type Site } from '@storefront/contracts';
import { firstFrameMarkup, firstRenderTranslationFiles, renderDocument, splitTemplate } from './document';
import { serverBundleFile } from './serverBundle';
import { createRenderPool, type ReleaseLocations, type RenderPool } from './renderPool/renderPool';
import { serviceFetcher } from './serviceFetcher';
import { noSharedServiceAnswers, sharedServiceAnswers } from './sharedServiceAnswers';
import { BROWSER_RENDERING_COOKIE } from './browserRendering';
import { pageDefinition, pageTypeOf, titleText } from '../src/pages/pages';
import { serverEntryLocation, type ServerEntryRoots } from '../src/ssr/serverEntryLocation';
import { serverRenderedSlots } from '../src/ssr/pageSlots';
import { createSlotStylesheets, sharedStylesheetsOf } from './slotStylesheets';
import { createStylesheetTexts, loaderAddress } from './inlineStylesheets';
import { translate } from './translate';
import { releaseStoreDir, remoteReleasesDir } from './releaseStore';
import { registryOrigins } from './registry';
import { registerFetchOnMiss } from './fleet/serve/fetchOnMiss';
import { workerPrepare } from './fleet/prepare/prepareRelease';
import { remoteEntryIntegrity } from './fleet/integrity/remoteEntryIntegrity';
import type { Fleet } from './fleet/startFleet';
import { setCachedPageSecurityHeaders, setSecurityHeaders } from './securityHeaders';
import { renderCookies } from './renderCookies';
import { createPageCache, type PageCache } from './pageCache/pageCache';
import { mayUsePageCache, pageCacheKey } from './pageCache/pageCacheKey';
import { contentVersionReader } from './pageCache/contentVersion';
import { CACHE_STATUS, sendCachedPage } from './pageCache/cachedPageReply';
import { pageCacheRefresh } from './pageCache/pageCacheRefresh';
import { registerCompression } from './compression';
import { registerPageCaching, setPageCaching } from './pageCaching';
import { metaDescription } from './metaDescription';
import { registerLogout } from './logout';
import { releasesForRequest, registryWithCanaries, type SiteCanaries } from './canary/releasesForRequest';
import { visitorOf } from './canary/visitorCookie';
import { countBeacon, createStorefrontMetrics, type StorefrontMetrics } from './metrics/storefrontMetrics';
import { startAutoRollback, type AutoRollbackOptions } from './canary/autoRollback';
import { registerReleaseConsole, type PrepareRelease } from './releaseConsole/registerReleaseConsole';
import { registerApiMetrics } from './metrics/apiMetrics';
import { recordServerSlots } from './metrics/slotOutcomes';
import { keepServerBundlesPrivate } from './privateServerBundles';
import { consentOrigin, consentScriptUrl, loadConsentConfig, type ConsentConfig } from './consent';

const appsDir = path.resolve(__dirname, '../..');

export interface StorefrontOptions {
  api: ApiConfig;
  /** Read per page, so a registry change (a remote's deploy) needs no restart. */
  registry: (site: Site) => RemoteRegistry;
  /** Where each site's consent script comes from; the local stand-in by default. */
  consent?: ConsentConfig;
  logLevel?: string;
  /** Each site's canaries (issue 28), read per page like the registry; none by default. */
  canaries?: (site: Site) => SiteCanaries;
  /** The Prometheus metrics (issue 28, item 2), served on METRICS_PORT by main.ts; by default this server's own. */
  metrics?: StorefrontMetrics;
  /** Canaries rolled back by their shoppers' reports (issue 28, item 4); none without. */
  autoRollback?: Omit<AutoRollbackOptions, 'health' | 'log'>;
  /** Prepares a release on every live host before the release console switches to it (a fleet on PostgreSQL); none in one process. */
  prepareRelease?: PrepareRelease;
  /** The render workers (issue 26); by default a pool over the shell's server build. */
  renderPool?: RenderPool;
  /** How many render workers the default pool runs (RENDER_WORKERS); by default per core. */
  renderWorkers?: number;
  /**
   * Service answers the remotes' loaders mark as not depending on the visitor are shared between
   * pages for the time they ask (default on; SERVER_DATA_SHARING=false asks the API for every page).
   */
  serverDataSharing?: boolean;
  /**
   * Anonymous pages answered from a copy kept in this process (issue 27 item 5; default on,
   * PAGE_CACHE=false renders every page: the operator's switch and the bench's comparison).
   */
  pageCache?: boolean;
  /** With a shared release store (issue 25): releases copied on a miss, deploys' prepare requests answered. */
  fleet?: Pick<Fleet, 'ensureRelease' | 'answerPrepare'>;
  /** Request time and connection limits; SERVER_LIMITS by default (tests drive them small). */
  limits?: ServerLimits;
}

/** One server on one port: the API under /service, the built shell and remotes, and every page. */
export async function createStorefrontServer(options: StorefrontOptions): Promise<FastifyInstance> {
  // Time and connection limits and token-masked request logs, as the API's own app (issue 29 item 6).
  const app = Fastify({ logger: loggerOptions(options.logLevel ?? options.api.logLevel), bodyLimit: 64 * 1024, frameworkErrors: frameworkErrorProblem, trustProxy: fastifyTrustProxy(options.api.trustProxy), ...serverLimitOptions(options.limits) });
  capConnections(app, options.limits);
  // 414 before any page or API code reads an over-long path (issue 29 item 1).
  refuseLongPaths(app);
  await app.register(cookie);
  // Before any route: compression attaches itself to routes as they are declared (issue 16, item 7).
  await registerCompression(app);
  await registerPageCaching(app);
  app.setErrorHandler(errorProblemHandler);
  const metrics = options.metrics ?? createStorefrontMetrics();
  registerApiMetrics(app, metrics);
  for (const site of SITES) metrics.knowRemotes(options.registry(site));
  const apiContext = await registerApi(app, options.api);
  // Shoppers' beacons in this process's metrics; their shared counts judge the canaries (issue 28).
  const stopCountingBeacons = onBeaconAccepted((beacon) => countBeacon(metrics, beacon));
  const stopAutoRollback = options.autoRollback && startAutoRollback({ ...options.autoRollback, health: (remote, release, since, site) => slotHealthSince(apiContext.db, remote, release, since, site), log: app.log });
  app.addHook('onClose', async () => {
    stopCountingBeacons();
    stopAutoRollback?.();
  });
  await registerLogout(app, apiContext);
  // The staff's release console (issue 28, item 5), on the release store the canaries are judged in.
  if (options.autoRollback) await registerReleaseConsole(app, apiContext, options.autoRollback.store, options.autoRollback.environment, options.prepareRelease);
  const consent = options.consent ?? loadConsentConfig({});
  const sharedAnswers = options.serverDataSharing === false ? noSharedServiceAnswers : sharedServiceAnswers();
  const consentOrigins = [consentOrigin(consent)].filter((origin): origin is string => Boolean(origin));
  const pageCache: PageCache | undefined = options.pageCache === false ? undefined : createPageCache();
  const contentVersion = contentVersionReader(() => catalogueVersion(apiContext.database));
  const refresh = pageCacheRefresh(app);

  const shellDist = path.join(appsDir, 'shell/dist');
  const templateFile = path.join(shellDist, 'document.html');
  if (!fs.existsSync(templateFile)) throw new Error(`${templateFile} is missing: build the storefront first (pnpm build).`);
  const template = fs.readFileSync(templateFile, 'utf8');
  const { beforeBody, afterBody } = splitTemplate(template);
  const serverEntryRoots: ServerEntryRoots = { appsDir, releaseStoreDir: releaseStoreDir(), exists: (file: string) => fs.existsSync(file) };
  /**
   * Each remote's release in a registry, with the server container beside it: the same mapping the
   * static routes serve. Found once per registry entry (a release never moves), not per page.
   */
  const serverEntries = new Map<string, string>();
  const serverEntryOf = (manifestUrl: string) => {
    let file = serverEntries.get(manifestUrl);
    if (file === undefined) serverEntries.set(manifestUrl, (file = serverEntryLocation(manifestUrl, serverEntryRoots)));
    return file;
  };
  // Per registry object: the registry reader hands out the same one while nothing changed.
  const releaseLocations = new WeakMap<RemoteRegistry, ReleaseLocations>();
  const releasesOf = (registry: RemoteRegistry): ReleaseLocations => {
    let releases = releaseLocations.get(registry);
    if (!releases) releaseLocations.set(registry, (releases = Object.fromEntries(Object.entries(registry).map(([remote, manifestUrl]) => [remote, { manifestUrl, serverEntry: serverEntryOf(manifestUrl) }]))));
    return releases;
  };
  const renderPool =
    options.renderPool ??
    createRenderPool({
      serverEntryFile: serverBundleFile(shellDist),
      ...(options.renderWorkers ? { threads: options.renderWorkers } : {}),
      // What recycled workers load first: every site's releases.
      liveReleases: () => SITES.map((site) => releasesOf(registryWithCanaries(options.registry(site), options.canaries?.(site) ?? {}))),
      log: app.log,
    });
  app.addHook('onClose', () => renderPool.close());
  const slotStylesheets = createSlotStylesheets(serverEntryRoots);
  const stylesheetTexts = createStylesheetTexts(serverEntryRoots, shellDist);
  const entryIntegrity = remoteEntryIntegrity(serverEntryRoots.releaseStoreDir);
  const uiStylesheets = sharedStylesheetsOf(shellDist);
  const shellFiles = fs.readdirSync(shellDist);
  // Per locale, found once: the built files do not change while the server runs.
  const translationPreloads = new Map<Locale, string[]>();
  const preloadsFor = (locale: Locale): string[] => {
    let preloads = translationPreloads.get(locale);
    if (!preloads) {
      preloads = firstRenderTranslationFiles(shellFiles, locale).map((file) => `/shell/${file}`);
      translationPreloads.set(locale, preloads);
    }
    return preloads;
  };

  const releasesRoot = releaseStoreDir() + path.sep;
  const staticOptions = {
    decorateReply: false,
    index: false as const,
    preCompressed: true,
    // Our own Cache-Control below; @fastify/static's default would replace it with max-age=0.
    cacheControl: false,
    setHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
      // Hashed chunks and every file of a release never change; the unversioned entries and
      // manifests of the local builds must be re-read after a build.
      const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file) || file.startsWith(releasesRoot);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  };
  // Before the static routes and the fleet's copying: server bundles are never served (issue 29 item 6).
  keepServerBundlesPrivate(app);
  if (options.fleet) registerFetchOnMiss(app, options.fleet.ensureRelease);
  await app.register(fastifyStatic, { root: shellDist, prefix: '/shell/', ...staticOptions });
  for (const remote of REMOTE_NAMES) {
    // `/remotes/<name>/<release>/…` from the release store, the rest from the local build.
    const releases = remoteReleasesDir(remote);
    fs.mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, { root: [path.join(appsDir, remote, 'dist'), releases], prefix: `/remotes/${remote}/`, ...staticOptions });
  }

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const site = siteFromHost(request.headers.host);
    const config = siteConfig(site);
    // The UI catalogue is a developer tool: only in demo mode (DEMO=true, the pages table's demoOnly).
    const pageType = pageTypeOf(url.pathname, { demo: options.api.demo === true });
    const platformCookie = request.cookies[COOKIE_NAMES.platform];
    // The releases live for this shopper: the site's, with the canaries of the visitor's cohort (issue 28).
    const { registry } = releasesForRequest(options.registry(site), options.canaries?.(site) ?? {}, () => visitorOf(request, reply, options.api));
    const origins = registryOrigins(registry);
    // Anonymous pages from the page cache (issue 27 item 5); a stale copy is answered while one request renders it anew.
    const version = pageCache && mayUsePageCache(request, pageType) ? await contentVersion() : undefined;
    const cacheKey = version === undefined ? undefined : pageCacheKey({ host: request.headers.host ?? '', url: request.url, userAgent: request.headers['user-agent'] ?? '', registry, contentVersion: version });
    if (pageCache && cacheKey !== undefined && !refresh.isRefresh(request)) {
      const cached = pageCache.lookup(cacheKey);
      if (cached) {
        if (cached.stale) pageCache.refreshOnce(cacheKey, () => refresh.render(request));
        renderPool.keepInStep(releasesOf(registry));
        setPageCaching(request, reply, pageType, options.api);
        setCachedPageSecurityHeaders(reply, origins, consentOrigins, cached.page.scriptHashes, cached.page.styleHashes);
        return sendCachedPage(request, reply, cached.page, cached);
      }
    }
    reply.header('cache-status', cacheKey === undefined ? CACHE_STATUS.bypass : CACHE_STATUS.miss);
    const state: InitialState = {
      site,
      locale: config.locale,
      platform: isPlatform(platformCookie) ? platformCookie : 'CLASSIC',
      pageType,
      // One rule for the header and the footer (contracts' isReducedVersion, spec NFPL 2.2).
      reduced: isReducedVersion(url.searchParams.get('reduced') === 'true', (name) => request.cookies[name]),
      // The preview flag of the site and a staff cookie (either name); the panel checks the auth itself.
      staff: await previewAllowedFor(apiContext, site, request.cookies),
      ...(options.api.demo ? { demo: true } : {}),
      path: url.pathname,
      registry,
      registryIntegrity: entryIntegrity(registry),
      consentScriptUrl: consentScriptUrl(consent, site, request.hostname),
      // The shell's pages get their data through their `loadServerData`, in the render worker, like the remotes.
      prefetched: {},
    };
    setPageCaching(request, reply, pageType, options.api);
    // The per-response CSP nonce, for React's streamed scripts and the document's own (issue 16, item 6).
    const nonce = setSecurityHeaders(reply, origins, consentOrigins);
    const titleKey = titleText(pageType);
    const title = `${translate(config.locale, titleKey.namespace, titleKey.key)} | Storefront`;
    const firstFrame = () =>
      firstFrameMarkup({
        skipLinkText: translate(config.locale, 'common', 'skipToContent'),
        reduced: state.reduced,
        // The banner's close flag lives in the browser's storage; the first frame assumes it open.
        appBanner: shouldShowAppBanner({ closedFlag: null, cookieString: request.headers.cookie ?? '', reduced: state.reduced, userAgent: request.headers['user-agent'] ?? '' }),
        heading: pageDefinition(pageType).frameHeading ? translate(config.locale, titleKey.namespace, titleKey.key) : undefined,
      });
    // Rendered on the server (not asked to leave it to the browser): the rendered remotes' styles in the head.
    const serverRenders = request.cookies[BROWSER_RENDERING_COOKIE] !== 'browser';
    const releases = releasesOf(registry);
    // A page that brings a release the render workers have not loaded starts their recycling at once, however it is rendered.
    renderPool.keepInStep(releases);
    // The shared ui library's after the remotes', where its chunk's loader would append them.
    // Inlined where read (issue 27 item 2), each marked with the address its CSS chunk loader compares it with (publicPath + file).
    const pageOrigin = `${request.protocol}://${request.host}`;
    const stylesheets = serverRenders ? (await stylesheetTexts([...(await slotStylesheets(serverRenderedSlots(state), registry)), ...uiStylesheets])).map((sheet) => ({ ...sheet, href: loaderAddress(sheet.href, pageOrigin) })) : [];
    const documentExtras = { description: metaDescription(config.locale, pageType), nonce, stylesheets };
    // The head goes out at once (styles and scripts start loading); the body streams as React renders it.
    const page = new PassThrough();
    const head = renderDocument(beforeBody, state, title, preloadsFor(config.locale), '', documentExtras);
    page.write(head);
    const status = pageType === 'notFound' ? 404 : 200;
    void (async () => {
      try {
        // Rendering in the browser alone, asked for by the visitor (support's and tests' switch,
        // BROWSER_RENDERING_COOKIE): the frame, as when the server render fails.
        if (!serverRenders) throw new BrowserRenderingRequested();
        const context = { site, locale: config.locale, platform: state.platform, pageType, reduced: state.reduced, path: url.pathname, query: url.search.slice(1), userAgent: request.headers['user-agent'] ?? '', cookies: renderCookies(request.cookies) };
        // Every remote's server code runs in a render worker (issue 26); this thread only answers its service calls.
        const renderStarted = performance.now();
        const rendered = await renderPool.renderPage({ state, nonce, context, fetchService: serviceFetcher(app, request, site, sharedAnswers), releases }).catch((error: unknown) => {
          recordServerSlots(metrics, registry, serverRenderedSlots(state), undefined, [], (performance.now() - renderStarted) / 1000);
          throw error;
        });
        recordServerSlots(metrics, registry, serverRenderedSlots(state), rendered.state.slots, rendered.problems, (performance.now() - renderStarted) / 1000);
        for (const problem of rendered.problems) request.log.warn(problem, 'server render: a slot shows its fallback or fetches in the browser');
        const rest = `${rendered.html}${renderDocument(afterBody, rendered.state, title, [], '', documentExtras)}`;
        page.end(rest);
        // Only a whole page is kept: a slot's fallback (a deadline, a fault) is not handed to the next visitors.
        if (pageCache && cacheKey !== undefined && rendered.problems.length === 0) {
          pageCache.store(cacheKey, status, `${head}${rest}`).catch((error: unknown) => request.log.warn({ err: error }, 'page cache: the page was not kept'));
        }
      } catch (error) {
        // Not even the shell rendered (or the visitor asked): the frame, and the browser renders the page.
        if (!(error instanceof BrowserRenderingRequested)) request.log.error({ err: error }, 'server render failed; the browser renders the page');
        page.write(firstFrame());
        page.end(renderDocument(afterBody, state, title, [], '', documentExtras));
      }
    })();
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  });

  // Ready to serve, so ready to prepare a deploy's release too (issue 25 item 3): the release's
  // server-rendered slots rendered in a render worker, as the deploy's gate does (issue 26 item 4).
  options.fleet?.answerPrepare(workerPrepare(renderPool, serverEntryRoots));
  return app;
}

class BrowserRenderingRequested extends Error {}
