import {
  articleQuantity,
  countCartPieces,
  type Cart,
  type CartArticle,
  type CartChangeRequest,
  type CartGiftCard,
  type CartPartnerProduct,
  type CartSubscription,
} from '@storefront/cart-schemas';

/** One line of the cart, whatever its kind. */
export type CartItem =
  | { kind: 'article'; article: CartArticle }
  | { kind: 'freeArticle'; article: CartArticle }
  | { kind: 'giftCard'; giftCard: CartGiftCard }
  | { kind: 'partnerProduct'; partnerProduct: CartPartnerProduct }
  | { kind: 'subscription'; subscription: CartSubscription };
export type CartItemKind = CartItem['kind'];

/** The kinds that stay shown as deleted, with a restore action, after removal. */
export const RESTORABLE_KINDS: ReadonlySet<CartItemKind> = new Set([
  'article',
  'freeArticle',
  'giftCard',
]);

export function itemId(item: CartItem): string {
  switch (item.kind) {
    case 'article':
    case 'freeArticle':
      return item.article.productId;
    case 'giftCard':
      return item.giftCard.article.productId;
    case 'partnerProduct':
      return item.partnerProduct.partnerProductId;
    case 'subscription':
      return item.subscription.subscriptionConfigurationId;
  }
}

export const itemKey = (item: CartItem): string => `${item.kind}:${itemId(item)}`;

export function itemTitle(item: CartItem): string {
  switch (item.kind) {
    case 'article':
    case 'freeArticle':
      return item.article.title;
    case 'giftCard':
      return item.giftCard.article.title;
    case 'partnerProduct':
      return item.partnerProduct.title ?? item.partnerProduct.partnerProductId;
    case 'subscription':
      return item.subscription.title ?? item.subscription.subscriptionConfigurationId;
  }
}

export function itemQuantity(item: CartItem): number {
  switch (item.kind) {
    case 'article':
    case 'freeArticle':
      return articleQuantity(item.article);
    case 'giftCard':
    case 'subscription':
      return 1;
    case 'partnerProduct':
      return item.partnerProduct.totalQuantity;
  }
}

/** The line's price (unit price times quantity), when the cart knows it. */
export function itemPrice(item: CartItem): number | undefined {
  const unit =
    item.kind === 'article' || item.kind === 'freeArticle'
      ? item.article.price
      : item.kind === 'giftCard'
        ? item.giftCard.article.price
        : item.kind === 'partnerProduct'
          ? item.partnerProduct.price
          : item.subscription.price;
  return unit === undefined ? undefined : unit * itemQuantity(item);
}

export function itemAvailability(item: CartItem): CartArticle['availability'] {
  return item.kind === 'article' || item.kind === 'freeArticle'
    ? item.article.availability
    : 'AVAILABLE';
}

/** Every line of a cart in display order: articles, free articles, gift cards, partner products, subscriptions. */
export function listItems(cart: Cart): CartItem[] {
  return [
    ...cart.articles.map((article): CartItem => ({ kind: 'article', article })),
    ...cart.freeArticles.map((article): CartItem => ({ kind: 'freeArticle', article })),
    ...cart.giftCards.map((giftCard): CartItem => ({ kind: 'giftCard', giftCard })),
    ...cart.partnerProducts.map((partnerProduct): CartItem => ({
      kind: 'partnerProduct',
      partnerProduct,
    })),
    ...cart.subscriptions.map((subscription): CartItem => ({ kind: 'subscription', subscription })),
  ];
}

/** The defective lines; they block checkout and can only be looked at. */
export function listDefectiveItems(cart: Cart): CartItem[] {
  return [
    ...cart.defectiveArticles.map((article): CartItem => ({
      kind: article.campaignId ? 'freeArticle' : 'article',
      article,
    })),
    ...cart.defectiveGiftCards.map((giftCard): CartItem => ({ kind: 'giftCard', giftCard })),
    ...cart.defectivePartnerProducts.map((partnerProduct): CartItem => ({
      kind: 'partnerProduct',
      partnerProduct,
    })),
    ...cart.defectiveSubscriptions.map((subscription): CartItem => ({
      kind: 'subscription',
      subscription,
    })),
  ];
}

function fromItems(cart: Cart, items: CartItem[]): Cart {
  const next: Omit<Cart, 'numberOfArticles'> = {
    ...cart,
    articles: items.flatMap((item) => (item.kind === 'article' ? [item.article] : [])),
    freeArticles: items.flatMap((item) => (item.kind === 'freeArticle' ? [item.article] : [])),
    giftCards: items.flatMap((item) => (item.kind === 'giftCard' ? [item.giftCard] : [])),
    partnerProducts: items.flatMap((item) =>
      item.kind === 'partnerProduct' ? [item.partnerProduct] : [],
    ),
    subscriptions: items.flatMap((item) =>
      item.kind === 'subscription' ? [item.subscription] : [],
    ),
  };
  return { ...next, numberOfArticles: countCartPieces(next) };
}

/** The cart without one line; the count drops by the line's pieces. */
export function withoutItem(cart: Cart, key: string): Cart {
  const items = listItems(cart);
  if (!items.some((item) => itemKey(item) === key)) return cart;
  return fromItems(
    cart,
    items.filter((item) => itemKey(item) !== key),
  );
}

/** The cart with a line put back where it was (position among the lines of its kind). */
export function withItem(cart: Cart, item: CartItem, index: number): Cart {
  const items = listItems(cart).filter((existing) => itemKey(existing) !== itemKey(item));
  items.splice(Math.min(index, items.length), 0, item);
  return fromItems(cart, items);
}

/** The spec's change body that removes a line. */
export function removalChange(item: CartItem): CartChangeRequest {
  switch (item.kind) {
    case 'article':
      return {
        setArticle: { productId: item.article.productId, tcm: item.article.tcm, quantity: 0 },
      };
    case 'freeArticle':
      return {
        setFreeArticle: {
          productId: item.article.productId,
          campaignId: item.article.campaignId ?? '',
          remove: true,
        },
      };
    case 'giftCard':
      return {
        setGiftCard: {
          productId: item.giftCard.article.productId,
          tcm: item.giftCard.article.tcm,
          set: false,
        },
      };
    case 'partnerProduct':
      return {
        setPartnerProduct: { partnerProductId: item.partnerProduct.partnerProductId, set: false },
      };
    case 'subscription':
      return {
        deleteSubscription: { subscriptionId: item.subscription.subscriptionConfigurationId },
      };
  }
}

/** The change body that puts a removed line back (articles, free articles, gift cards only). */
export function restoreChange(item: CartItem): CartChangeRequest | undefined {
  switch (item.kind) {
    case 'article':
      return {
        setArticle: {
          productId: item.article.productId,
          tcm: item.article.tcm,
          quantity: articleQuantity(item.article),
        },
      };
    case 'freeArticle':
      return {
        setFreeArticle: {
          productId: item.article.productId,
          campaignId: item.article.campaignId ?? '',
          remove: false,
        },
      };
    case 'giftCard':
      return {
        setGiftCard: {
          productId: item.giftCard.article.productId,
          tcm: item.giftCard.article.tcm,
          set: true,
        },
      };
    default:
      return undefined;
  }
}
