import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { AddToCartRequestSchema, CartChangeRequestSchema, COOKIE_NAMES, SITES, toSite, type CartErrorResponse, type CartResponse, type Site } from '@storefront/contracts';
import type { ApiDomain, DomainContext } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { sendProblem } from '../../http/problem';
import { cartMigrations } from './migrations';
import { ensureCart, newCartId, readCart } from './repository';

const CartQuerySchema = z.object({ forceReload: z.optional(z.enum(['true', 'false'])), site: z.optional(z.enum(SITES)) });

/** The site of a cart call: the x-hunter-site header, else the site query, else DE. */
function requestSite(request: FastifyRequest): Site {
  const query = request.query as Record<string, unknown> | undefined;
  return toSite(request.headers['x-hunter-site'] ?? query?.site);
}

function cartId(request: FastifyRequest, reply: FastifyReply, { config }: DomainContext): string {
  const existing = request.cookies[COOKIE_NAMES.cart];
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = newCartId();
  reply.setCookie(COOKIE_NAMES.cart, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: 60 * 60 * 24 * 30 });
  return id;
}

export const cartDomain: ApiDomain = {
  name: 'cart',
  migrations: cartMigrations,
  routes(app, context) {
    const { db } = context;

    app.get('/cart/api/cart', async (request, reply) => {
      if (!parseOr400(reply, CartQuerySchema, request.query, 'query')) return reply;
      const body: CartResponse = { cart: await readCart(db, request.cookies[COOKIE_NAMES.cart], requestSite(request)) };
      return reply.header('cache-control', 'no-store').send(body);
    });

    app.post('/cart/api/cart', async (request, reply) => {
      const change = parseOr400(reply, CartChangeRequestSchema, request.body, 'cart change');
      if (!change) return reply;
      const site = requestSite(request);
      const id = cartId(request, reply, context);
      if (!('setArticle' in change)) {
        const body: CartErrorResponse = { error: 'UNKNOWN' };
        return reply.code(422).send(body);
      }
      const { productId, quantity } = change.setArticle;
      await db.transaction().execute(async (trx) => {
        await ensureCart(trx, id, site);
        if (quantity === 0) {
          await trx.deleteFrom('cart_items').where('cart_id', '=', id).where('kind', '=', 'article').where('item_id', '=', productId).execute();
        } else {
          await trx
            .insertInto('cart_items')
            .values({ cart_id: id, kind: 'article', item_id: productId, quantity, campaign_id: null })
            .onConflict((c) => c.columns(['cart_id', 'kind', 'item_id']).doUpdateSet({ quantity }))
            .execute();
        }
      });
      const body: CartResponse = { cart: await readCart(db, id, site) };
      return body;
    });

    app.post('/cart/api/cart/articles', async (request, reply) => {
      const add = parseOr400(reply, AddToCartRequestSchema, request.body, 'add-to-cart request');
      if (!add) return reply;
      const site = requestSite(request);
      const product = await db.selectFrom('products').select('id').where('site', '=', site).where('id', '=', add.productId).executeTakeFirst();
      if (!product) return sendProblem(reply, 404, 'urn:storefront:not-found', `There is no product ${add.productId}.`);
      const id = cartId(request, reply, context);
      await db.transaction().execute(async (trx) => {
        await ensureCart(trx, id, site);
        const current = await trx.selectFrom('cart_items').select('quantity').where('cart_id', '=', id).where('kind', '=', 'article').where('item_id', '=', add.productId).executeTakeFirst();
        const quantity = (current?.quantity ?? 0) + (add.quantity ?? 1);
        await trx
          .insertInto('cart_items')
          .values({ cart_id: id, kind: 'article', item_id: add.productId, quantity, campaign_id: null })
          .onConflict((c) => c.columns(['cart_id', 'kind', 'item_id']).doUpdateSet({ quantity }))
          .execute();
      });
      const cart = await readCart(db, id, site);
      const addedProduct = cart.articles.find((article) => article.productId === add.productId);
      const body: CartResponse = { cart, ...(addedProduct ? { addedProduct } : {}) };
      return body;
    });
  },
};
