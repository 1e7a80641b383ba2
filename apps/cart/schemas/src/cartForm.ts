import { CART_ERROR_CODES, type CartErrorCode } from './cart';

/**
 * The add-to-cart button's plain post (a shopper's click before hydration is not
 * lost). The server-rendered button sits in a form that posts `application/x-www-form-urlencoded`
 * here; the API adds one piece and answers 303 back to the page with the outcome in the query,
 * which the server-rendered button shows. With JavaScript the button keeps calling the JSON route.
 */
export const CART_ADD_FORM_PATH = '/service/cart/api/cart/articles/form';

/** The form's field names: the API reads exactly these. */
export const CART_FORM_FIELDS = {
  productId: 'productId',
  site: 'site',
  /** The page to go back to (a same-site path; anything else goes home). */
  returnTo: 'returnTo',
} as const;

/** The query parameters of the page the post returns to: the outcome and the product it is about. */
export const CART_OUTCOME_PARAM = 'cart';
export const CART_OUTCOME_PRODUCT_PARAM = 'cartProduct';

/** What the post did: added, or the cart's refusal with its limit (the spec's error codes). */
export type AddToCartFormOutcome =
  | { kind: 'added'; productId: string }
  | { kind: 'refused'; productId: string; error: CartErrorCode; limit?: number };

const ADDED = 'added';
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const LIMIT = /^[0-9]{1,6}$/;

/** The page's address with the outcome in its query (earlier outcomes replaced, not stacked). */
export function cartReturnPath(safePath: string, outcome: AddToCartFormOutcome): string {
  const url = new URL(withoutCartOutcome(safePath), 'http://site.invalid');
  const code =
    outcome.kind === 'added'
      ? ADDED
      : `${outcome.error}${outcome.limit === undefined ? '' : `.${outcome.limit}`}`;
  url.searchParams.set(CART_OUTCOME_PARAM, code);
  url.searchParams.set(CART_OUTCOME_PRODUCT_PARAM, outcome.productId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A path and query without the outcome parameters: what the form posts as the page to return to. */
export function withoutCartOutcome(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://site.invalid');
  url.searchParams.delete(CART_OUTCOME_PARAM);
  url.searchParams.delete(CART_OUTCOME_PRODUCT_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Reads the outcome from a query string strictly (hostile input): only the known codes of a
 * well-formed product id count; anything else is no outcome at all.
 */
export function parseCartOutcome(query: string): AddToCartFormOutcome | undefined {
  const params = new URLSearchParams(query);
  const code = params.get(CART_OUTCOME_PARAM);
  const productId = params.get(CART_OUTCOME_PRODUCT_PARAM);
  if (code === null || productId === null || !PRODUCT_ID.test(productId)) return undefined;
  if (code === ADDED) return { kind: 'added', productId };
  const [error, limit, ...rest] = code.split('.');
  if (rest.length > 0 || !(CART_ERROR_CODES as readonly string[]).includes(error ?? ''))
    return undefined;
  if (limit !== undefined && !LIMIT.test(limit)) return undefined;
  return {
    kind: 'refused',
    productId,
    error: error as CartErrorCode,
    ...(limit === undefined ? {} : { limit: Number(limit) }),
  };
}
