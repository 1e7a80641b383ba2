import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Site } from '@storefront/contracts';
import {
  AddToCartRequestSchema,
  CART_ADD_FORM_PATH,
  CART_FORM_FIELDS,
  cartReturnPath,
  type AddToCartFormOutcome,
} from '@storefront/cart-schemas';
import { firstValue, formAnswer } from '../../http/formBody';
import { registerPlainFormRoute } from '../../http/formRoute';
import type { Refusal } from './repository';

export interface AddToCartFormDependencies {
  /** The site's configured public origin: the return path must lie on it. */
  publicOrigin(site: Site): string;
  productExists(site: Site, productId: string): Promise<boolean>;
  /** Adds one piece in the cart of the request's cookie (creating the cart and its cookie if needed). */
  add(
    request: FastifyRequest,
    reply: FastifyReply,
    site: Site,
    productId: string,
  ): Promise<'added' | Refusal>;
}

/** Three short fields: anything longer is no form of ours. */
export const ADD_TO_CART_FORM_BODY_LIMIT = 2 * 1024;

/**
 * POST /service/cart/api/cart/articles/form: the add-to-cart button without JavaScript, or clicked
 * before its code has hydrated. It adds one piece exactly as the JSON route does
 * (the same limits, spec error codes) and answers 303 back to the page the button was on with the
 * outcome in the query, which the server-rendered button shows and the mini cart's count reflects.
 *
 * Anti-forgery: the strict same-origin check (`csrf: 'form'`), as the newsletter form (see
 * signUpForm.ts for why no token sits in a cacheable page's HTML).
 */
export function registerAddToCartForm(app: FastifyInstance, deps: AddToCartFormDependencies): void {
  const addToCartForm = {
    path: CART_ADD_FORM_PATH,
    bodyLimit: ADD_TO_CART_FORM_BODY_LIMIT,
    fields: CART_FORM_FIELDS,
  };
  registerPlainFormRoute(app, addToCartForm, async (form, request, reply) => {
    const { site, returnTo } = formAnswer(
      request,
      reply,
      form,
      CART_FORM_FIELDS,
      deps.publicOrigin,
    );
    const back = (outcome: AddToCartFormOutcome) =>
      reply.redirect(cartReturnPath(returnTo, outcome), 303);

    const parsed = AddToCartRequestSchema.safeParse({
      productId: firstValue(form, CART_FORM_FIELDS.productId),
    });
    // A form the page never sends: back to the page, which stays as it was.
    if (!parsed.success) return reply.redirect(returnTo, 303);
    const { productId } = parsed.data;
    if (!(await deps.productExists(site, productId)))
      return back({ kind: 'refused', productId, error: 'PRODUCTDATA_UNAVAILABLE' });
    const outcome = await deps.add(request, reply, site, productId);
    if (outcome === 'added') return back({ kind: 'added', productId });
    return back({
      kind: 'refused',
      productId,
      error: outcome.error,
      ...(outcome.limit === undefined ? {} : { limit: outcome.limit }),
    });
  });
}
