import { CartArticleSchema, articleQuantity } from './cart';

describe('cart article quantity (spec section 3, "Cart")', () => {
  it('reads an object holding the number, and in the one case a plain number', () => {
    const base = {
      productId: '100001',
      tcm: 'tcm:100001',
      title: 'Barista Espresso',
      availability: 'AVAILABLE',
    };
    // HSC-3.6-2: an object holding the number, in one case a plain number.
    expect(articleQuantity(CartArticleSchema.parse({ ...base, quantity: { quantity: 3 } }))).toBe(
      3,
    );
    expect(articleQuantity(CartArticleSchema.parse({ ...base, quantity: 2 }))).toBe(2);
    expect(CartArticleSchema.safeParse({ ...base, quantity: '2' }).success).toBe(false);
  });
});
