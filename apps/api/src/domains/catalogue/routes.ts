import * as z from 'zod/mini';
import { ProductQuerySchema, SITES, type ProductList } from '@storefront/contracts';
import type { ApiDomain } from '../../domain';
import { parseOr400 } from '../../http/validate';
import { catalogueMigrations } from './migrations';
import { seedCatalogue } from './seed/seedCatalogue';
import { findProduct, listProducts, toProduct } from './repository';
import { categoryImage } from './images';
import { sendProblem } from '@storefront/server-kit';

const ProductParamsSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,32}$/)) });
const SiteQuerySchema = z.object({ site: z.enum(SITES) });

export const catalogueDomain: ApiDomain = {
  name: 'catalogue',
  migrations: catalogueMigrations,
  seed: seedCatalogue,
  routes(app, { db }) {
    app.get('/catalogue/api/products', async (request, reply) => {
      const query = parseOr400(reply, ProductQuerySchema, request.query, 'query');
      if (!query) return reply;
      const rows = await listProducts(db, query.site, query.limit ?? 24, query.offset ?? 0);
      const body: ProductList = { products: rows.map(toProduct) };
      return body;
    });

    app.get('/catalogue/api/products/:id', async (request, reply) => {
      const params = parseOr400(reply, ProductParamsSchema, request.params, 'product id');
      const query = params && parseOr400(reply, SiteQuerySchema, request.query, 'query');
      if (!params || !query) return reply;
      const row = await findProduct(db, query.site, params.id);
      if (!row)
        return sendProblem(
          reply,
          404,
          'urn:storefront:not-found',
          `There is no product ${params.id}.`,
        );
      return toProduct(row);
    });

    app.get('/catalogue/images/:category', async (request, reply) => {
      const { category } = request.params as { category: string };
      const svg = categoryImage(category.replace(/\.svg$/, ''));
      if (!svg) return sendProblem(reply, 404, 'urn:storefront:not-found', 'No such image.');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    });
  },
};
