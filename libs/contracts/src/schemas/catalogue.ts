import * as z from '../zod';

export const ProductSchema = z.object({
  id: z.string(),
  tcm: z.string(),
  title: z.string(),
  category: z.enum(['coffee', 'household', 'clothing']),
  price: z.number(),
  imageUrl: z.string(),
  productViewUrl: z.string(),
  dimensionKey: z.optional(z.string()),
  availability: z.enum(['AVAILABLE', 'NOT_AVAILABLE', 'SOLDOUT']),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.object({ products: z.array(ProductSchema) });
export type ProductList = z.infer<typeof ProductListSchema>;

export const ProductQuerySchema = z.object({
  site: z.enum(['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'PL', 'SK', 'TR']),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(100000))),
});

/** How many product teasers the home page shows. */
export const HOME_PRODUCT_COUNT = 12;

/** Where the document server puts the home page's products in the page state. */
export function prefetchedHomeProductsKey(site: string): string {
  return `catalogue:home:${site}`;
}

/** Where the document server puts a product page's product (null: no such product) in the page state. */
export function prefetchedProductKey(site: string, id: string): string {
  return `catalogue:product:${site}:${id}`;
}
