import * as z from 'zod/mini';
import { DEMO_CART_VARIANTS } from '@storefront/cart-schemas';
import { CURRENCIES, SITE_CONFIG, SITES } from '@storefront/contracts';
import type { DomainContext } from '../../../domain';
import { SEED_LANGUAGES, seedLanguageOf } from '../../../seed/languages';
import { readSeedFile, readSeedFiles, seedFileError } from '../../../seed/seedFiles';
import type { CartItemKind, CartItemRow, CartOfferRow } from '../tables';

const OFFER_KINDS = [
  'giftCard',
  'partnerProduct',
  'subscription',
] as const satisfies readonly CartOfferRow['kind'][];
const ITEM_KINDS = [
  'article',
  'freeArticle',
  ...OFFER_KINDS,
] as const satisfies readonly CartItemKind[];

/** CART_LIMIT: the most pieces one purchase may hold, per site. */
export const DEFAULT_MAX_ARTICLES = 50;

/**
 * The offers a cart can hold besides articles (`content/`). `offers.json` holds what is the same in
 * every language: each offer's kind and prices, set per currency as gift card values and partner
 * fees are (not converted), and the free-article campaigns (WELCOME gives filter coffee;
 * SOLDOUT-GIFT points at a sold-out product). `<language>.json` holds the offers' titles, one for
 * every offer.
 */
const OffersSchema = z.strictObject({
  offers: z.array(
    z.strictObject({
      kind: z.enum(OFFER_KINDS),
      id: z.string(),
      prices: z.record(z.enum(CURRENCIES), z.number().check(z.positive())),
    }),
  ),
  campaigns: z.array(z.strictObject({ id: z.string(), productId: z.string() })),
});
const LanguageSchema = z.strictObject({ offerTitles: z.record(z.string(), z.string()) });

export const { offers: OFFERS, campaigns: CAMPAIGNS } = readSeedFile(
  'cart',
  'offers.json',
  OffersSchema,
);
const TITLES = readSeedFiles('cart', SEED_LANGUAGES, LanguageSchema);

// A language's offer titles: one for every offer in offers.json, and none for an offer it lacks.
for (const language of SEED_LANGUAGES) {
  const { offerTitles } = TITLES[language];
  const ids = OFFERS.map((offer) => offer.id);
  const missing = ids.filter((id) => !offerTitles[id]);
  const unknown = Object.keys(offerTitles).filter((id) => !ids.includes(id));
  if (missing.length + unknown.length > 0)
    throw seedFileError(
      'cart',
      `${language}.json`,
      `titles missing for [${missing.join(', ')}], titles of no offer [${unknown.join(', ')}]`,
    );
}

export function offerRows(): CartOfferRow[] {
  return SITES.flatMap((site) =>
    OFFERS.map((offer) => ({
      site,
      kind: offer.kind,
      id: offer.id,
      tcm: `tcm:${offer.id}`,
      title: TITLES[seedLanguageOf(site)].offerTitles[offer.id] ?? '',
      price: offer.prices[SITE_CONFIG[site].currency],
    })),
  );
}

/** Every site's cart settings, offers and free-article campaigns, once. */
export async function seedCart({ db }: DomainContext): Promise<void> {
  const existing = await db.selectFrom('cart_settings').select('site').executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const site of SITES)
      await trx
        .insertInto('cart_settings')
        .values({ site, max_articles: DEFAULT_MAX_ARTICLES })
        .execute();
    for (const row of offerRows()) await trx.insertInto('cart_offers').values(row).execute();
    for (const site of SITES)
      for (const { id, productId } of CAMPAIGNS)
        await trx
          .insertInto('cart_campaigns')
          .values({ site, id, product_id: productId })
          .execute();
  });
}

/**
 * The demo carts the cart page offers (`content/demo-carts.json`, read in demo mode only), so every
 * item kind is reachable from the storefront: allKinds can go to checkout; withProblems adds a
 * NOT_AVAILABLE article, a SOLDOUT free article and a defective gift card, which block it.
 */
const DemoCartsSchema = z.record(
  z.enum(DEMO_CART_VARIANTS),
  z.array(
    z.strictObject({
      kind: z.enum(ITEM_KINDS),
      itemId: z.string(),
      quantity: z._default(z.number().check(z.int(), z.positive()), 1),
      campaignId: z.optional(z.string()),
      defective: z.optional(z.boolean()),
    }),
  ),
);

export function demoCarts(): Record<
  (typeof DEMO_CART_VARIANTS)[number],
  Omit<CartItemRow, 'cart_id'>[]
> {
  const carts = readSeedFile('cart', 'demo-carts.json', DemoCartsSchema);
  const rows = (variant: keyof typeof carts) =>
    carts[variant].map((item) => ({
      kind: item.kind,
      item_id: item.itemId,
      quantity: item.quantity,
      campaign_id: item.campaignId ?? null,
      defective: item.defective ? 1 : 0,
    }));
  return { allKinds: rows('allKinds'), withProblems: rows('withProblems') };
}
