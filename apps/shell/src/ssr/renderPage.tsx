import { PassThrough, type Readable } from 'node:stream';
import { createElement, type ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from '@storefront/i18n';
import { serverI18n } from './serverI18n';
import type { i18n } from 'i18next';
import {
  type InitialState,
  type RemoteProps,
  type ServerRequestContext,
  slotParts,
} from '@storefront/contracts';
import { App } from '../App';
import {
  SlotEnvironmentContext,
  type SlotEnvironment,
  type SlotKey,
} from '../slots/slotEnvironment';
import { serverRenderedSlots } from './pageSlots';
import { SERVER_RENDER_DEADLINE_MS, SERVER_SLOT_DEADLINE_MS } from './renderDeadlines';
import {
  NO_MARKS,
  prepareSlots,
  type LoadedSlotModule,
  type PreparedSlots,
  type SlotMarks,
} from './prepareSlots';
import { preparePageData, type PreparedPageData } from './preparePageData';
import { PAGE_SERVER_DATA_KEY } from '../pages/pages';

/** The namespaces the shell's own parts render with (apps/shell/src/index.tsx awaits the same). */
const SHELL_NAMESPACES = ['common', 'shell', 'ui', 'login'] as const;

export interface RenderPageInput {
  state: InitialState;
  context: ServerRequestContext;
  /** The per-response CSP nonce: React's inline scripts of a streamed page carry it. */
  nonce: string;
  load: (slot: SlotKey) => Promise<LoadedSlotModule>;
  /** A problem that cost a slot its remote or its data, or an error inside the render. */
  report: (problem: { slot?: string; stage: string; message: string }) => void;
  /** Whose code runs, for the render worker's watchdog; none outside a worker. */
  marks?: SlotMarks;
}

export interface RenderedPage {
  /** The page state with what the server rendered: embed it after the body. */
  state: InitialState;
  /** The body's markup as React streams it; ends when React is done. */
  body: Readable;
  /** Each server-rendered slot's module load and `loadServerData` time in ms (PreparedSlots.durationsMs). */
  slotDurationsMs: Record<string, number>;
}

/** The page as the server renders it: its locale's texts, its own store, its prepared slots. */
export function serverPageTree({
  i18n,
  environment,
  state,
  props,
}: {
  i18n: i18n;
  environment: SlotEnvironment;
  state: InitialState;
  props: RemoteProps;
}) {
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
 * Renders the composed page on the server: prepares every slot (module + data) within
 * its deadline, then streams the shell with each remote's component. Resolves once the shell is
 * ready to stream; rejects when even the shell cannot render (the caller then sends the frame for
 * the browser to render).
 */
export async function renderPage({
  state,
  context,
  nonce,
  load,
  report,
  marks = NO_MARKS,
}: RenderPageInput): Promise<RenderedPage> {
  // The page's own data and its slots' (modules and data) at once, under the same deadline.
  const [prepared, page]: [PreparedSlots, PreparedPageData] = await Promise.all([
    prepareSlots(serverRenderedSlots(state), load, context, SERVER_SLOT_DEADLINE_MS, marks),
    preparePageData(state.pageType, context, SERVER_SLOT_DEADLINE_MS, marks),
  ]);
  for (const problem of prepared.problems) report(problem);
  if (page.problem) report(page.problem);
  const remoteNamespaces = Object.entries(prepared.outcomes)
    .filter(([, outcome]) => outcome === 'rendered')
    .map(([slot]) => slotParts(slot).remote);
  const i18n = await serverI18n(
    state.locale,
    [...SHELL_NAMESPACES, ...new Set(remoteNamespaces)],
    prepared.texts,
  );
  const serverData =
    page.data === undefined
      ? prepared.serverData
      : { ...prepared.serverData, [PAGE_SERVER_DATA_KEY]: page.data };
  const renderedState: InitialState = { ...state, slots: prepared.outcomes, serverData };
  // The slot whose code React is rendering: React renders a slot's subtree right after its marked
  // wrapper, so a throw reported now is that slot's (its boundary streams its fallback). Named in
  // the problem, the server's outcome of the slot is `error`, not `rendered`.
  let rendering: SlotKey | undefined;
  const components = markedComponents(prepared.components, {
    enter(slot) {
      rendering = slot;
      marks.enter(slot);
    },
    leave: () => marks.leave(),
  });
  const environment: SlotEnvironment = {
    phase: 'server',
    outcomes: prepared.outcomes,
    serverData,
    components,
  };
  const props: RemoteProps = {
    site: state.site,
    locale: state.locale,
    platform: state.platform,
    pageType: state.pageType,
    reduced: state.reduced,
  };
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
        marks.leave();
        stream.pipe(body);
        resolve({ state: renderedState, body, slotDurationsMs: prepared.durationsMs });
      },
      onShellError(error) {
        clearTimeout(deadline);
        marks.leave();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A remote that throws on the server: its boundary streams its fallback, the browser retries.
        report({
          ...(rendering === undefined ? {} : { slot: rendering }),
          stage: 'render',
          message: error instanceof Error ? error.message : String(error),
        });
      },
    });
    const deadline = setTimeout(
      () =>
        stream.abort(new Error(`the page was not rendered within ${SERVER_RENDER_DEADLINE_MS} ms`)),
      SERVER_RENDER_DEADLINE_MS,
    );
  });
}

/**
 * Each slot's component behind one that first marks the slot's code as running: React renders a
 * slot's subtree right after it, so a remote stuck in its render is named. One more function
 * component with a single child: no DOM and no `useId` fork, so hydration sees the same tree.
 */
function markedComponents(
  components: ReadonlyMap<string, ComponentType<never>>,
  marks: SlotMarks,
): Map<string, ComponentType<never>> {
  return new Map(
    [...components].map(([slot, Component]) => {
      const Marked = (props: object) => {
        marks.enter(slot as SlotKey);
        return createElement(Component, props as never);
      };
      Marked.displayName = `Marked(${slot})`;
      return [slot, Marked as ComponentType<never>];
    }),
  );
}
