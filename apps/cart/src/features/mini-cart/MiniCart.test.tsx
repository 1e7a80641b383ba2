import { act, render, screen } from '@testing-library/react';
import { emit, emptyCart, type Cart } from '@storefront/contracts';
import { useTestLocale } from '@storefront/i18n';
import { fetchCart } from '../cart-data/cartApi';
import { MiniCart, badgeText } from './MiniCart';

jest.mock('../cart-data/cartApi');
const fetchCartMock = jest.mocked(fetchCart);

const cartWith = (count: number): Cart => ({ ...emptyCart(), numberOfArticles: count });
const props = { site: 'DE', locale: 'de-DE', platform: 'CLASSIC', pageType: 'home', reduced: false } as const;

beforeAll(() => useTestLocale('de-DE', ['common', 'cart']));

describe('MiniCart', () => {
  it('shows the number of items and links to the cart page', async () => {
    fetchCartMock.mockResolvedValue(cartWith(3));
    render(<MiniCart {...props} />);
    const link = await screen.findByRole('link', { name: 'Warenkorb, 3 Artikel' });
    expect(link).toHaveAttribute('href', '/service/cartfrontend/cart');
  });

  it('reloads with forceReload on a cart-update event and reports the new count', async () => {
    fetchCartMock.mockResolvedValueOnce(cartWith(1)).mockResolvedValueOnce(cartWith(2));
    const changes: number[] = [];
    window.addEventListener('cart:cart-data-changed', (event) => changes.push((event as CustomEvent<{ itemCount: number }>).detail.itemCount));
    render(<MiniCart {...props} />);
    await screen.findByRole('link', { name: 'Warenkorb, 1 Artikel' });
    await act(async () => emit('cart:cart-update', { source: 'test' }));
    await screen.findByRole('link', { name: 'Warenkorb, 2 Artikel' });
    expect(fetchCartMock).toHaveBeenLastCalledWith('DE', true);
    expect(changes).toEqual([1, 2]);
  });

  it('caps the badge at +99', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('+99');
  });
});
