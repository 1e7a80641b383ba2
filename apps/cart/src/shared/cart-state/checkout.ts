import type { Cart, CartArticle } from '@storefront/cart-schemas';

const BLOCKING: ReadonlySet<CartArticle['availability']> = new Set(['NOT_AVAILABLE', 'SOLDOUT']);

/**
 * The spec's checkout rule: the cart has items (or partner products), nothing defective, and no
 * article or free article that is NOT_AVAILABLE or SOLDOUT.
 */
export function canCheckout(cart: Cart): boolean {
  const hasItems = cart.numberOfArticles > 0 || cart.partnerProducts.length > 0;
  const hasDefective =
    cart.defectiveArticles.length +
      cart.defectiveGiftCards.length +
      cart.defectivePartnerProducts.length +
      cart.defectiveSubscriptions.length >
    0;
  const hasUnavailable = [...cart.articles, ...cart.freeArticles].some((article) =>
    BLOCKING.has(article.availability),
  );
  return hasItems && !hasDefective && !hasUnavailable;
}
