import * as z from 'zod/mini';
import { CURRENCIES, SITE_CONFIG, SITES, type Site } from '@storefront/contracts';
import type { CartCampaignRow, CartItemRow, CartOfferRow, CartSettingsRow } from './tables';
import offers from './seed-content/offers.json';
import de from './seed-content/de.json';
import fr from './seed-content/fr.json';
import cs from './seed-content/cs.json';
import hu from './seed-content/hu.json';
import pl from './seed-content/pl.json';
import sk from './seed-content/sk.json';
import tr from './seed-content/tr.json';

type Language = 'de' | 'fr' | 'cs' | 'hu' | 'pl' | 'sk' | 'tr';
const OFFER_KINDS = [
  'giftCard',
  'partnerProduct',
  'subscription',
] as const satisfies readonly CartOfferRow['kind'][];

/** CART_LIMIT: the most pieces one purchase may hold, per site. */
export const DEFAULT_MAX_ARTICLES = 50;

/**
 * The offers a cart can hold besides articles, as data (`seed-content/`), checked when the API
 * starts: a broken file stops the start. `offers.json` holds what is the same in every language:
 * each offer's kind and prices, set per currency as gift card values and partner fees are (not
 * converted), and the free-article campaigns (WELCOME gives filter coffee; SOLDOUT-GIFT points at
 * a sold-out product). `<language>.json` holds the offers' titles, one for every offer.
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

function valid<T>(schema: z.ZodMiniType<T>, file: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success)
    throw new Error(`cart seed-content/${file} is not valid: ${result.error.message}`);
  return result.data;
}

export const { offers: OFFERS, campaigns: CAMPAIGNS } = valid(OffersSchema, 'offers.json', offers);

const LANGUAGE_FILES: Record<Language, unknown> = { de, fr, cs, hu, pl, sk, tr };

/** A language's offer titles: one for every offer in offers.json, and none for an offer it lacks. */
function titlesOf(language: Language): Record<string, string> {
  const { offerTitles } = valid(LanguageSchema, `${language}.json`, LANGUAGE_FILES[language]);
  const ids = OFFERS.map((offer) => offer.id);
  const missing = ids.filter((id) => !offerTitles[id]);
  const unknown = Object.keys(offerTitles).filter((id) => !ids.includes(id));
  if (missing.length + unknown.length > 0)
    throw new Error(
      `cart seed-content/${language}.json is not valid: titles missing for [${missing.join(', ')}], titles of no offer [${unknown.join(', ')}]`,
    );
  return offerTitles;
}

const TITLES = new Map(
  (Object.keys(LANGUAGE_FILES) as Language[]).map((language) => [language, titlesOf(language)]),
);

function titleOf(language: Language, id: string): string {
  const title = TITLES.get(language)?.[id];
  if (title === undefined) throw new Error(`No cart offer title for ${id} in ${language}`);
  return title;
}

const language = (site: Site) => SITE_CONFIG[site].locale.slice(0, 2) as Language;

export function offerRows(): CartOfferRow[] {
  return SITES.flatMap((site) =>
    OFFERS.map((offer) => ({
      site,
      kind: offer.kind,
      id: offer.id,
      tcm: `tcm:${offer.id}`,
      title: titleOf(language(site), offer.id),
      price: offer.prices[SITE_CONFIG[site].currency],
    })),
  );
}

export function campaignRows(): CartCampaignRow[] {
  return SITES.flatMap((site) =>
    CAMPAIGNS.map((campaign) => ({ site, id: campaign.id, product_id: campaign.productId })),
  );
}

export function settingsRows(): CartSettingsRow[] {
  return SITES.map((site) => ({ site, max_articles: DEFAULT_MAX_ARTICLES }));
}

type DemoItem = Omit<CartItemRow, 'cart_id'>;
const item = (
  kind: CartItemRow['kind'],
  itemId: string,
  quantity = 1,
  campaignId: string | null = null,
  defective = 0,
): DemoItem => ({
  kind,
  item_id: itemId,
  quantity,
  campaign_id: campaignId,
  defective,
});

/**
 * The demo carts the cart page offers, so every item kind is reachable from the storefront:
 * allKinds can go to checkout; withProblems adds a NOT_AVAILABLE article, a SOLDOUT free article
 * and a defective gift card, which block it.
 */
export const DEMO_CARTS: Record<'allKinds' | 'withProblems', readonly DemoItem[]> = {
  allKinds: [
    item('article', '100001', 2),
    item('freeArticle', '100002', 1, 'WELCOME'),
    item('giftCard', 'GC-25'),
    item('partnerProduct', 'PP-1001'),
    item('subscription', 'SUB-COFFEE'),
  ],
  withProblems: [
    item('article', '100001', 2),
    item('article', '300003', 1),
    item('freeArticle', '200003', 1, 'SOLDOUT-GIFT'),
    item('giftCard', 'GC-25'),
    item('giftCard', 'GC-50', 1, null, 1),
    item('partnerProduct', 'PP-1001'),
    item('subscription', 'SUB-COFFEE'),
  ],
};
