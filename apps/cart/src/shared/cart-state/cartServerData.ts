import { COOKIE_NAMES, type LoadServerData } from '@storefront/contracts';
import { CartResponseSchema, CartSchema, emptyCart, type Cart } from '@storefront/cart-schemas';
import { hostCookieName } from '@storefront/platform';
import { CART_API_PATH } from './cartApi';
import { cartPriceTexts, parsePriceTexts, type PriceTexts } from './priceTexts';

/**
 * What the mini cart and the cart page render with on the server ("Data on the server":
 * personal parts render from the request's cookies): the visitor's cart, so the badge and the cart
 * page's lines are in the first HTML and the browser's cart store starts from it without a fetch.
 */
export interface CartServerData {
  cart: Cart;
  /** The lines' prices written for the site (`priceTexts.ts`), so the browser formats none of them. */
  priceTexts: PriceTexts;
}

/** Whether the request carries a cart id under either of its names (docs/architecture/security.md, "Cookies by scheme"). */
export function hasCartCookie(cookies: Readonly<Record<string, string>>): boolean {
  return [hostCookieName(COOKIE_NAMES.cart, true), COOKIE_NAMES.cart].some(
    (name) => Object.hasOwn(cookies, name) && cookies[name] !== '',
  );
}

/**
 * Without a cart cookie the visitor has no cart: an empty one, no call. With one, the cart API
 * answered in-process with the request's cookies (the API decides which cookie name counts by
 * scheme). An error status or an answer that is not a cart throws: the slot then renders without
 * data and the browser loads the cart as before (the deadline and the log are the document server's).
 */
export const loadCartServerData: LoadServerData<CartServerData> = async (context) => {
  if (!hasCartCookie(context.cookies)) return { cart: emptyCart(), priceTexts: {} };
  const answer = await context.fetchService(CART_API_PATH);
  if (answer.status !== 200) throw new Error(`The cart API answered ${answer.status}.`);
  const cart = parseCart(CartResponseSchema.safeParse(answer.body).data?.cart);
  if (!cart) throw new Error('The cart API answered with something that is not a cart.');
  return { cart, priceTexts: cartPriceTexts(cart, context.site) };
};

function parseCart(value: unknown): Cart | undefined {
  const parsed = CartSchema.safeParse(value);
  if (!parsed.success) return undefined;
  // A count is a whole number of pieces: the badge shows it as it is (or "+99").
  const count = parsed.data.numberOfArticles;
  return Number.isSafeInteger(count) && count >= 0 ? parsed.data : undefined;
}

/** What a cart component reads from `serverData`: each part only when it is what it says. */
export interface ParsedCartServerData {
  /** The cart, unknown fields dropped by the schema; undefined: the cart loads as before. */
  cart: Cart | undefined;
  /** The server's price texts; undefined: the browser formats. */
  priceTexts: PriceTexts | undefined;
}

/** A cart component's own reading of `serverData` (RemoteProps: untrusted until parsed), once per render's data. */
export function parseCartServerData(serverData: unknown): ParsedCartServerData {
  if (typeof serverData !== 'object' || serverData === null)
    return { cart: undefined, priceTexts: undefined };
  const { cart, priceTexts } = serverData as { cart?: unknown; priceTexts?: unknown };
  return { cart: parseCart(cart), priceTexts: parsePriceTexts(priceTexts) };
}
