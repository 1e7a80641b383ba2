import { z } from '@storefront/contracts';

export const AVAILABILITIES = ['AVAILABLE', 'NOT_AVAILABLE', 'SOLDOUT'] as const;
export const CART_ERROR_CODES = [
  'UNKNOWN',
  'CARTSTORAGE_UNAVAILABLE',
  'PRODUCTDATA_UNAVAILABLE',
  'PRICE_UNAVAILABLE',
  'NOT_MODIFIED',
  'CART_LIMIT',
  'ITEM_LIMIT',
  'AVAILABILITY_LIMIT',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

const quantity = z.union([z.object({ quantity: z.number() }), z.number()]);

export const CartArticleSchema = z.object({
  productId: z.string(),
  tcm: z.string(),
  title: z.string(),
  /** An object holding the number; in one case the spec has a plain number. */
  quantity,
  availability: z.enum(AVAILABILITIES),
  campaignId: z.optional(z.string()),
  price: z.optional(z.number()),
  imageUrl: z.optional(z.string()),
});
export type CartArticle = z.infer<typeof CartArticleSchema>;

export const CartGiftCardSchema = z.object({ article: CartArticleSchema });
export const CartPartnerProductSchema = z.object({
  partnerProductId: z.string(),
  totalQuantity: z.number(),
  title: z.optional(z.string()),
  price: z.optional(z.number()),
});
export const CartSubscriptionSchema = z.object({
  subscriptionConfigurationId: z.string(),
  title: z.optional(z.string()),
  price: z.optional(z.number()),
});
export type CartGiftCard = z.infer<typeof CartGiftCardSchema>;
export type CartPartnerProduct = z.infer<typeof CartPartnerProductSchema>;
export type CartSubscription = z.infer<typeof CartSubscriptionSchema>;

export const CartSchema = z.object({
  numberOfArticles: z.number(),
  articles: z.array(CartArticleSchema),
  freeArticles: z.array(CartArticleSchema),
  giftCards: z.array(CartGiftCardSchema),
  partnerProducts: z.array(CartPartnerProductSchema),
  subscriptions: z.array(CartSubscriptionSchema),
  defectiveArticles: z.array(CartArticleSchema),
  defectiveGiftCards: z.array(CartGiftCardSchema),
  defectivePartnerProducts: z.array(CartPartnerProductSchema),
  defectiveSubscriptions: z.array(CartSubscriptionSchema),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartResponseSchema = z.object({
  cart: CartSchema,
  addedProduct: z.optional(CartArticleSchema),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** The spec's error body; the API sends it inside an RFC 9457 problem (type, title, status beside it). */
export const CartErrorResponseSchema = z.object({
  error: z.enum(CART_ERROR_CODES),
  limit: z.optional(z.number()),
});
export type CartErrorResponse = z.infer<typeof CartErrorResponseSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(64));

/** Exactly one change per request, as the spec lists them. */
export const CartChangeRequestSchema = z.union([
  z.strictObject({
    setArticle: z.strictObject({
      productId: id,
      tcm: z.string().check(z.maxLength(64)),
      quantity: z.int().check(z.gte(0), z.lte(999)),
    }),
  }),
  z.strictObject({
    setFreeArticle: z.strictObject({ productId: id, campaignId: id, remove: z.boolean() }),
  }),
  z.strictObject({
    setGiftCard: z.strictObject({
      productId: id,
      tcm: z.string().check(z.maxLength(64)),
      set: z.boolean(),
    }),
  }),
  z.strictObject({ setPartnerProduct: z.strictObject({ partnerProductId: id, set: z.boolean() }) }),
  z.strictObject({ deleteSubscription: z.strictObject({ subscriptionId: id }) }),
]);
export type CartChangeRequest = z.infer<typeof CartChangeRequestSchema>;

/** The demo product pages' add-to-cart: one more piece of a product. */
export const AddToCartRequestSchema = z.strictObject({
  productId: id,
  quantity: z.optional(z.int().check(z.gte(1), z.lte(99))),
});
export type AddToCartRequest = z.infer<typeof AddToCartRequestSchema>;

/** Demo carts a shopper can load from the cart page: every item kind, or one with problems. */
export const DEMO_CART_VARIANTS = ['allKinds', 'withProblems'] as const;
export const DemoCartRequestSchema = z.strictObject({ variant: z.enum(DEMO_CART_VARIANTS) });
export type DemoCartRequest = z.infer<typeof DemoCartRequestSchema>;

export function articleQuantity(article: CartArticle): number {
  return typeof article.quantity === 'number' ? article.quantity : article.quantity.quantity;
}

/** The cart's item count (numberOfArticles): every piece of every item kind that is not defective. */
export function countCartPieces(cart: Omit<Cart, 'numberOfArticles'>): number {
  const pieces = (articles: readonly CartArticle[]) =>
    articles.reduce((sum, article) => sum + articleQuantity(article), 0);
  return (
    pieces(cart.articles) +
    pieces(cart.freeArticles) +
    cart.giftCards.length +
    cart.partnerProducts.reduce((sum, product) => sum + product.totalQuantity, 0) +
    cart.subscriptions.length
  );
}

export function emptyCart(): Cart {
  return {
    numberOfArticles: 0,
    articles: [],
    freeArticles: [],
    giftCards: [],
    partnerProducts: [],
    subscriptions: [],
    defectiveArticles: [],
    defectiveGiftCards: [],
    defectivePartnerProducts: [],
    defectiveSubscriptions: [],
  };
}
