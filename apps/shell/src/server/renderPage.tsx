import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from '@storefront/i18n';
import { serverI18n } from './serverI18n';
import type { i18n } from 'i18next';
import type { InitialState, RemoteProps, ServerRequestContext } from '@storefront/contracts';
import { App } from '../App';
import { SlotEnvironmentContext, type SlotEnvironment, type SlotKey } from '../slots/slotEnvironment';
import { serverRenderedSlots } from './pageSlots';
import { prepareSlots, type LoadedSlotModule, type PreparedSlots } from './prepareSlots';

/** The namespaces the shell's own parts render with (apps/shell/src/index.tsx awaits the same). */
const SHELL_NAMESPACES = ['common', 'shell', 'ui', 'login'] as const;

/**
 * The longest a page's render may take once its slots are prepared: whatever is still pending
 * then (a boundary waiting on something that never comes) goes out as its fallback and is left to
 * the browser (issue 16 item 3).
 */
export const SERVER_RENDER_DEADLINE_MS = 2000;

export interface RenderPageInput {
  state: InitialState;
  context: ServerRequestContext;
  /** The per-response CSP nonce: React's inline scripts of a streamed page carry it. */
  nonce: string;
  load: (slot: SlotKey) => Promise<LoadedSlotModule>;
  /** A problem that cost a slot its remote or its data, or an error inside the render. */
  report: (problem: { slot?: string; stage: string; message: string }) => void;
}

export interface RenderedPage {
  /** The page state with what the server rendered: embed it after the body. */
  state: InitialState;
  /** The body's markup as React streams it; ends when React is done. */
  body: Readable;
}

/** The page as the server renders it: its locale's texts, its own store, its prepared slots. */
export function serverPageTree({ i18n, environment, state, props }: { i18n: i18n; environment: SlotEnvironment; state: InitialState; props: RemoteProps }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* One store per request: pages of different sites and visitors render at once in this process. */}
      <JotaiProvider>
        <SlotEnvironmentContext.Provider value={environment}>
          <App state={state} props={props} />
        </SlotEnvironmentContext.Provider>
      </JotaiProvider>
    </I18nextProvider>
  );
}

/**
 * Renders the composed page on the server (issue 16): prepares every slot (module + data) within
 * its deadline, then streams the shell with each remote's component. Resolves once the shell is
 * ready to stream; rejects when even the shell cannot render (the caller then sends the frame for
 * the browser to render).
 */
export async function renderPage({ state, context, nonce, load, report }: RenderPageInput): Promise<RenderedPage> {
  const prepared: PreparedSlots = await prepareSlots(serverRenderedSlots(state), load, context);
  for (const problem of prepared.problems) report(problem);
  const remoteNamespaces = Object.entries(prepared.outcomes)
    .filter(([, outcome]) => outcome === 'rendered')
    .map(([slot]) => slot.split('/')[0] ?? '');
  const i18n = await serverI18n(state.locale, [...SHELL_NAMESPACES, ...new Set(remoteNamespaces)], prepared.texts);
  const renderedState: InitialState = { ...state, slots: prepared.outcomes, serverData: prepared.serverData };
  const environment: SlotEnvironment = { phase: 'server', outcomes: prepared.outcomes, serverData: prepared.serverData, components: prepared.components };
  const props: RemoteProps = { site: state.site, locale: state.locale, platform: state.platform, pageType: state.pageType, reduced: state.reduced };
  const tree = serverPageTree({ i18n, environment, state: renderedState, props });
  return new Promise<RenderedPage>((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(tree, {
      nonce,
      // Never outline a finished boundary into a hidden segment that a script moves in place (React
      // does so for large ones by default): the body goes out complete, for shoppers without
      // JavaScript and for crawlers.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The whole body at once (the head already went out): a shopper without JavaScript and a
      // crawler get every slot's content in place, never a fallback swapped by a script. Slots are
      // prepared before the render, so waiting costs only what suspends inside a remote.
      onAllReady() {
        clearTimeout(deadline);
        stream.pipe(body);
        resolve({ state: renderedState, body });
      },
      onShellError(error) {
        clearTimeout(deadline);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A remote that throws on the server: its boundary streams its fallback, the browser retries.
        report({ stage: 'render', message: error instanceof Error ? error.message : String(error) });
      },
    });
    const deadline = setTimeout(() => stream.abort(new Error(`the page was not rendered within ${SERVER_RENDER_DEADLINE_MS} ms`)), SERVER_RENDER_DEADLINE_MS);
  });
}
