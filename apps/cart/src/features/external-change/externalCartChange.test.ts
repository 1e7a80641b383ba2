import { useTestLocale } from '@storefront/i18n';
import i18next from 'i18next';
import { CartError, postCartChange } from '../../shared/cart-state/cartApi';
import { fullCart } from '../../shared/cart-state/testCarts';
import { externalCartChange } from './externalCartChange';

jest.mock('../../shared/cart-state/cartApi', () => ({
  ...jest.requireActual('../../shared/cart-state/cartApi'),
  postCartChange: jest.fn(),
}));
const postMock = jest.mocked(postCartChange);
const add = { setArticle: { productId: '100003', tcm: 'tcm:100003', quantity: 3 } };

beforeAll(() => useTestLocale('pl-PL', ['cart']));

describe('externalCartChange', () => {
  it('returns the cart and added product, and asks the mini cart to reload', async () => {
    const cart = fullCart();
    postMock.mockResolvedValueOnce({
      status: 'changed',
      response: { cart, addedProduct: cart.articles[0] },
    });
    const updates: string[] = [];
    const listener = (event: Event) =>
      updates.push((event as CustomEvent<{ source: string }>).detail.source);
    window.addEventListener('cart:cart-update', listener);
    // HSC-3.6-3: the cart response holds cart and, for an external add, addedProduct.
    expect(await externalCartChange('PL', add, i18next.getFixedT('pl-PL', 'cart'))).toEqual({
      cart,
      addedProduct: cart.articles[0],
    });
    window.removeEventListener('cart:cart-update', listener);
    expect(updates).toEqual(['cart:external-change']);
  });

  it('returns an empty result on 304', async () => {
    postMock.mockResolvedValueOnce({ status: 'unchanged' });
    // HSC-8-10: an empty result on 304.
    expect(await externalCartChange('PL', add, i18next.getFixedT('pl-PL', 'cart'))).toEqual({});
  });

  it('returns the error code’s message with its limit, and UNKNOWN’s on network failure', async () => {
    postMock.mockRejectedValueOnce(new CartError('ITEM_LIMIT', 2));
    // HSC-8-10: the error code's message (with its limit), UNKNOWN's on network failure.
    expect(await externalCartChange('PL', add, i18next.getFixedT('pl-PL', 'cart'))).toEqual({
      message: 'Maksymalna liczba sztuk tego produktu w jednym zamówieniu: 2.',
    });
    postMock.mockRejectedValueOnce(new CartError('UNKNOWN'));
    expect(await externalCartChange('PL', add, i18next.getFixedT('pl-PL', 'cart'))).toEqual({
      message: 'Z przyczyn technicznych nie można teraz zmienić koszyka. Spróbuj ponownie później.',
    });
  });
});
