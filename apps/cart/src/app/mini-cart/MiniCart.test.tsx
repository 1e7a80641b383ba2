import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { RemoteProps } from '@storefront/contracts';
import { useTestLocale } from '@storefront/i18n';
import { CartError, fetchCart, postCartChange } from '../../shared/cart-state/cartApi';
// HSC-9-11: spec 9's literal values (messages 7.5 s, removed items 10 s), not the code's constants.
const SPEC_CART_MESSAGE_MS = 7_500;
const SPEC_REMOVED_ITEM_MS = 10_000;
import { fullCart } from '../../shared/cart-state/testCarts';
import { MiniCart, badgeText } from './MiniCart';

jest.mock('../../shared/cart-state/cartApi', () => ({
  ...jest.requireActual('../../shared/cart-state/cartApi'),
  fetchCart: jest.fn(),
  postCartChange: jest.fn(),
}));
const fetchCartMock = jest.mocked(fetchCart);
const postMock = jest.mocked(postCartChange);

const props: RemoteProps = {
  site: 'CH',
  locale: 'de-CH',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
};

function renderMiniCart(overrides: Partial<RemoteProps> = {}) {
  return render(
    <Provider store={createStore()}>
      <MiniCart {...props} {...overrides} />
    </Provider>,
  );
}

beforeAll(() => useTestLocale('de-CH', ['common', 'cart']));
beforeEach(() => {
  window.localStorage.clear();
  fetchCartMock.mockReset();
  postMock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('MiniCart', () => {
  it('shows the count on a link to the cart page, and "+99" in the smaller style above 99', async () => {
    fetchCartMock.mockResolvedValueOnce(fullCart());
    const { unmount } = renderMiniCart();
    const link = await screen.findByRole('link', { name: 'Warenkorb, 6 Artikel' });
    expect(link).toHaveAttribute('href', '/service/cartfrontend/cart');
    // HSC-1-4: the mini cart badge shows the count.
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^6$/);
    expect(screen.getByTestId('cart-badge')).not.toHaveClass('small');
    unmount();
    fetchCartMock.mockResolvedValueOnce(fullCart({ numberOfArticles: 100 }));
    renderMiniCart();
    await screen.findByRole('link', { name: 'Warenkorb, 100 Artikel' });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^\+99$/);
    expect(screen.getByTestId('cart-badge')).toHaveClass('small');
    expect([badgeText(0), badgeText(99), badgeText(100), badgeText(2500)]).toEqual([
      '0',
      '99',
      '+99',
      '+99',
    ]);
  });

  it('lists every kind with prices in francs, removes and restores an article within 10 s', async () => {
    jest.useFakeTimers();
    fetchCartMock.mockResolvedValue(fullCart());
    postMock.mockResolvedValue({ status: 'unchanged' });
    renderMiniCart();
    await screen.findByRole('link', { name: 'Warenkorb, 6 Artikel' });
    const toggle = screen.getByRole('button', { name: 'Warenkorb-Vorschau' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Warenkorb-Vorschau' });
    const lines = within(
      within(panel).getByRole('list', { name: 'Artikel im Warenkorb' }),
    ).getAllByRole('listitem');
    // HSC-3.6-1: articles, free articles, gift cards (each wrapping an article), partner products and subscriptions.
    expect(lines.map((line) => line.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/^Barista EspressoMenge: 2CHF.20\.00/),
      expect.stringMatching(/^FilterkaffeeGratisartikelMenge: 1CHF.0\.00/),
      expect.stringMatching(/^GeschenkkarteGeschenkkarteMenge: 1CHF.25\.00/),
      expect.stringMatching(/^GeräteschutzPartnerproduktMenge: 1CHF.19\.99/),
      expect.stringMatching(/^Kaffee-AboAbonnementMenge: 1CHF.14\.99/),
    ]);
    expect(within(panel).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      '/checkout',
    );

    // HSC-1-4 / HSC-4.9-5: removing is optimistic; the removed line stays shown as deleted, restorable, for 10 s.
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Barista Espresso entfernen' })),
    );
    expect(screen.getByRole('link', { name: 'Warenkorb, 4 Artikel' })).toBeInTheDocument();
    expect(within(panel).getByText('Barista Espresso wurde entfernt.')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SPEC_REMOVED_ITEM_MS - 1));
    await act(async () =>
      fireEvent.click(
        within(panel).getByRole('button', { name: 'Barista Espresso wiederherstellen' }),
      ),
    );
    expect(screen.getByRole('link', { name: 'Warenkorb, 6 Artikel' })).toBeInTheDocument();
    expect(within(panel).queryByText('Barista Espresso wurde entfernt.')).not.toBeInTheDocument();

    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Geschenkkarte entfernen' })),
    );
    expect(within(panel).getByText('Geschenkkarte wurde entfernt.')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SPEC_REMOVED_ITEM_MS));
    expect(within(panel).queryByText('Geschenkkarte wurde entfernt.')).not.toBeInTheDocument();

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('puts a refused removal back and shows the Swiss German limit message for 7.5 s', async () => {
    jest.useFakeTimers();
    fetchCartMock.mockResolvedValue(fullCart());
    postMock.mockRejectedValue(new CartError('AVAILABILITY_LIMIT', 3));
    renderMiniCart();
    await screen.findByRole('link', { name: 'Warenkorb, 6 Artikel' });
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb-Vorschau' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Kaffee-Abo entfernen' })),
    );
    expect(screen.getByRole('link', { name: 'Warenkorb, 6 Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaffee-Abo entfernen' })).toBeInTheDocument();
    // HSC-8-5: AVAILABILITY_LIMIT with its limit.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Von diesem Artikel sind nur noch 3 Stück verfügbar.',
    );
    await act(async () => jest.advanceTimersByTime(SPEC_CART_MESSAGE_MS));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('blocks checkout for a cart with problems and shows the defective notice', async () => {
    fetchCartMock.mockResolvedValue(
      fullCart({
        defectiveGiftCards: [
          {
            article: {
              productId: 'GC-50',
              tcm: '',
              title: 'Geschenkkarte Premium',
              quantity: { quantity: 1 },
              availability: 'AVAILABLE',
            },
          },
        ],
      }),
    );
    renderMiniCart();
    await screen.findByRole('link', { name: 'Warenkorb, 6 Artikel' });
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb-Vorschau' }));
    // HSC-3.6-1: the defective lists are shown.
    expect(screen.getByRole('heading', { name: 'Fehlerhafte Artikel' })).toBeInTheDocument();
    // HSC-8-6: defective items: "Errors occurred, see the notes below".
    expect(
      screen.getByText('Es sind Fehler aufgetreten, siehe Hinweise unten.'),
    ).toBeInTheDocument();
    // HSC-4.9-4: no checkout with a defective item.
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
  });

  it('shows the read error and an empty cart when loading fails', async () => {
    fetchCartMock.mockRejectedValue(new CartError('UNKNOWN'));
    renderMiniCart();
    // HSC-8-9: a failed read shows UNKNOWN's read message and clears the cart.
    expect(
      await screen.findByText(
        /Aus technischen Gründen kann der Warenkorbinhalt momentan nicht angezeigt werden/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeInTheDocument();
    expect(fetchCartMock).toHaveBeenCalledWith('CH', false);
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb-Vorschau' }));
    const panel = screen.getByRole('region', { name: 'Warenkorb-Vorschau' });
    expect(within(panel).getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(
      within(panel).queryByRole('list', { name: 'Artikel im Warenkorb' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    'UNKNOWN',
    'CARTSTORAGE_UNAVAILABLE',
    'PRODUCTDATA_UNAVAILABLE',
    'PRICE_UNAVAILABLE',
    'NOT_MODIFIED',
  ] as const)(
    'HSC-8-4: a read failing with %s shows the read message, a change the change message',
    async (code) => {
      fetchCartMock.mockRejectedValueOnce(new CartError(code));
      const { unmount } = renderMiniCart();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Aus technischen Gründen kann der Warenkorbinhalt momentan nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
      );
      unmount();
      fetchCartMock.mockResolvedValue(fullCart());
      postMock.mockRejectedValue(new CartError(code));
      renderMiniCart();
      await screen.findByRole('link', { name: 'Warenkorb, 6 Artikel' });
      fireEvent.click(screen.getByRole('button', { name: 'Warenkorb-Vorschau' }));
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Kaffee-Abo entfernen' })),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Aus technischen Gründen kann der Warenkorb momentan nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
      );
    },
  );

  it.each([
    ['CART_LIMIT', 'Sie können maximal 30 Artikel pro Einkauf kaufen.'],
    ['ITEM_LIMIT', 'Von diesem Artikel können Sie maximal 30 Stück pro Einkauf kaufen.'],
    ['AVAILABILITY_LIMIT', 'Von diesem Artikel sind nur noch 30 Stück verfügbar.'],
  ] as const)('HSC-8-5: %s shows its message with the limit', async (code, text) => {
    fetchCartMock.mockResolvedValue(fullCart());
    postMock.mockRejectedValue(new CartError(code, 30));
    renderMiniCart();
    await screen.findByRole('link', { name: 'Warenkorb, 6 Artikel' });
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb-Vorschau' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Kaffee-Abo entfernen' })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it.each([
    [
      'Geschenkkarte',
      'Die Geschenkkarte konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    ],
    [
      'Filterkaffee',
      'Der Gutscheincode konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    ],
    [
      'Barista Espresso',
      'Aus technischen Gründen kann der Warenkorb momentan nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
    ],
  ])('a failed removal of %s shows its own message (spec section 8)', async (title, text) => {
    fetchCartMock.mockResolvedValue(fullCart());
    postMock.mockRejectedValue(new CartError('UNKNOWN'));
    renderMiniCart();
    await screen.findByRole('link', { name: 'Warenkorb, 6 Artikel' });
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb-Vorschau' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: `${title} entfernen` })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: `${title} entfernen` })).toBeInTheDocument();
  });
});
