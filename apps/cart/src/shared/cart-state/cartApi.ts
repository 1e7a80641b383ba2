import { HEADER_NAMES, type Site } from '@storefront/contracts';
import {
  AddToCartRequestSchema,
  CartChangeRequestSchema,
  CartErrorResponseSchema,
  CartResponseSchema,
  type AddToCartRequest,
  type Cart,
  type CartChangeRequest,
  type CartErrorCode,
  type CartResponse,
} from '@storefront/cart-schemas';
import { http, isHttpError } from '@storefront/platform';

export const CART_API_PATH = '/service/cart/api/cart';
/** The add endpoint, with a request schema of its own (isSendableChange). */
export const ADD_TO_CART_PATH = `${CART_API_PATH}/articles`;

/** A refused or failed cart call, as the spec's error code and limit. */
export class CartError extends Error {
  constructor(
    readonly code: CartErrorCode,
    readonly limit?: number,
  ) {
    super(`Cart call failed: ${code}`);
    this.name = 'CartError';
  }
}

/** The server's error body when it sent one; UNKNOWN for network, timeout and parse failures. */
export function toCartError(error: unknown): CartError {
  if (error instanceof CartError) return error;
  if (isHttpError(error) && error.kind === 'status') {
    const body = CartErrorResponseSchema.safeParse(error.body);
    if (body.success) return new CartError(body.data.error, body.data.limit);
  }
  return new CartError('UNKNOWN');
}

export async function fetchCart(site: Site, forceReload = false): Promise<Cart> {
  try {
    const body = await http.get(CART_API_PATH, CartResponseSchema, {
      params: { forceReload: forceReload ? 'true' : undefined },
      headers: { [HEADER_NAMES.site]: site },
    });
    return body.cart;
  } catch (error) {
    throw toCartError(error);
  }
}

/** Whether the API's request schema for `path` takes the change body (the add endpoint has its own). */
export function isSendableChange(change: unknown, path = CART_API_PATH): boolean {
  return (path === CART_API_PATH ? CartChangeRequestSchema : AddToCartRequestSchema).safeParse(
    change,
  ).success;
}

export type ChangeResult = { status: 'changed'; response: CartResponse } | { status: 'unchanged' };

/** Posts one change (or, to the add endpoint, one add); 304 means nothing changed. Throws a CartError. */
export async function postCartChange(
  site: Site,
  change: CartChangeRequest | AddToCartRequest,
  path = CART_API_PATH,
): Promise<ChangeResult> {
  // A body the API's schema refuses (e.g. built from a cart line with an over-long or missing id)
  // fails here as the server would answer, without a request.
  if (!isSendableChange(change, path)) throw new CartError('UNKNOWN');
  try {
    // keepalive: a change the shopper made survives the page they leave right after.
    const response = await http.request('POST', path, change, {
      schema: CartResponseSchema,
      allowNotModified: true,
      headers: { [HEADER_NAMES.site]: site },
      keepalive: true,
    });
    if (response.status === 304 || !response.data) return { status: 'unchanged' };
    return { status: 'changed', response: response.data };
  } catch (error) {
    throw toCartError(error);
  }
}
