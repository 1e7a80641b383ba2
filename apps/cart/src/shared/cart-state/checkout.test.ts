import { emptyCart } from '@storefront/cart-schemas';
import { canCheckout } from './checkout';
import { article, fullCart } from './testCarts';

describe('checkout rule', () => {
  it.each([
    ['a cart of every kind', fullCart(), true],
    ['an empty cart', emptyCart(), false],
    [
      'only a partner product',
      { ...emptyCart(), partnerProducts: [{ partnerProductId: 'PP-1001', totalQuantity: 1 }] },
      true,
    ],
    [
      'a SOLDOUT article',
      fullCart({ articles: [article('1', 1, { availability: 'SOLDOUT' })] }),
      false,
    ],
    [
      'a NOT_AVAILABLE free article',
      fullCart({
        freeArticles: [article('2', 1, { availability: 'NOT_AVAILABLE', campaignId: 'C' })],
      }),
      false,
    ],
    ['a defective article', fullCart({ defectiveArticles: [article('3', 1)] }), false],
    [
      'a defective gift card',
      fullCart({ defectiveGiftCards: [{ article: article('GC', 1) }] }),
      false,
    ],
    [
      'a defective partner product',
      fullCart({ defectivePartnerProducts: [{ partnerProductId: 'P', totalQuantity: 1 }] }),
      false,
    ],
    [
      'a defective subscription',
      fullCart({ defectiveSubscriptions: [{ subscriptionConfigurationId: 'S' }] }),
      false,
    ],
    // HSC-4.9-4: checkout only with items (or partner products), nothing defective, no article or free article NOT_AVAILABLE or SOLDOUT.
  ])('%s: %s', (_name, cart, allowed) => {
    expect(canCheckout(cart)).toBe(allowed);
  });
});
