import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { I18nextProvider } from '@storefront/i18n';
import { serverI18n } from '../ssr/serverI18n';
import type { InitialState, RemoteProps } from '@storefront/contracts';
import { App } from '../App';
import { SlotEnvironmentContext, browserSlotEnvironment } from './slotEnvironment';
import { serverPageTree } from '../ssr/renderPage';
import { loadExposed } from '../federation/loadExposed';
import { STRANGER_HOME_STATE } from '../state/initialState';

jest.mock('../federation/loadExposed', () => ({
  ...jest.requireActual('../federation/loadExposed'),
  loadExposed: jest.fn(),
}));
const loadMock = jest.mocked(loadExposed);
// The login renewal asks the network on hydration; it has tests of its own (features/login-renewal),
// and its failed requests to a server this test has none of kept jest from exiting.
jest.mock('../features/login-renewal/LoginRenewal', () => ({ LoginRenewal: () => null }));

function Header({
  site,
  searchSlot,
  miniCartSlot,
  serverData,
}: RemoteProps & { searchSlot?: React.ReactNode; miniCartSlot?: React.ReactNode }) {
  return (
    <header>
      <a href="/c/coffee">{`${site} ${(serverData as { label?: string } | undefined)?.label ?? 'no data'}`}</a>
      {searchSlot}
      {miniCartSlot}
    </header>
  );
}
const SearchBox = () => <form role="search" action="/search" />;
const MiniCart = () => <a href="/cart">cart remote</a>;
const SignUp = () => <form aria-label="newsletter" />;
const Footer = ({ newsletterSlot }: { newsletterSlot?: React.ReactNode }) => (
  <>
    {newsletterSlot}
    <footer />
  </>
);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test doubles of components with different props
type AnyComponent = ComponentType<any>;
const components: Record<string, AnyComponent> = {
  'navigation/Header': Header,
  'search/SearchBox': SearchBox,
  'cart/MiniCart': MiniCart,
  'newsletter/SignUp': SignUp,
  'footer/Footer': Footer,
};

const base: InitialState = {
  ...STRANGER_HOME_STATE,
  site: 'HU',
  locale: 'hu-HU',
  pageType: 'notFound',
  reduced: true,
  path: '/x',
};

describe('hydrating the server-rendered page', () => {
  it('matches the server HTML, keeps it while remotes load, and retries a slot the server gave its fallback', async () => {
    const state: InitialState = {
      ...base,
      reduced: false,
      slots: {
        'navigation/Header': 'rendered',
        'search/SearchBox': 'rendered',
        'cart/MiniCart': 'fallback',
        'newsletter/SignUp': 'rendered',
        'footer/Footer': 'rendered',
      },
      serverData: { 'navigation/Header': { label: 'kávé' } },
    };
    const props: RemoteProps = {
      site: 'HU',
      locale: 'hu-HU',
      platform: 'CLASSIC',
      pageType: 'notFound',
      reduced: false,
    };
    const i18n = await serverI18n('hu-HU', ['common', 'shell', 'ui']);
    const server = {
      phase: 'server' as const,
      outcomes: state.slots ?? {},
      serverData: state.serverData ?? {},
      components: new Map(Object.entries(components) as [string, ComponentType<never>][]),
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      serverPageTree({ i18n, environment: server, state, props }),
    );
    document.body.appendChild(container);
    expect(screen.getByRole('link', { name: 'HU kávé' })).toBeInTheDocument();
    // The server's cart fallback, in Hungarian.
    expect(container.querySelector('[data-fallback="cart"]')).not.toBeNull();

    let resolveHeader: (module: { default: AnyComponent }) => void = () => undefined;
    loadMock.mockImplementation((remote, module) => {
      const key = `${remote}/${module}`;
      if (key === 'navigation/Header') return new Promise((resolve) => (resolveHeader = resolve));
      return Promise.resolve({ default: components[key] as AnyComponent });
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <I18nextProvider i18n={i18n}>
          <SlotEnvironmentContext.Provider value={browserSlotEnvironment(state)}>
            <App state={state} props={props} />
          </SlotEnvironmentContext.Provider>
        </I18nextProvider>,
        { onRecoverableError: recoverable },
      );
    });
    // The header's code is still loading: its server HTML stays as it was.
    expect(screen.getByRole('link', { name: 'HU kávé' })).toBeInTheDocument();
    await act(async () => resolveHeader({ default: Header }));
    expect(screen.getByRole('link', { name: 'HU kávé' })).toBeInTheDocument();
    // The cart slot the server could only give its fallback: the browser asked the remote again.
    expect(await screen.findByRole('link', { name: 'cart remote' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(
      errors.mock.calls.filter(([message]) => /hydrat|did not match/i.test(String(message))),
    ).toEqual([]);
    errors.mockRestore();
    // The page's own timers (login renewal, cookie polls) end with it, as they do when a shopper leaves.
    act(() => root?.unmount());
  });
});
