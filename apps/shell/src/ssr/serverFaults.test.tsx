/** @jest-environment node */
import {
  REMOTE_NAMES,
  type InitialState,
  type RemoteName,
  type ServerRequestContext,
} from '@storefront/contracts';
import type { ComponentType, ReactNode } from 'react';
import { renderPage } from './renderPage';
import { SERVER_SLOT_DEADLINE_MS, type LoadedSlotModule } from './prepareSlots';
import { serverRenderedSlots } from './pageSlots';
import { STRANGER_HOME_STATE } from '../state/initialState';
import { useTranslation } from '@storefront/i18n';

/**
 * The server side of the fault matrix (issue 16 item 3): every remote, every way it can fail while
 * the document server renders. The page still streams; the broken remote's slots carry their usable
 * fallback (marked data-fallback), every other remote is in the HTML, and the page state tells the
 * browser which slots to try again.
 */
const state: InitialState = {
  ...STRANGER_HOME_STATE,
  pageType: 'search',
  staff: true,
  path: '/search',
};
const context: ServerRequestContext = {
  ...state,
  query: 'q=kaffee',
  cookies: {},
  fetchService: () => Promise.resolve({ status: 200, body: {} }),
};
const never = new Promise<never>(() => undefined);

/** A stand-in for each exposed module: its boundary marker, and the slots it holds. */
function stand(remote: RemoteName): ComponentType<never> {
  const Stand = ({
    searchSlot,
    miniCartSlot,
    newsletterSlot,
  }: {
    searchSlot?: ReactNode;
    miniCartSlot?: ReactNode;
    newsletterSlot?: ReactNode;
  }) => (
    <div data-boundary={remote}>
      {searchSlot}
      {miniCartSlot}
      {newsletterSlot}
    </div>
  );
  return Stand as ComponentType<never>;
}
function Throws(): never {
  throw new Error('render failed');
}
/** Writes into the page's texts, which the render worker's pages share (serverI18n.ts): refused. */
function WritesTexts(): ReactNode {
  const { i18n } = useTranslation();
  i18n.addResource(i18n.language, 'common', 'skipToContent', 'Written by another team');
  return <div>wrote</div>;
}

interface ServerFault {
  name: string;
  module: (remote: RemoteName) => Promise<LoadedSlotModule>;
  /** The slot keeps its remote's markup (only its data is left to the browser). */
  keepsRemote?: boolean;
}
const SERVER_FAULTS: ServerFault[] = [
  {
    name: 'server container unreachable',
    module: () => Promise.reject(new Error('ENOENT remoteEntry.js')),
  },
  { name: 'server container hangs', module: () => never },
  {
    name: 'exposed module is not a component',
    module: () => Promise.resolve({ default: 'oops' as unknown as ComponentType<never> }),
  },
  {
    name: 'component throws while rendering',
    module: () => Promise.resolve({ default: Throws as ComponentType<never> }),
  },
  {
    name: 'component writes into the shared texts',
    module: () => Promise.resolve({ default: WritesTexts as ComponentType<never> }),
  },
  {
    name: 'server data fails',
    module: (remote) =>
      Promise.resolve({
        default: stand(remote),
        loadServerData: () => Promise.reject(new Error('500')),
      }),
    keepsRemote: true,
  },
  {
    name: 'server data hangs',
    module: (remote) => Promise.resolve({ default: stand(remote), loadServerData: () => never }),
    keepsRemote: true,
  },
];

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

afterEach(() => jest.useRealTimers());

describe.each(REMOTE_NAMES.filter((remote) => remote !== 'preview'))(
  'server fault matrix: %s',
  (broken) => {
    it.each(SERVER_FAULTS)(
      '$name: the page streams, the others render, the slot shows its fallback',
      async (fault) => {
        // Only the deadlines are faked: React's server renderer schedules its work with setImmediate.
        jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
        const load = (slot: string) => {
          const remote = slot.split('/')[0] as RemoteName;
          return remote === broken
            ? fault.module(remote)
            : Promise.resolve({ default: stand(remote) });
        };
        const rendering = renderPage({ state, context, nonce: 'n', load, report: () => undefined });
        await jest.advanceTimersByTimeAsync(SERVER_SLOT_DEADLINE_MS);
        let prepared = false;
        void rendering.then(() => (prepared = true));
        for (let i = 0; i < 50 && !prepared; i += 1) await jest.advanceTimersByTimeAsync(10);
        const page = await rendering;
        jest.useRealTimers();
        const markup = await html(page.body);
        for (const other of REMOTE_NAMES.filter(
          (remote) => remote !== broken && remote !== 'preview',
        )) {
          expect(markup).toContain(`data-boundary="${other}"`);
        }
        if (fault.keepsRemote) {
          expect(markup).toContain(`data-boundary="${broken}"`);
          expect(page.state.serverData ?? {}).toEqual({});
        } else {
          expect(markup).not.toContain(`data-boundary="${broken}"`);
          expect(markup).toContain(`data-fallback="${broken}"`);
        }
        // Failed before rendering: the state says 'fallback' so the browser asks the remote again;
        // thrown while rendering: React marked the boundary for the browser to render.
        const brokenSlots = serverRenderedSlots(state).filter((slot) =>
          slot.startsWith(`${broken}/`),
        );
        const throwsInRender =
          fault.name === 'component throws while rendering' ||
          fault.name === 'component writes into the shared texts';
        const expected = fault.keepsRemote || throwsInRender ? 'rendered' : 'fallback';
        for (const slot of brokenSlots) expect(page.state.slots?.[slot]).toBe(expected);
        // Whatever the broken remote did, the next page's texts are the site's own.
        expect(markup).not.toContain('Written by another team');
      },
    );
  },
);

test('the preview panel never renders on the server: shoppers and crawlers never get its code or markup', () => {
  expect(
    serverRenderedSlots({ pageType: 'home', reduced: false }).some((slot) =>
      slot.startsWith('preview/'),
    ),
  ).toBe(false);
});
