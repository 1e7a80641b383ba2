/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import type { AddToCartProps, CartPageProps, RemoteProps } from '@storefront/contracts';
import MiniCart, { loadServerData as loadMiniCartData } from '../expose/MiniCart';
import CartPage, { loadServerData as loadCartPageData } from '../expose/CartPage';
import AddToCartButton from '../expose/AddToCartButton';
import { fullCart } from '../shared/cart-state/testCarts';
import { fakeContext, localeInstance, SSR_SITES, withTexts } from '@storefront/testing';

// Issue 16: the exposed modules render in the document server (no window), each page in its own jotai store.
const TEXTS = {
  DE: {
    label: 'Warenkorb',
    six: '6 Artikel',
    zero: '0 Artikel',
    heading: 'Ihr Warenkorb',
    empty: 'Ihr Warenkorb ist leer.',
    add: 'In den Warenkorb',
    price: '20,00',
  },
  HU: {
    label: 'Kosár',
    six: '6 termék',
    zero: '0 termék',
    heading: 'Az Ön kosara',
    empty: 'A kosár üres.',
    add: 'Kosárba',
    price: '20\u00a0Ft',
  },
  TR: {
    label: 'Sepet',
    six: '6 ürün',
    zero: '0 ürün',
    heading: 'Sepetiniz',
    empty: 'Sepetiniz boş.',
    add: 'Sepete ekle',
    price: '₺20,00',
  },
} as const;

const cartAnswer =
  (cart = fullCart()) =>
  () =>
    Promise.resolve({ status: 200, body: { cart } });

it('runs without a DOM, as the document server does', () => {
  expect(typeof window).toBe('undefined');
});

describe.each(SSR_SITES)('on $site', ({ site, locale }) => {
  const texts = TEXTS[site];
  const props: RemoteProps = {
    site,
    locale,
    platform: 'CLASSIC',
    pageType: 'home',
    reduced: false,
  };
  const render = async (element: React.ReactElement) =>
    renderToString(
      withTexts(
        await localeInstance(locale, ['cart']),
        <Provider store={createStore()}>{element}</Provider>,
      ),
    );

  it('the mini cart is a link to the cart page with the count of the visitor’s cart and its name in the site’s language', async () => {
    const { context, fetchService } = fakeContext({
      site,
      locale,
      cookies: { cart_id: 'abcdefghijklmnop1234' },
      answer: cartAnswer(),
    });
    const data = await loadMiniCartData(context);
    expect(fetchService).toHaveBeenCalledWith('/service/cart/api/cart');
    const html = await render(
      <MiniCart {...props} serverData={JSON.parse(JSON.stringify(data))} />,
    );
    expect(html).toMatch(
      new RegExp(
        `<a href="/service/cartfrontend/cart" [^>]*aria-label="${texts.label}, ${texts.six}"`,
      ),
    );
    expect(html).toMatch(/data-testid="cart-badge">6<\/span>/);
    // The panel is closed: its toggle says so, and its lines render only when opened (JavaScript).
    expect(html).toContain('aria-expanded="false"');
  });

  it('without a cart cookie the mini cart asks nothing and shows 0', async () => {
    const { context, fetchService } = fakeContext({ site, locale, cookies: { other: 'x' } });
    const html = await render(<MiniCart {...props} serverData={await loadMiniCartData(context)} />);
    expect(fetchService).not.toHaveBeenCalled();
    expect(html).toMatch(new RegExp(`aria-label="${texts.label}, ${texts.zero}"`));
    expect(html).toMatch(/data-testid="cart-badge">0<\/span>/);
  });

  it('the cart page lists the visitor’s lines with prices in the first HTML', async () => {
    const { context } = fakeContext({
      site,
      locale,
      pageType: 'basket',
      cookies: { '__Host-cart_id': 'abcdefghijklmnop1234' },
      answer: cartAnswer(),
    });
    const pageProps: CartPageProps = { ...props, pageType: 'basket' };
    const html = await render(
      <CartPage {...pageProps} serverData={await loadCartPageData(context)} />,
    );
    expect(html).toContain(`<h1 id="cart-heading">${texts.heading}</h1>`);
    expect(html).toContain('Barista Espresso');
    expect(html).toContain('Geschenkkarte');
    expect(html).toContain(texts.price);
    expect(html).not.toContain(texts.empty);
  });

  it('the cart page of an empty cart says so', async () => {
    const html = await render(
      <CartPage
        {...props}
        pageType="basket"
        serverData={{
          cart: fullCart({
            articles: [],
            freeArticles: [],
            giftCards: [],
            partnerProducts: [],
            subscriptions: [],
            numberOfArticles: 0,
          }),
        }}
      />,
    );
    expect(html).toContain(texts.empty);
  });

  it('the add-to-cart button renders on the server, named with its product', async () => {
    const addProps: AddToCartProps = {
      ...props,
      pageType: 'ProductDetailPage',
      productId: '100101',
      productTitle: 'Kaffeemühle',
      available: true,
    };
    const html = await render(<AddToCartButton {...addProps} />);
    expect(html).toMatch(new RegExp(`<button [^>]*aria-label="${texts.add}: Kaffeemühle"[^>]*>`));
    expect(html).toContain(texts.add);
  });
});

describe('without usable server data', () => {
  const props: RemoteProps = {
    site: 'DE',
    locale: 'de-DE',
    platform: 'CLASSIC',
    pageType: 'home',
    reduced: false,
  };

  it.each([
    ['none', undefined],
    ['a count that is no count', { cart: fullCart({ numberOfArticles: -3 }) }],
    ['a fractional count', { cart: fullCart({ numberOfArticles: 1.5 }) }],
    ['a cart without its lists', { cart: { numberOfArticles: 4 } }],
    ['a string', 'cart'],
  ])(
    'the mini cart for %s is the plain link, no badge (the browser loads the cart)',
    async (_name, serverData) => {
      const i18n = await localeInstance('de-DE', ['cart']);
      const html = renderToString(withTexts(i18n, <MiniCart {...props} serverData={serverData} />));
      expect(html).toMatch(
        /<a href="\/service\/cartfrontend\/cart" [^>]*aria-label="Warenkorb, 0 Artikel"/,
      );
      expect(html).not.toContain('cart-badge');
    },
  );
});

describe('loadServerData of the mini cart and the cart page', () => {
  it('is one loader: both read the visitor’s cart', () => {
    expect(loadMiniCartData).toBe(loadCartPageData);
  });

  it.each([
    [
      'an error status',
      () => Promise.resolve({ status: 503, body: { error: 'CARTSTORAGE_UNAVAILABLE' } }),
    ],
    [
      'a body that is no cart',
      () => Promise.resolve({ status: 200, body: { cart: { numberOfArticles: '6' } } }),
    ],
    [
      'a negative count',
      () => Promise.resolve({ status: 200, body: { cart: fullCart({ numberOfArticles: -1 }) } }),
    ],
    ['no body', () => Promise.resolve({ status: 200, body: undefined })],
    ['a call that fails', () => Promise.reject(new Error('boom'))],
  ])(
    'fails for %s, so the slot renders without data and the browser loads the cart',
    async (_name, answer) => {
      const { context } = fakeContext({ cookies: { cart_id: 'abcdefghijklmnop1234' }, answer });
      await expect(loadMiniCartData(context)).rejects.toThrow();
    },
  );

  it('keeps only the cart of the answer, without fields the schema does not know', async () => {
    const { context } = fakeContext({
      cookies: { cart_id: 'abcdefghijklmnop1234' },
      answer: () =>
        Promise.resolve({
          status: 200,
          body: {
            cart: { ...fullCart(), injected: '<script>' },
            addedProduct: fullCart().articles[0],
            extra: 1,
          },
        }),
    });
    const data = await loadMiniCartData(context);
    // And each line's price written for the site, so the browser need not format it (issue 27).
    expect(data).toEqual({
      cart: fullCart(),
      priceTexts: { '0': '0,00', '14.99': '14,99', '19.99': '19,99', '20': '20,00', '25': '25,00' },
    });
  });

  it('an empty or inherited cookie name is no cart', async () => {
    for (const cookies of [
      { cart_id: '' },
      Object.create({ cart_id: 'inherited' }) as Record<string, string>,
      {},
    ]) {
      const { context, fetchService } = fakeContext({ cookies });
      await expect(loadMiniCartData(context)).resolves.toEqual({
        cart: expect.objectContaining({ numberOfArticles: 0, articles: [] }),
        priceTexts: {},
      });
      expect(fetchService).not.toHaveBeenCalled();
    }
  });
});
