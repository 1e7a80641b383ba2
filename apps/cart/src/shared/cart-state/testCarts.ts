import { countCartPieces, emptyCart, type Cart, type CartArticle } from '@storefront/cart-schemas';

export const article = (
  productId: string,
  quantity: number,
  extra: Partial<CartArticle> = {},
): CartArticle => ({
  productId,
  tcm: `tcm:${productId}`,
  title: `Product ${productId}`,
  quantity: { quantity },
  availability: 'AVAILABLE',
  price: 10,
  ...extra,
});

/** A cart of every kind: 2 + 1 (free) + 1 (gift card) + 1 (partner) + 1 (subscription) = 6 pieces. */
export function fullCart(overrides: Partial<Cart> = {}): Cart {
  const cart = {
    ...emptyCart(),
    articles: [article('100001', 2, { title: 'Barista Espresso' })],
    freeArticles: [
      article('100002', 1, { title: 'Filterkaffee', campaignId: 'WELCOME', price: 0 }),
    ],
    giftCards: [{ article: article('GC-25', 1, { title: 'Geschenkkarte', price: 25 }) }],
    partnerProducts: [
      { partnerProductId: 'PP-1001', totalQuantity: 1, title: 'Geräteschutz', price: 19.99 },
    ],
    subscriptions: [
      { subscriptionConfigurationId: 'SUB-COFFEE', title: 'Kaffee-Abo', price: 14.99 },
    ],
    ...overrides,
  };
  return { ...cart, numberOfArticles: overrides.numberOfArticles ?? countCartPieces(cart) };
}
