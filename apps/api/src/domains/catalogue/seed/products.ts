import * as z from 'zod/mini';
import { SITE_CONFIG, SITES, type Locale, type Site } from '@storefront/contracts';
import type { ProductRow } from '../tables';
import { generatedProducts } from './generated';
import { PhraseSchema, type Language } from './wordLists';
import products from './seed-content/products.json';

/**
 * The hand-made demo assortment (ids 100001..300003) every site sells in its own language and
 * currency, as data (`seed-content/products.json`), checked when the API starts: a broken file stops
 * the start. Titles per language side by side, as in the word lists of the generated assortment.
 */
const BaseProductsSchema = z.array(
  z.strictObject({
    id: z.string().check(z.regex(/^\d{6}$/)),
    category: z.enum(['coffee', 'household', 'clothing'] satisfies ProductRow['category'][]),
    priceEur: z.number().check(z.positive()),
    titles: PhraseSchema,
    dimensionKey: z.optional(z.string()),
    stock: z.optional(z.number().check(z.int(), z.nonnegative())),
    maxPerOrder: z.optional(z.number().check(z.int(), z.positive())),
    availability: z.optional(
      z.enum(['AVAILABLE', 'NOT_AVAILABLE', 'SOLDOUT'] satisfies ProductRow['availability'][]),
    ),
  }),
);

function valid(data: unknown): z.infer<typeof BaseProductsSchema> {
  const result = BaseProductsSchema.safeParse(data);
  if (!result.success)
    throw new Error(`catalogue seed-content/products.json is not valid: ${result.error.message}`);
  return result.data;
}

export const BASE_PRODUCTS = valid(products);

/** Rough fixed rates so that prices look local; the demo has no price service. */
const RATES: Record<string, number> = { EUR: 1, CHF: 0.95, CZK: 25, HUF: 400, PLN: 4.3, TRY: 35 };

export function localPrice(priceEur: number, currency: string): number {
  const rate = RATES[currency] ?? 1;
  const raw = priceEur * rate;
  // Whole-unit currencies end in ...9 (e.g. 2799 Ft); the others in .99 / .49.
  if (rate >= 25) return Math.max(9, Math.round(raw / 10) * 10 - 1);
  return Math.round(raw * 100) / 100;
}

function language(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

export function productRowsFor(site: Site): ProductRow[] {
  const config = SITE_CONFIG[site];
  return [...BASE_PRODUCTS, ...generatedProducts()].map((product) => ({
    site,
    id: product.id,
    tcm: `tcm:${product.id}`,
    title: product.titles[language(config.locale)],
    category: product.category,
    price: localPrice(product.priceEur, config.currency),
    dimension_key: product.dimensionKey ?? null,
    stock: product.stock ?? 500,
    max_per_order: product.maxPerOrder ?? 10,
    availability: product.availability ?? 'AVAILABLE',
  }));
}

export function allProductRows(): ProductRow[] {
  return SITES.flatMap(productRowsFor);
}
