import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { registerApi, newCsrfToken, type ApiConfig } from '@storefront/api';
import {
  COOKIE_NAMES,
  REMOTE_NAMES,
  isPlatform,
  pageTypeForPath,
  siteConfig,
  siteFromHost,
  type InitialState,
  type RemoteRegistry,
} from '@storefront/contracts';
import { renderDocument } from './document';
import { translate } from './translate';
import { registryOrigins } from './registry';
import { setSecurityHeaders } from './securityHeaders';

const appsDir = path.resolve(__dirname, '../..');

export interface StorefrontOptions {
  api: ApiConfig;
  /** Read per page, so a registry change (a remote's deploy) needs no restart. */
  registry: () => RemoteRegistry;
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
};

/** One server on one port: the API under /service, the built shell and remotes, and every page. */
export async function createStorefrontServer(options: StorefrontOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel ?? options.api.logLevel }, bodyLimit: 64 * 1024, trustProxy: true });
  await app.register(cookie);
  await registerApi(app, options.api);

  const shellDist = path.join(appsDir, 'shell/dist');
  const templateFile = path.join(shellDist, 'document.html');
  if (!fs.existsSync(templateFile)) throw new Error(`${templateFile} is missing: build the storefront first (pnpm build).`);
  const template = fs.readFileSync(templateFile, 'utf8');

  const staticOptions = {
    decorateReply: false,
    index: false as const,
    setHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
      // Hashed chunks never change; entries and manifests must be re-read after a deploy.
      const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  };
  await app.register(fastifyStatic, { root: shellDist, prefix: '/shell/', ...staticOptions });
  for (const remote of REMOTE_NAMES) {
    await app.register(fastifyStatic, { root: path.join(appsDir, remote, 'dist'), prefix: `/remotes/${remote}/`, ...staticOptions });
  }

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const site = siteFromHost(request.headers.host);
    const config = siteConfig(site);
    const pageType = pageTypeForPath(url.pathname);
    const platformCookie = request.cookies[COOKIE_NAMES.platform];
    const registry = options.registry();
    const state: InitialState = {
      site,
      locale: config.locale,
      platform: isPlatform(platformCookie) ? platformCookie : 'CLASSIC',
      pageType,
      reduced: url.searchParams.get('reduced') === 'true',
      staff: Boolean(request.cookies[COOKIE_NAMES.staffAuth] ?? request.cookies[COOKIE_NAMES.staffToolAuth]),
      path: url.pathname,
      registry,
      prefetched: {},
    };
    if (!request.cookies[COOKIE_NAMES.csrf]) {
      reply.setCookie(COOKIE_NAMES.csrf, newCsrfToken(), { path: '/', sameSite: 'strict', secure: options.api.secureCookies });
    }
    setSecurityHeaders(reply, registryOrigins(registry));
    const title = `${translate(config.locale, 'shell', TITLE_KEYS[pageType])} | Storefront`;
    return reply
      .code(pageType === 'notFound' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderDocument(template, state, title));
  });

  return app;
}
