import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  pageTypeForPath,
  siteConfig,
  siteFromHost,
  type RemoteEntryIntegrity,
  type RemoteName,
  type RemoteRegistry,
  type Site,
} from '@storefront/contracts';
import type { MountedApi } from '@storefront/api';
import { BROWSER_RENDERING_COOKIE } from '../browserRendering';
import { releasesForRequest, type SiteCanaries, registryOrigins } from '@storefront/releases';
import { visitorOf } from '../canary/visitorCookie';
import { consentScriptUrl, type ConsentConfig } from '../consent';
import { metaDescription } from '../metaDescription';
import { CACHE_STATUS, sendCachedPage } from '../pageCache/cachedPageReply';
import type { contentVersionReader } from '../pageCache/contentVersion';
import type { PageCache } from '../pageCache/pageCache';
import { mayUsePageCache, pageCacheKey } from '../pageCache/pageCacheKey';
import type { pageCacheRefresh } from '../pageCache/pageCacheRefresh';
import { PRIVATE_PAGE_CACHE_CONTROL, setPageCaching } from '../pageCaching';
import type { PagePreview } from '../releasePreview/pagePreview';
import type { ReleaseLocations } from '../renderPool/renderPool';
import { setCachedPageSecurityHeaders, setSecurityHeaders } from '../securityHeaders';
import { headStylesheets, pageTitle, type HeadStylesheetSources } from './pageHead';
import { pageOriginOf } from './pageOrigin';
import { pageState } from './pageState';
import { PAGES_IN_PROGRESS_PER_RENDER_WORKER, pageRenderGate } from './pageRenderGate';
import { streamPage, type PageStreamer } from './streamPage';

export interface PageRouteOptions {
  api: Pick<MountedApi, 'config' | 'visitorIds' | 'previewAllowedFor' | 'servedReleases'>;
  registry: (site: Site) => RemoteRegistry;
  canaries?: (site: Site) => SiteCanaries;
  consent: ConsentConfig;
  consentOrigins: readonly string[];
  releasesOf: (registry: RemoteRegistry) => ReleaseLocations;
  entryIntegrity: (registry: RemoteRegistry) => Partial<Record<RemoteName, RemoteEntryIntegrity>>;
  preloadsFor: (locale: ReturnType<typeof siteConfig>['locale']) => string[];
  stylesheets: HeadStylesheetSources;
  streamer: PageStreamer;
  pageCache?: PageCache;
  contentVersion: ReturnType<typeof contentVersionReader>;
  refresh: ReturnType<typeof pageCacheRefresh>;
  /** RENDER_QUEUE_BUDGET_MS unless the operator set another (renderQueueBudgetSetting.ts). */
  renderQueueBudgetMs?: number;
  /** A staff member's preview of releases over the visitor's (../releasePreview/pagePreview.ts). */
  preview?: (request: FastifyRequest, registry: RemoteRegistry) => Promise<PagePreview | undefined>;
}

/** A staff member's preview page: their own, and not kept anywhere, not even by their browser. */
const PREVIEW_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * Every page (GET of any path the API and the static files leave): its site and page type (the
 * pages table), the releases live for the visitor, an anonymous page from the page cache, else its
 * state, caching and security headers, head and streamed body.
 */
export function registerPageRoute(app: FastifyInstance, options: PageRouteOptions): void {
  const { renderPool, metrics } = options.streamer;
  const gate = pageRenderGate({
    places: renderPool.threads * PAGES_IN_PROGRESS_PER_RENDER_WORKER,
    ...(options.renderQueueBudgetMs === undefined ? {} : { budgetMs: options.renderQueueBudgetMs }),
  });
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const site = siteFromHost(request.headers.host);
    const { locale } = siteConfig(site);
    // Never a host the request chose (forwarded headers included): a page kept by a cache carries
    // no address and no consent stage a forged header put there.
    const origin = pageOriginOf(options.api.config, site, request.headers.host);
    // The UI catalogue is a developer tool: only in demo mode (DEMO=true, contracts' PAGE_ROUTES).
    const pageType = pageTypeForPath(url.pathname, { demo: options.api.config.demo === true });
    // The releases live for this shopper: the site's, with the canaries of the visitor's cohort. A
    // page whose releases hung on the cohort is never shared: a CDN keys pages without the visitor
    // cookie, and would hand one cohort's releases to every shopper.
    let cohortShaped = false;
    const { registry: visitorRegistry } = releasesForRequest(
      options.registry(site),
      options.canaries?.(site) ?? {},
      () => {
        cohortShaped = true;
        return visitorOf(request, reply, options.api);
      },
    );
    // A staff member who previews releases sees them instead: the rest of the page is the same.
    const preview = await options.preview?.(request, visitorRegistry);
    const registry = preview?.registry ?? visitorRegistry;
    const setCaching = () => {
      setPageCaching(request, reply, pageType, options.api.config);
      if (cohortShaped) reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
      if (preview) reply.header('cache-control', PREVIEW_PAGE_CACHE_CONTROL);
    };
    const origins = registryOrigins(registry);
    const releases = options.releasesOf(registry);
    // A page that brings a release the render workers have not loaded starts their recycling at
    // once, however it is answered. Not a preview's: the workers load it as its page asks, and
    // shoppers' pages do not recycle them again to drop it.
    if (!preview) renderPool.keepInStep(releases);
    // Anonymous pages from the page cache; a stale copy is answered while one request renders it anew.
    const { pageCache } = options;
    const version =
      pageCache && !preview && mayUsePageCache(request, pageType)
        ? await options.contentVersion()
        : undefined;
    const cacheKey =
      version === undefined
        ? undefined
        : pageCacheKey({
            host: request.headers.host ?? '',
            url: request.url,
            userAgent: request.headers['user-agent'] ?? '',
            registry,
            contentVersion: version,
          });
    if (pageCache && cacheKey !== undefined && !options.refresh.isRefresh(request)) {
      const cached = pageCache.lookup(cacheKey);
      if (cached) {
        if (cached.stale) pageCache.refreshOnce(cacheKey, () => options.refresh.render(request));
        setCaching();
        setCachedPageSecurityHeaders(
          reply,
          origins,
          options.consentOrigins,
          cached.page.scriptHashes,
          cached.page.styleHashes,
        );
        return sendCachedPage(request, reply, cached.page, cached);
      }
    }
    reply.header('cache-status', cacheKey === undefined ? CACHE_STATUS.bypass : CACHE_STATUS.miss);
    // Rendered on the server, in its turn, unless the visitor asked to leave it to the browser
    // (support's and tests' switch) or the turn did not come within the budget: then its render is
    // shed, the browser renders the page, and no shared cache keeps that frame for the next shoppers.
    const asked = request.cookies[BROWSER_RENDERING_COOKIE] !== 'browser';
    const entry = asked
      ? await gate.enter(new Promise<void>((closed) => reply.raw.once('close', closed)))
      : undefined;
    // The visitor left while the page waited: nobody to answer.
    if (entry === 'gone') return reply;
    const serverRenders = entry === 'turn';
    if (entry === 'shed') metrics.pageShed();
    const state = await pageState({
      request,
      url,
      site,
      pageType,
      registry,
      registryIntegrity: options.entryIntegrity(registry),
      consentScriptUrl: consentScriptUrl(options.consent, site, new URL(origin).hostname),
      demo: options.api.config.demo === true,
      api: options.api,
      ...(preview
        ? { releasePreview: { servedRegistry: visitorRegistry, notice: preview.notice } }
        : {}),
    });
    setCaching();
    if (entry === 'shed' && !preview) reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
    // The per-response CSP nonce, for React's streamed scripts and the document's own.
    const nonce = setSecurityHeaders(reply, origins, options.consentOrigins);
    const stylesheets = await headStylesheets(options.stylesheets, state, serverRenders, origin);
    const status = pageType === 'notFound' ? 404 : 200;
    const keep =
      pageCache && cacheKey !== undefined
        ? (html: string) =>
            pageCache
              .store(cacheKey, status, html)
              .catch((error: unknown) =>
                request.log.warn({ err: error }, 'page cache: the page was not kept'),
              )
        : undefined;
    const body = streamPage(options.streamer, {
      request,
      url,
      state,
      registry,
      releases,
      title: pageTitle(locale, pageType),
      preloads: options.preloadsFor(locale),
      extras: { description: metaDescription(locale, pageType), nonce, stylesheets },
      serverRenders,
      ...(keep ? { keep: (html: string) => void keep(html) } : {}),
      ...(preview ? { countsForHealth: false } : {}),
    });
    return reply.code(status).type('text/html; charset=utf-8').send(body);
  });
}
