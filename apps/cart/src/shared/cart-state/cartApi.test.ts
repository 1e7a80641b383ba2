import { emptyCart } from '@storefront/cart-schemas';
import { http } from '@storefront/platform';
import {
  ADD_TO_CART_PATH,
  CART_API_PATH,
  CartError,
  fetchCart,
  isSendableChange,
  postCartChange,
} from './cartApi';

describe('cart change bodies the API would refuse are not sent', () => {
  it('checks a body against the schema of its endpoint', () => {
    expect(isSendableChange({ setArticle: { productId: '100001', tcm: 't', quantity: 0 } })).toBe(
      true,
    );
    expect(
      isSendableChange({ setFreeArticle: { productId: '100001', campaignId: '', remove: true } }),
    ).toBe(false);
    expect(
      isSendableChange({ setArticle: { productId: 'x'.repeat(65), tcm: 't', quantity: 1 } }),
    ).toBe(false);
    expect(isSendableChange({ setArticle: { productId: '1', tcm: 't', quantity: 1.5 } })).toBe(
      false,
    );
    expect(isSendableChange({ productId: '100001' }, ADD_TO_CART_PATH)).toBe(true);
    expect(isSendableChange({ productId: '100001' }, CART_API_PATH)).toBe(false);
  });

  it('postCartChange fails with UNKNOWN without a request (a free article without its campaign id)', async () => {
    const request = jest.spyOn(http, 'request');
    try {
      await expect(
        postCartChange('DE', {
          setFreeArticle: { productId: '100001', campaignId: '', remove: true },
        }),
      ).rejects.toEqual(new CartError('UNKNOWN'));
      expect(request).not.toHaveBeenCalled();
    } finally {
      request.mockRestore();
    }
  });
});

describe('cart read (spec section 7)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the cart, with forceReload=true only when forced', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ cart: emptyCart() });
    await fetchCart('CZ');
    await fetchCart('CZ', true);
    // HSC-7-5: GET /service/cart/api/cart, with ?forceReload=true only when forced.
    expect(get.mock.calls.map(([path, , options]) => [path, options?.params])).toEqual([
      ['/service/cart/api/cart', { forceReload: undefined }],
      ['/service/cart/api/cart', { forceReload: 'true' }],
    ]);
  });
});
