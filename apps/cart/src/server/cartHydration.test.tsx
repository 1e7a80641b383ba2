import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { RemoteProps } from '@storefront/contracts';
import MiniCart from '../expose/MiniCart';
import CartPage from '../expose/CartPage';
import AddToCartButton from '../expose/AddToCartButton';
import { fetchCart, postCartChange } from '../shared/cart-state/cartApi';
import { startCart } from '../shared/cart-state/cartStore';
import { CART_STORAGE_KEY } from '../shared/cart-state/constants';
import { cartPriceTexts } from '../shared/cart-state/priceTexts';
import { fullCart } from '../shared/cart-state/testCarts';
import { localeInstance, SSR_SITES, withTexts, serverRenderAndHydrate } from '@storefront/testing';

jest.mock('../shared/cart-state/cartApi', () => ({
  ...jest.requireActual('../shared/cart-state/cartApi'),
  fetchCart: jest.fn(),
  postCartChange: jest.fn(),
}));
const fetchCartMock = jest.mocked(fetchCart);
const postMock = jest.mocked(postCartChange);

let cleanup: (() => void) | undefined;
beforeEach(() => {
  window.localStorage.clear();
  fetchCartMock.mockReset();
  postMock.mockReset();
});
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

/** The server renders in a store of its own; the browser hydrates in the page's store. */
async function hydrate(
  locale: Parameters<typeof localeInstance>[0],
  element: (store: ReturnType<typeof createStore>) => React.ReactElement,
  browserStore = createStore(),
) {
  const i18n = await localeInstance(locale, ['cart']);
  const page = await serverRenderAndHydrate(
    withTexts(i18n, element(createStore())),
    withTexts(i18n, element(browserStore)),
  );
  cleanup = page.unmount;
  return { ...page, i18n, store: browserStore };
}

describe.each(SSR_SITES)('on $site', ({ site, locale }) => {
  const props: RemoteProps = {
    site,
    locale,
    platform: 'CLASSIC',
    pageType: 'home',
    reduced: false,
  };

  it('the mini cart hydrates over its server HTML with the server’s cart, without a mismatch or a second fetch', async () => {
    const cartEvents: unknown[] = [];
    const listen = (event: Event) => cartEvents.push((event as CustomEvent).detail);
    window.addEventListener('cart:cart-data-changed', listen);
    const page = await hydrate(locale, (store) => (
      <Provider store={store}>
        <MiniCart {...props} serverData={{ cart: fullCart() }} />
      </Provider>
    ));
    window.removeEventListener('cart:cart-data-changed', listen);
    expect(page.errors).toEqual([]);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^6$/);
    expect(fetchCartMock).not.toHaveBeenCalled();
    // The seed is the page's cart now: kept for the next page's quick start, its count reported.
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({
      site,
      cart: fullCart(),
    });
    expect(cartEvents).toEqual([{ itemCount: 6 }]);
    // After hydration the panel works from the seeded store.
    fireEvent.click(
      screen.getByRole('button', { name: page.i18n.t('flyout.toggle', { ns: 'cart' }) }),
    );
    expect(within(screen.getByRole('region')).getByText('Barista Espresso')).toBeVisible();
  });

  it('the cart page hydrates with its lines, fetches nothing again, and removing works after hydration', async () => {
    postMock.mockResolvedValue({ status: 'unchanged' });
    const page = await hydrate(locale, (store) => (
      <Provider store={store}>
        <MiniCart {...props} pageType="basket" serverData={{ cart: fullCart() }} />
        <CartPage {...props} pageType="basket" serverData={{ cart: fullCart() }} />
      </Provider>
    ));
    expect(page.errors).toEqual([]);
    expect(fetchCartMock).not.toHaveBeenCalled();
    const heading = screen.getByRole('heading', { level: 1 });
    const cartPage = heading.closest('section')!;
    const removeEspresso = within(cartPage).getByRole('button', {
      name: page.i18n.t('remove', { ns: 'cart', title: 'Barista Espresso' }),
    });
    await act(async () => fireEvent.click(removeEspresso));
    expect(postMock).toHaveBeenCalledWith(site, {
      setArticle: { productId: '100001', tcm: 'tcm:100001', quantity: 0 },
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^4$/);
  });

  it('the cart page shows the prices as the server wrote them and formats none in the browser', async () => {
    // Issue 27: a page's first Intl.NumberFormat loads the locale's number data, a long task of its own.
    const serverData = JSON.parse(
      JSON.stringify({ cart: fullCart(), priceTexts: cartPriceTexts(fullCart(), site) }),
    ) as unknown;
    const written = (serverData as { priceTexts: Record<string, string> }).priceTexts;
    // Any number formatting: a new Intl.NumberFormat or one kept from an earlier render.
    // `format` is an accessor in ECMA-402 (it returns a bound function); TypeScript types it as a method.
    const formatUse = jest.spyOn(
      Intl.NumberFormat.prototype as unknown as { format: unknown },
      'format',
      'get',
    );
    const newFormat = jest.spyOn(Intl, 'NumberFormat');
    const page = await hydrate(locale, (store) => (
      <Provider store={store}>
        <CartPage {...props} pageType="basket" serverData={serverData} />
      </Provider>
    ));
    expect(formatUse).not.toHaveBeenCalled();
    expect(newFormat).not.toHaveBeenCalled();
    formatUse.mockRestore();
    newFormat.mockRestore();
    expect(page.errors).toEqual([]);
    const lines = within(
      screen.getByRole('list', { name: page.i18n.t('items.label', { ns: 'cart' }) }),
    ).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Barista Espresso');
    expect(lines[0]?.textContent).toContain(written['20'] ?? 'no text for 20');
  });

  it('the add-to-cart button hydrates without a mismatch', async () => {
    const page = await hydrate(locale, () => (
      <AddToCartButton
        {...props}
        pageType="ProductDetailPage"
        productId="100101"
        productTitle="Kaffeemühle"
        available
      />
    ));
    expect(page.errors).toEqual([]);
    expect(screen.getByRole('button')).toBeEnabled();
  });
});

it('hydrates as the server rendered even when the page’s store already holds another cart, then shows that one', async () => {
  const browserStore = createStore();
  // Another cart slot hydrated first and has loaded a newer cart since.
  fetchCartMock.mockResolvedValue(fullCart({ numberOfArticles: 9 }));
  const stop = startCart(browserStore, 'HU');
  await act(async () => undefined);
  const page = await hydrate(
    'hu-HU',
    (store) => (
      <Provider store={store}>
        <MiniCart
          site="HU"
          locale="hu-HU"
          platform="CLASSIC"
          pageType="home"
          reduced={false}
          serverData={{ cart: fullCart() }}
        />
      </Provider>
    ),
    browserStore,
  );
  expect(page.html).toContain('>6</span>');
  expect(page.errors).toEqual([]);
  expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^9$/);
  stop();
});

it('without server data the mini cart hydrates without a badge, then loads the cart as before', async () => {
  fetchCartMock.mockResolvedValue(fullCart({ numberOfArticles: 3 }));
  const page = await hydrate('tr-TR', (store) => (
    <Provider store={store}>
      <MiniCart site="TR" locale="tr-TR" platform="CLASSIC" pageType="home" reduced={false} />
    </Provider>
  ));
  expect(page.html).not.toContain('cart-badge');
  expect(page.errors).toEqual([]);
  expect(fetchCartMock).toHaveBeenCalledWith('TR', false);
  expect(await screen.findByRole('link', { name: 'Sepet, 3 ürün' })).toBeVisible();
});
