import type { Site } from '@storefront/contracts';
import type { Cart } from '@storefront/cart-schemas';
import { formatPrice } from '@storefront/i18n';
import { itemPrice, listDefectiveItems, listItems } from './cartItems';

/**
 * A cart's prices as the server wrote them for the site, by amount (`"25.98"` → `"25,98"`). The
 * browser shows these instead of formatting: a page's first `Intl.NumberFormat` loads the locale's
 * number data, a long task of its own on a phone (TBT). An amount the server did not
 * see (the cart changed in the browser) is formatted there, after the shopper's own change.
 */
export type PriceTexts = Readonly<Record<string, string>>;

export function cartPriceTexts(cart: Cart, site: Site): PriceTexts {
  const texts: Record<string, string> = {};
  for (const item of [...listItems(cart), ...listDefectiveItems(cart)]) {
    const amount = itemPrice(item);
    if (amount !== undefined) texts[String(amount)] = formatPrice(amount, site);
  }
  return texts;
}

/** `amount` for the site: the server's text when it wrote one, else formatted here. */
export function priceText(amount: number, site: Site, written: PriceTexts | undefined): string {
  const key = String(amount);
  const text = written && Object.hasOwn(written, key) ? written[key] : undefined;
  return text ?? formatPrice(amount, site);
}

/** The price texts of untrusted server data: only string values are kept; anything else is none. */
export function parsePriceTexts(value: unknown): PriceTexts | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
