import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shouldShowAppBanner, type InitialState, type RemoteRegistry } from '@storefront/contracts';
import { pageDefinition, titleText, serverRenderedSlots } from '@storefront/shell';
import { firstFrameMarkup, renderDocument, type DocumentExtras } from '../document';
import type { ReleaseLocations, RenderPool } from '../renderPool/renderPool';
import { renderCookies } from '../renderCookies';
import { visitorLoginId } from '../visitorLogin';
import { serviceFetcher } from '../serviceFetcher';
import type { SharedServiceAnswers } from '../sharedServiceAnswers';
import { recordServerSlots } from '../metrics/slotOutcomes';
import type { StorefrontMetrics } from '../metrics/storefrontMetrics';
import type { ServerOutcomeLog } from '../metrics/serverOutcomeLog';
import { translate } from '../translate';

/** What every page's stream needs from the server that serves it. */
export interface PageStreamer {
  app: FastifyInstance;
  renderPool: RenderPool;
  metrics: StorefrontMetrics;
  /** Every host's counts of server slot outcomes, which judge canaries (absent: metrics only). */
  outcomes?: Pick<ServerOutcomeLog, 'record'>;
  sharedAnswers: SharedServiceAnswers;
  /** The document template cut where the body goes (document.ts splitTemplate). */
  template: { beforeBody: string; afterBody: string };
}

export interface PageToStream {
  request: FastifyRequest;
  url: URL;
  state: InitialState;
  registry: RemoteRegistry;
  releases: ReleaseLocations;
  title: string;
  preloads: readonly string[];
  extras: DocumentExtras & { nonce: string };
  /** Rendered on the server, or (the visitor asked: BROWSER_RENDERING_COOKIE) the frame for the browser to render. */
  serverRenders: boolean;
  /** A whole page rendered on the server is handed here (the page cache), with its head. */
  keep?: (html: string) => void;
  /**
   * Whether its slots' outcomes count in every host's release health: not on a staff member's
   * preview, whose releases no shopper was served (../releasePreview/).
   */
  countsForHealth?: boolean;
}

class BrowserRenderingRequested extends Error {}

/** The frame of a page the browser renders (apps/shell/src/frame.tsx), with what the request tells of it. */
function firstFrame({ request, state }: Pick<PageToStream, 'request' | 'state'>): string {
  const title = titleText(state.pageType);
  const heading = pageDefinition(state.pageType).frameHeading
    ? translate(state.locale, title.namespace, title.key)
    : undefined;
  return firstFrameMarkup({
    skipLinkText: translate(state.locale, 'common', 'skipToContent'),
    reduced: state.reduced,
    // The banner's close flag lives in the browser's storage; the first frame assumes it open.
    appBanner: shouldShowAppBanner({
      closedFlag: null,
      cookieString: request.headers.cookie ?? '',
      reduced: state.reduced,
      userAgent: request.headers['user-agent'] ?? '',
    }),
    ...(heading ? { heading } : {}),
  });
}

/**
 * The page as a stream: the head goes out at once (styles and scripts start loading);
 * the body follows as the render workers render it, or, when not even the shell
 * rendered or the visitor asked, the frame, and the browser renders the page.
 */
export function streamPage(streamer: PageStreamer, page: PageToStream): Readable {
  const { app, renderPool, metrics, sharedAnswers, template } = streamer;
  const { request, url, state, registry, releases, title, preloads, extras } = page;
  const body = new PassThrough();
  // Each server-rendered slot counts in this process's metrics and in every host's outcomes.
  const slotSink: Pick<StorefrontMetrics, 'slotRendered'> = {
    slotRendered(remote, release, outcome, seconds) {
      metrics.slotRendered(remote, release, outcome, seconds);
      if (page.countsForHealth !== false)
        streamer.outcomes?.record(state.site, remote, release, outcome);
    },
  };
  const head = renderDocument(template.beforeBody, state, title, preloads, '', extras);
  body.write(head);
  void (async () => {
    try {
      if (!page.serverRenders) throw new BrowserRenderingRequested();
      const loginId = visitorLoginId(request.cookies);
      const context = {
        site: state.site,
        locale: state.locale,
        platform: state.platform,
        pageType: state.pageType,
        reduced: state.reduced,
        path: url.pathname,
        query: url.search.slice(1),
        userAgent: request.headers['user-agent'] ?? '',
        cookies: renderCookies(request.cookies),
        ...(loginId ? { loginId } : {}),
        staff: state.staff,
      };
      // Every remote's server code runs in a render worker; this thread only answers its service calls.
      const renderStarted = performance.now();
      const slots = serverRenderedSlots(state);
      const rendered = await renderPool
        .renderPage({
          state,
          nonce: extras.nonce,
          context,
          fetchService: serviceFetcher(app, request, state.site, sharedAnswers),
          releases,
        })
        .catch((error: unknown) => {
          recordServerSlots(slotSink, registry, slots, undefined, []);
          metrics.pageRendered('failed', (performance.now() - renderStarted) / 1000);
          throw error;
        });
      recordServerSlots(
        slotSink,
        registry,
        slots,
        rendered.state.slots,
        rendered.problems,
        rendered.slotDurationsMs,
      );
      metrics.pageRendered('rendered', (performance.now() - renderStarted) / 1000);
      for (const problem of rendered.problems)
        request.log.warn(
          problem,
          'server render: a slot shows its fallback or fetches in the browser',
        );
      const afterBody = renderDocument(template.afterBody, rendered.state, title, [], '', extras);
      body.write(rendered.html);
      body.end(afterBody);
      // Only a whole page is kept: a slot's fallback (a deadline, a fault) is not handed to the next visitors.
      if (rendered.problems.length === 0)
        page.keep?.(`${head}${rendered.html.toString('utf8')}${afterBody}`);
    } catch (error) {
      if (!(error instanceof BrowserRenderingRequested))
        request.log.error({ err: error }, 'server render failed; the browser renders the page');
      body.write(firstFrame(page));
      body.end(renderDocument(template.afterBody, state, title, [], '', extras));
    }
  })().catch((error: unknown) => {
    // Not even the frame: this page is cut short (the browser sees a broken response), never the
    // process, which serves every other page.
    request.log.error({ err: error }, 'the page could not be written; its response is cut short');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return body;
}
