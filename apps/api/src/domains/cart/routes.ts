import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { COOKIE_NAMES, HEADER_NAMES, SITES, toSite, type Site } from '@storefront/contracts';
import {
  AddToCartRequestSchema,
  CartChangeRequestSchema,
  DemoCartRequestSchema,
  type CartErrorCode,
  type CartResponse,
} from '@storefront/cart-schemas';
import type { ApiDomain, DomainContext } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { cartMigrations } from './migrations';
import {
  applyChange,
  CART_LIFETIME_S,
  newCartId,
  readCart,
  oneChangeStore,
  setArticleQuantity,
  type CartStore,
  type ChangeOutcome,
  type Refusal,
} from './repository';
import { cartStorageOf } from './storage';
import { registerAddToCartForm } from './addToCartForm';
import { publicOriginOf } from '../../config';
import { demoCarts, seedCart } from './seed/seedCart';
import { sendProblem, readOwnCookie, setOwnCookie } from '@storefront/server-kit';

const CartQuerySchema = z.object({
  forceReload: z.optional(z.enum(['true', 'false'])),
  site: z.optional(z.enum(SITES)),
});
const CART_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** How often expired carts are deleted. */
export const CART_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** The site of a cart call: the x-hunter-site header, else the site query, else DE. */
function requestSite(request: FastifyRequest): Site {
  const query = request.query as Record<string, unknown> | undefined;
  return toSite(request.headers[HEADER_NAMES.site] ?? query?.site);
}

function existingCartId(
  request: FastifyRequest,
  config: DomainContext['config'],
): string | undefined {
  const id = readOwnCookie(request, config, COOKIE_NAMES.cart);
  return id && CART_ID.test(id) ? id : undefined;
}

/**
 * A change's work refused or changed nothing on a cart made for it: thrown so that the change's
 * transaction rolls back and no empty cart (nor its cookie) is left behind; carts are created on
 * their first real change only.
 */
class NothingForFreshCart extends Error {
  constructor(readonly outcome: ChangeOutcome) {
    super('nothing changed on a fresh cart');
  }
}

const REFUSAL_STATUS: Partial<Record<CartErrorCode, number>> = {
  PRODUCTDATA_UNAVAILABLE: 422,
  CART_LIMIT: 409,
  ITEM_LIMIT: 409,
  AVAILABILITY_LIMIT: 409,
};
const REFUSAL_TITLE: Partial<Record<CartErrorCode, string>> = {
  PRODUCTDATA_UNAVAILABLE: 'The product data is not available.',
  CART_LIMIT: 'The cart would hold more products than one purchase may.',
  ITEM_LIMIT: 'The cart would hold more pieces of this article than one purchase may.',
  AVAILABILITY_LIMIT: 'Not enough pieces of this article are available.',
};

/** The spec's error body (error, limit) inside an RFC 9457 problem. */
function sendCartError(
  reply: FastifyReply,
  refusal: Refusal,
  status = REFUSAL_STATUS[refusal.error] ?? 503,
): FastifyReply {
  return sendProblem(
    reply,
    status,
    `urn:storefront:cart:${refusal.error.toLowerCase()}`,
    REFUSAL_TITLE[refusal.error] ?? 'The cart storage is not available.',
    refusal as never,
  );
}

export const cartDomain: ApiDomain = {
  name: 'cart',
  migrations: cartMigrations,
  seed: seedCart,
  routes(app, context) {
    const storage = cartStorageOf(context.database);
    const purge = async () => {
      try {
        const purged = await storage.purgeExpired();
        if (purged > 0) app.log.info({ purged }, 'expired carts deleted');
      } catch (error) {
        app.log.error({ err: error }, 'purging expired carts failed');
      }
    };
    void purge();
    const purgeTimer = setInterval(() => void purge(), CART_PURGE_INTERVAL_MS);
    purgeTimer.unref();
    app.addHook('onClose', async () => {
      clearInterval(purgeTimer);
      await storage.close();
    });

    /**
     * Runs a change in a committed write transaction: its outcome and, when it changed, the cart
     * (read in the same transaction); `failed` when the storage is not available.
     */
    async function runChange(
      request: FastifyRequest,
      reply: FastifyReply,
      site: Site,
      change: (store: CartStore, cartId: string, site: Site) => Promise<ChangeOutcome>,
    ): Promise<{ outcome: ChangeOutcome; body?: CartResponse } | 'failed'> {
      try {
        // Only a cart that exists is the visitor's: an id the client chose (or one long purged)
        // gets a fresh cart, so nobody can fix a cart id for another.
        const cookieId = existingCartId(request, context.config);
        const known =
          cookieId !== undefined && (await storage.cartExists(cookieId)) ? cookieId : undefined;
        const id = known ?? newCartId();
        const [outcome, body] = await storage.change(id, site, async (held) => {
          const store = oneChangeStore(held);
          const result = await change(store, id, site);
          if (result.kind !== 'changed' && !known) throw new NothingForFreshCart(result);
          if (result.kind !== 'changed') return [result, undefined] as const;
          const cart = await readCart(store, id, site);
          const added = result.addedProductId
            ? [...cart.articles, ...cart.freeArticles].find(
                (article) => article.productId === result.addedProductId,
              )
            : undefined;
          return [result, { cart, ...(added ? { addedProduct: added } : {}) }] as const;
        });
        if (!known)
          setOwnCookie(reply, context.config, COOKIE_NAMES.cart, id, {
            httpOnly: true,
            sameSite: 'lax',
            maxAge: CART_LIFETIME_S,
          });
        return { outcome, ...(body ? { body } : {}) };
      } catch (error) {
        if (error instanceof NothingForFreshCart) return { outcome: error.outcome };
        request.log.error({ err: error }, 'cart change failed');
        return 'failed';
      }
    }

    /** Runs a change and answers with the cart, 304 or the refusal. */
    async function answerChange(
      request: FastifyRequest,
      reply: FastifyReply,
      change: (store: CartStore, cartId: string, site: Site) => Promise<ChangeOutcome>,
    ) {
      const result = await runChange(request, reply, requestSite(request), change);
      if (result === 'failed')
        return sendCartError(reply, { error: 'CARTSTORAGE_UNAVAILABLE' }, 503);
      if (result.outcome.kind === 'unchanged') return reply.code(304).send();
      if (result.outcome.kind === 'refused') return sendCartError(reply, result.outcome.refusal);
      return reply.header('cache-control', 'no-store').send(result.body);
    }

    /** One more piece (or `quantity` more) of a product: the JSON route's and the plain form's change. */
    const addPieces =
      (site: Site, productId: string, quantity = 1) =>
      (cart: CartStore, id: string) =>
        setArticleQuantity(cart, id, site, productId, (current) => current + quantity);

    app.get('/cart/api/cart', async (request, reply) => {
      if (!parseOr400(reply, CartQuerySchema, request.query, 'query')) return reply;
      // forceReload: the cart is always read fresh from the database, so both reads are the same.
      try {
        const body: CartResponse = {
          cart: await readCart(
            storage.reader,
            existingCartId(request, context.config),
            requestSite(request),
          ),
        };
        return reply.header('cache-control', 'no-store').send(body);
      } catch (error) {
        request.log.error({ err: error }, 'cart read failed');
        return sendCartError(reply, { error: 'CARTSTORAGE_UNAVAILABLE' }, 503);
      }
    });

    app.post('/cart/api/cart', async (request, reply) => {
      const change = parseOr400(reply, CartChangeRequestSchema, request.body, 'cart change');
      if (!change) return reply;
      return answerChange(request, reply, (cart, id, site) => applyChange(cart, id, site, change));
    });

    // The demo product pages' add-to-cart: one more piece (or `quantity` more) of a product.
    app.post('/cart/api/cart/articles', async (request, reply) => {
      const add = parseOr400(reply, AddToCartRequestSchema, request.body, 'add-to-cart request');
      if (!add) return reply;
      const site = requestSite(request);
      if (!(await storage.reader.productExists(site, add.productId)))
        return sendProblem(
          reply,
          404,
          'urn:storefront:not-found',
          `There is no product ${add.productId}.`,
        );
      return answerChange(request, reply, addPieces(site, add.productId, add.quantity));
    });

    registerAddToCartForm(app, {
      publicOrigin: (site) => publicOriginOf(context.config, site),
      productExists: (site, productId) => storage.reader.productExists(site, productId),
      add: async (request, reply, site, productId) => {
        const result = await runChange(request, reply, site, addPieces(site, productId));
        if (result === 'failed') return { error: 'CARTSTORAGE_UNAVAILABLE' };
        return result.outcome.kind === 'refused' ? result.outcome.refusal : 'added';
      },
    });

    // Fills the cart with a demo cart (every item kind, or one with problems). Demo mode only.
    if (context.config.demo) {
      const carts = demoCarts();
      app.post('/cart/api/cart/demo', async (request, reply) => {
        const demo = parseOr400(reply, DemoCartRequestSchema, request.body, 'demo cart request');
        if (!demo) return reply;
        return answerChange(request, reply, async (cart, id, site) => {
          await cart.replaceItems(id, site, carts[demo.variant]);
          return { kind: 'changed' };
        });
      });
    }
  },
};
