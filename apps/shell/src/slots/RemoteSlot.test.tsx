import { Suspense, type ReactElement, type ReactNode } from 'react';
import type { RemoteProps } from '@storefront/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemote, RemoteSlot } from './RemoteSlot';
import { afterFirstPaint, markShellRendered } from './firstPaint';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);

function Throws(): never {
  throw new Error('render failed');
}

/** What the shell hands every slot. */
const PAGE: RemoteProps = {
  site: 'HU',
  locale: 'hu-HU',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
};

// Each test uses other modules of the catalogue: a module's load is kept for the page's life.
beforeAll(async () => {
  markShellRendered();
  await afterFirstPaint();
});
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('renders the remote with the props the shell gives it', async () => {
    loadRemoteMock.mockResolvedValue({
      default: ({ site, locale }: RemoteProps) => <p>{`sign-up for ${site} in ${locale}`}</p>,
    });
    render(<RemoteSlot slot="newsletter/SignUp" props={PAGE} fallback={<p>fallback</p>} />);
    expect(await screen.findByText('sign-up for HU in hu-HU')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('newsletter/SignUp');
  });

  it('shows the fallback when the remote throws while rendering, and keeps its neighbours', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => ({
      default: id === 'footer/Footer' ? Throws : () => <p>neighbour</p>,
    }));
    render(
      <>
        <RemoteSlot slot="footer/Footer" props={PAGE} fallback={<p>footer fallback</p>} />
        <RemoteSlot slot="cart/MiniCart" props={PAGE} fallback={<p>cart fallback</p>} />
      </>,
    );
    expect(await screen.findByText('footer fallback')).toBeInTheDocument();
    expect(await screen.findByText('neighbour')).toBeInTheDocument();
    expect(screen.queryByText('cart fallback')).not.toBeInTheDocument();
  });

  it('marks each of its instances live, not only the first, when a slot is on the page many times', async () => {
    loadRemoteMock.mockResolvedValue({
      default: ({ productId }: { productId: string }) => (
        <button type="button">{`add ${productId}`}</button>
      ),
    });
    const { container } = render(
      <>
        <RemoteSlot
          slot="cart/AddToCartButton"
          props={{ ...PAGE, productId: '100001', productTitle: 'Kávé', available: true }}
          fallback={<p>fallback</p>}
        />
        <RemoteSlot
          slot="cart/AddToCartButton"
          props={{ ...PAGE, productId: '100002', productTitle: 'Kávé', available: true }}
          fallback={<p>fallback</p>}
        />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'add 100002' })).toBeInTheDocument();
    const wrappers = [...container.querySelectorAll('[data-slot="cart/AddToCartButton"]')];
    expect(wrappers).toHaveLength(2);
    await waitFor(() =>
      expect(wrappers.map((wrapper) => wrapper.getAttribute('data-hydrated'))).toEqual([
        'true',
        'true',
      ]),
    );
  });

  it('shows the fallback when the remote cannot be loaded', async () => {
    loadRemoteMock.mockRejectedValue(new Error('manifest 404'));
    render(
      <RemoteSlot slot="search/SearchResults" props={PAGE} fallback={<p>search fallback</p>} />,
    );
    expect(await screen.findByText('search fallback')).toBeInTheDocument();
  });

  it('holds back the remote it sits in until it is loaded too, so that one appears complete', async () => {
    let resolveInner: (module: { default: () => ReactElement }) => void = () => undefined;
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'search/SearchBox'
        ? new Promise((resolve) => (resolveInner = resolve))
        : Promise.resolve({
            default: ({ searchSlot }: { searchSlot: ReactNode }) => (
              <div>header with {searchSlot}</div>
            ),
          }),
    );
    const inner = (
      <RemoteSlot
        slot="search/SearchBox"
        props={PAGE}
        fallback={<p>inner fallback</p>}
        ownPlaceholder={false}
      />
    );
    render(
      <Suspense fallback={<p>outer placeholder</p>}>
        <RemoteSlot
          slot="navigation/Header"
          props={{ ...PAGE, searchSlot: inner }}
          fallback={<p>outer fallback</p>}
          placeholder={<p>outer placeholder</p>}
        />
      </Suspense>,
    );
    // The outer remote is loaded and rendering; its inner slot is still loading.
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('search/SearchBox'));
    expect(screen.getByText('outer placeholder')).toBeInTheDocument();
    expect(screen.queryByText(/^header with/)).not.toBeInTheDocument();
    resolveInner({ default: () => <span>inner</span> });
    expect(await screen.findByText('inner')).toBeInTheDocument();
    expect(screen.getByText(/^header with/)).toHaveTextContent('header with inner');
    expect(screen.queryByText('outer placeholder')).not.toBeInTheDocument();
  });

  it('starts loading when preloaded, before it renders; a failure then shows the fallback once it renders', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    loadRemoteMock.mockRejectedValue(new Error('entry 500'));
    preloadRemote('cart', 'CartPage');
    expect(loadRemoteMock).toHaveBeenCalledWith('cart/CartPage');
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <RemoteSlot
        slot="cart/CartPage"
        props={{ ...PAGE, demo: false }}
        fallback={<p>cart link</p>}
      />,
    );
    expect(await screen.findByText('cart link')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'cart/CartPage')).toHaveLength(1);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('loads only what the exposed-module catalogue lists, with the props it gives (checked when the shell is compiled)', () => {
    const NO_SITE = { locale: 'de-DE' } as const;
    const slots = [
      // @ts-expect-error -- the cart exposes no "Wishlist" to the shell
      <RemoteSlot key="1" slot="cart/Wishlist" props={PAGE} fallback={null} />,
      // @ts-expect-error -- the footer takes FooterProps: the page's site is missing
      <RemoteSlot key="2" slot="footer/Footer" props={NO_SITE} fallback={null} />,
      // @ts-expect-error -- a function, not a component: no slot can load it
      <RemoteSlot key="3" slot="cart/externalCartChange" props={PAGE} fallback={null} />,
    ];
    expect(slots).toHaveLength(3);
  });
});
