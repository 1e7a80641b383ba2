import { SITE_CONFIG, SITES, type Site } from '@storefront/contracts';
import type { DomainContext } from '../../../domain';
import { seedLanguageOf } from '../../../seed/languages';
import type { ProductRow } from '../tables';
import { BASE_PRODUCTS } from './catalogueSeedContent';
import { generatedProducts } from './generated';

/** Rough fixed rates so that prices look local; the demo has no price service. */
const RATES: Record<string, number> = { EUR: 1, CHF: 0.95, CZK: 25, HUF: 400, PLN: 4.3, TRY: 35 };

export function localPrice(priceEur: number, currency: string): number {
  const rate = RATES[currency] ?? 1;
  const raw = priceEur * rate;
  // Whole-unit currencies end in ...9 (e.g. 2799 Ft); the others in .99 / .49.
  if (rate >= 25) return Math.max(9, Math.round(raw / 10) * 10 - 1);
  return Math.round(raw * 100) / 100;
}

export function productRowsFor(site: Site): ProductRow[] {
  const { currency } = SITE_CONFIG[site];
  return [...BASE_PRODUCTS, ...generatedProducts()].map((product) => ({
    site,
    id: product.id,
    tcm: `tcm:${product.id}`,
    title: product.titles[seedLanguageOf(site)],
    category: product.category,
    price: localPrice(product.priceEur, currency),
    dimension_key: product.dimensionKey ?? null,
    stock: product.stock ?? 500,
    max_per_order: product.maxPerOrder ?? 10,
    availability: product.availability ?? 'AVAILABLE',
  }));
}

export function allProductRows(): ProductRow[] {
  return SITES.flatMap(productRowsFor);
}

/** Rows per INSERT when seeding: 10 columns each, far below both databases' parameter limits. */
const SEED_CHUNK_ROWS = 500;

export async function seedCatalogue({ db }: DomainContext): Promise<void> {
  const rows = allProductRows();
  const existing = await db
    .selectFrom('products')
    .select(db.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) >= rows.length) return;
  // Adds what a database from an older seed lacks and leaves every existing row (stock!) alone.
  // In chunks: one statement per few hundred rows instead of one round trip per row (PostgreSQL).
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += SEED_CHUNK_ROWS) {
      await trx
        .insertInto('products')
        .values(rows.slice(start, start + SEED_CHUNK_ROWS))
        .onConflict((c) => c.doNothing())
        .execute();
    }
  });
}
