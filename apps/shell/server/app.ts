import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { registerApi, previewAllowedFor, errorProblemHandler, frameworkErrorProblem, fastifyTrustProxy, type ApiConfig } from '@storefront/api';
import {
  COOKIE_NAMES,
  REMOTE_NAMES,
  isPlatform,
  pageTypeForPath,
  siteConfig,
  shouldShowAppBanner,
  siteFromHost,
  type InitialState,
  type Locale,
  type RemoteRegistry,
} from '@storefront/contracts';
import { HEADER_BENEFITS_PROMOTION_ID, HEADER_NAMES, HEADER_TOP_PROMOTION_ID, HOME_PRODUCT_COUNT, categoryPromotionIdForPath, PROMOTION_PATH, ProductListSchema, PromotionResponseSchema, prefetchedHomeProductsKey, prefetchedPromotionKey, type Site } from '@storefront/contracts';
import { firstFrameMarkup, firstRenderTranslationFiles, renderDocument } from './document';
import { translate } from './translate';
import { releaseStoreDir, remoteReleasesDir } from './releaseStore';
import { registryOrigins } from './registry';
import { setSecurityHeaders } from './securityHeaders';
import { ensureCsrfCookie } from './csrfCookie';
import { registerLogout } from './logout';
import { consentOrigin, consentScriptUrl, loadConsentConfig, type ConsentConfig } from './consent';

const appsDir = path.resolve(__dirname, '../..');

export interface StorefrontOptions {
  api: ApiConfig;
  /** Read per page, so a registry change (a remote's deploy) needs no restart. */
  registry: (site: Site) => RemoteRegistry;
  /** Where each site's consent script comes from; the local stand-in by default. */
  consent?: ConsentConfig;
  logLevel?: string;
}

const TITLE_KEYS: Record<InitialState['pageType'], string> = {
  home: 'pageTitle.home',
  ProductDetailPage: 'pageTitle.product',
  basket: 'pageTitle.basket',
  search: 'pageTitle.search',
  newsletter: 'pageTitle.newsletter',
  newsletterConfirm: 'pageTitle.newsletterConfirm',
  content: 'content.generic',
  notFound: 'pageTitle.notFound',
  uiCatalogue: 'ui:catalogue.title',
  login: 'login:pageTitle',
  staffLogin: 'login:staffLogin.title',
  logout: 'login:logout.heading',
};

/** Page headings the document server writes into the first frame (the same keys the pages use). */
const FRAME_HEADINGS: Partial<Record<InitialState['pageType'], string>> = { home: 'pageTitle.home', notFound: 'pageTitle.notFound' };

/** One server on one port: the API under /service, the built shell and remotes, and every page. */
export async function createStorefrontServer(options: StorefrontOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel ?? options.api.logLevel }, bodyLimit: 64 * 1024, frameworkErrors: frameworkErrorProblem, trustProxy: fastifyTrustProxy(options.api.trustProxy) });
  await app.register(cookie);
  app.setErrorHandler(errorProblemHandler);
  const apiContext = await registerApi(app, options.api);
  await registerLogout(app, apiContext);
  const consent = options.consent ?? loadConsentConfig({});
  const consentOrigins = [consentOrigin(consent)].filter((origin): origin is string => Boolean(origin));

  const shellDist = path.join(appsDir, 'shell/dist');
  const templateFile = path.join(shellDist, 'document.html');
  if (!fs.existsSync(templateFile)) throw new Error(`${templateFile} is missing: build the storefront first (pnpm build).`);
  const template = fs.readFileSync(templateFile, 'utf8');
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
    const pathType = pageTypeForPath(url.pathname);
    // The UI catalogue is a developer tool: only in demo mode (DEMO=true).
    const pageType = pathType === 'uiCatalogue' && !options.api.demo ? 'notFound' : pathType;
    const platformCookie = request.cookies[COOKIE_NAMES.platform];
    const registry = options.registry(site);
    const state: InitialState = {
      site,
      locale: config.locale,
      platform: isPlatform(platformCookie) ? platformCookie : 'CLASSIC',
      pageType,
      reduced: url.searchParams.get('reduced') === 'true',
      // The preview flag of the site and a staff cookie (either name); the panel checks the auth itself.
      staff: await previewAllowedFor(apiContext, site, request.cookies),
      ...(options.api.demo ? { demo: true } : {}),
      path: url.pathname,
      registry,
      consentScriptUrl: consentScriptUrl(consent, site, request.hostname),
      prefetched: {
        // Staff previewing see unpublished content: their browser asks with the preview cookie.
        ...(request.cookies[COOKIE_NAMES.preview] ? {} : await prefetchHeaderPromotions(app, site, url.pathname)),
        ...(pageType === 'home' ? await prefetchHomeProducts(app, site) : {}),
      },
    };
    ensureCsrfCookie(request, reply, options.api);
    setSecurityHeaders(reply, registryOrigins(registry), consentOrigins);
    const [titleNs, titleKey] = TITLE_KEYS[pageType].includes(':') ? TITLE_KEYS[pageType].split(':') : ['shell', TITLE_KEYS[pageType]];
    const title = `${translate(config.locale, titleNs ?? 'shell', titleKey ?? '')} | Storefront`;
    return reply
      .code(pageType === 'notFound' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderDocument(
          template,
          state,
          title,
          preloadsFor(config.locale),
          firstFrameMarkup({
            skipLinkText: translate(config.locale, 'common', 'skipToContent'),
            reduced: state.reduced,
            // The banner's close flag lives in the browser's storage; the first frame assumes it open.
            appBanner: shouldShowAppBanner({ closedFlag: null, cookieString: request.headers.cookie ?? '', reduced: state.reduced, userAgent: request.headers['user-agent'] ?? '' }),
            heading: FRAME_HEADINGS[pageType] && translate(config.locale, 'shell', FRAME_HEADINGS[pageType] ?? ''),
          }),
        ),
      );
  });

  return app;
}

/**
 * The header's promotions (the top banner, the benefits strip, and the category banner on a category page), asked
 * in-process (no network hop) so the navigation remote shows them on its first render instead of
 * asking again and growing afterwards. 404 is remembered as "nothing"; any failure leaves it to the
 * browser. In-process rather than the spec's internal host (docs/spec-conformance.md, HSC-7-3).
 */
async function prefetchHeaderPromotions(app: FastifyInstance, site: Site, pathname: string): Promise<Record<string, unknown>> {
  const ids = [HEADER_TOP_PROMOTION_ID, HEADER_BENEFITS_PROMOTION_ID, categoryPromotionIdForPath(pathname)].filter((id): id is string => Boolean(id));
  const entries = await Promise.all(
    ids.map(async (id): Promise<Record<string, unknown>> => {
      const key = prefetchedPromotionKey(id, site);
      try {
        const response = await app.inject({ method: 'GET', url: `${PROMOTION_PATH}/${encodeURIComponent(id)}`, headers: { [HEADER_NAMES.site]: site } });
        if (response.statusCode === 404) return { [key]: null };
        if (response.statusCode !== 200) return {};
        const parsed = PromotionResponseSchema.safeParse(response.json());
        return parsed.success ? { [key]: parsed.data } : {};
      } catch {
        return {};
      }
    }),
  );
  return Object.assign({}, ...entries) as Record<string, unknown>;
}

/** The home page's product teasers, asked in-process so the page shows them without a round trip. */
async function prefetchHomeProducts(app: FastifyInstance, site: Site): Promise<Record<string, unknown>> {
  try {
    const response = await app.inject({ method: 'GET', url: `/service/catalogue/api/products?site=${site}&limit=${HOME_PRODUCT_COUNT}` });
    const parsed = response.statusCode === 200 ? ProductListSchema.safeParse(response.json()) : undefined;
    return parsed?.success ? { [prefetchedHomeProductsKey(site)]: parsed.data } : {};
  } catch {
    return {};
  }
}
