/** @jest-environment node */
import type { InitialState, RemoteProps, ServerRequestContext } from '@storefront/contracts';
import type { ComponentType } from 'react';
import { renderPage } from './renderPage';
import type { LoadedSlotModule } from './prepareSlots';
import { STRANGER_HOME_STATE } from '../state/initialState';

const state: InitialState = {
  ...STRANGER_HOME_STATE,
  site: 'TR',
  locale: 'tr-TR',
  pageType: 'search',
  path: '/search',
};
const context: ServerRequestContext = {
  ...state,
  query: 'q=kahve',
  cookies: {},
  fetchService: () => Promise.resolve({ status: 200, body: {} }),
};

function Header({
  searchSlot,
  miniCartSlot,
  site,
}: RemoteProps & { searchSlot?: React.ReactNode; miniCartSlot?: React.ReactNode }) {
  return (
    <header>
      <a href="/c/coffee">{`${site} coffee`}</a>
      {searchSlot}
      {miniCartSlot}
    </header>
  );
}
function Results({ serverData }: RemoteProps) {
  const hits = (serverData as { hits?: string[] } | undefined)?.hits ?? [];
  return (
    <ul>
      {hits.map((hit) => (
        <li key={hit}>
          <a href={`/p/${hit}`}>{hit}</a>
        </li>
      ))}
    </ul>
  );
}
function Thrower(): never {
  throw new Error('sign-up broke on the server');
}

const modules: Record<string, LoadedSlotModule> = {
  'navigation/Header': { default: Header as ComponentType<never> },
  'search/SearchBox': {
    default: (() => <form role="search" action="/search" />) as ComponentType<never>,
  },
  'search/SearchResults': {
    default: Results as ComponentType<never>,
    loadServerData: (ctx) => Promise.resolve({ hits: [new URLSearchParams(ctx.query).get('q')] }),
  },
  'newsletter/SignUp': { default: Thrower as ComponentType<never> },
};

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

describe('renderPage', () => {
  it('streams the composed page with each remote, its server data, and the fallbacks of those that failed', async () => {
    const report = jest.fn();
    const load = (slot: string) =>
      modules[slot]
        ? Promise.resolve(modules[slot])
        : Promise.reject(new Error(`${slot} unreachable`));
    const page = await renderPage({ state, context, nonce: 'n0nce', load, report });
    const html = await text(page.body);
    // The header remote with the search box nested in it, the results with their data.
    expect(html).toContain('<a href="/c/coffee">TR coffee</a>');
    expect(html).toContain('<form role="search" action="/search">');
    expect(html).toContain('<a href="/p/kahve">kahve</a>');
    // The cart could not load: its fallback, a link to the cart page, in Turkish.
    expect(html).toMatch(/<a href="\/service\/cartfrontend\/cart"[^>]*>Sepet<\/a>/);
    // The footer could not load: the static footer keeps the contentinfo landmark.
    expect(html).toMatch(/<footer[^>]*data-fallback="footer"/);
    // The sign-up threw: its usable fallback (a link to the sign-up page) went out instead.
    expect(html).toContain(
      '<a href="/subscribenewsletter" data-fallback="newsletter">E-bültene abone ol</a>',
    );
    expect(page.state.slots).toEqual({
      'navigation/Header': 'rendered',
      'search/SearchBox': 'rendered',
      'cart/MiniCart': 'fallback',
      'search/SearchResults': 'rendered',
      'newsletter/SignUp': 'rendered',
      'footer/Footer': 'fallback',
    });
    expect(page.state.serverData).toEqual({ 'search/SearchResults': { hits: ['kahve'] } });
    // A remote that throws while rendering is reported, named; its boundary is left to the browser.
    expect(report).toHaveBeenCalledWith({
      slot: 'newsletter/SignUp',
      stage: 'render',
      message: 'sign-up broke on the server',
    });
  });
});
