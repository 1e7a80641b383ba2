import { SITE_CONFIG, SITES, type Currency, type Site } from '@storefront/contracts';
import type { CartCampaignRow, CartItemRow, CartOfferRow, CartSettingsRow } from './tables';

type Language = 'de' | 'fr' | 'cs' | 'hu' | 'pl' | 'sk' | 'tr';
type Titles = Record<Language, string>;

/** CART_LIMIT: the most pieces one purchase may hold, per site. */
export const DEFAULT_MAX_ARTICLES = 50;

interface Offer {
  kind: CartOfferRow['kind'];
  id: string;
  titles: Titles;
  /** Prices are set per currency, as gift card values and partner fees are, not converted. */
  prices: Record<Currency, number>;
}

export const OFFERS: readonly Offer[] = [
  {
    kind: 'giftCard',
    id: 'GC-25',
    titles: { de: 'Geschenkkarte', fr: 'Carte cadeau', cs: 'Dárková karta', hu: 'Ajándékkártya', pl: 'Karta podarunkowa', sk: 'Darčeková karta', tr: 'Hediye kartı' },
    prices: { EUR: 25, CHF: 25, CZK: 500, HUF: 10000, PLN: 100, TRY: 1000 },
  },
  {
    kind: 'giftCard',
    id: 'GC-50',
    titles: { de: 'Geschenkkarte Premium', fr: 'Carte cadeau premium', cs: 'Dárková karta Premium', hu: 'Prémium ajándékkártya', pl: 'Karta podarunkowa Premium', sk: 'Darčeková karta Premium', tr: 'Premium hediye kartı' },
    prices: { EUR: 50, CHF: 50, CZK: 1000, HUF: 20000, PLN: 200, TRY: 2000 },
  },
  {
    kind: 'partnerProduct',
    id: 'PP-1001',
    titles: { de: 'Geräteschutz 3 Jahre (Partnerangebot)', fr: 'Protection appareil 3 ans (offre partenaire)', cs: 'Ochrana přístroje 3 roky (partnerská nabídka)', hu: '3 éves készülékvédelem (partnerajánlat)', pl: 'Ochrona urządzenia 3 lata (oferta partnera)', sk: 'Ochrana prístroja 3 roky (partnerská ponuka)', tr: '3 yıl cihaz koruması (iş ortağı teklifi)' },
    prices: { EUR: 19.99, CHF: 19.9, CZK: 499, HUF: 7990, PLN: 89.99, TRY: 699 },
  },
  {
    kind: 'subscription',
    id: 'SUB-COFFEE',
    titles: { de: 'Kaffee-Abo, monatlich', fr: 'Abonnement café, mensuel', cs: 'Předplatné kávy, měsíčně', hu: 'Kávé-előfizetés, havonta', pl: 'Subskrypcja kawy, co miesiąc', sk: 'Predplatné kávy, mesačne', tr: 'Aylık kahve aboneliği' },
    prices: { EUR: 14.99, CHF: 14.9, CZK: 379, HUF: 5990, PLN: 64.99, TRY: 529 },
  },
];

/** Free-article campaigns: WELCOME gives filter coffee; SOLDOUT-GIFT points at a sold-out product. */
export const CAMPAIGNS: readonly { id: string; productId: string }[] = [
  { id: 'WELCOME', productId: '100002' },
  { id: 'SOLDOUT-GIFT', productId: '200003' },
];

const language = (site: Site) => SITE_CONFIG[site].locale.slice(0, 2) as Language;

export function offerRows(): CartOfferRow[] {
  return SITES.flatMap((site) =>
    OFFERS.map((offer) => ({ site, kind: offer.kind, id: offer.id, tcm: `tcm:${offer.id}`, title: offer.titles[language(site)], price: offer.prices[SITE_CONFIG[site].currency] })),
  );
}

export function campaignRows(): CartCampaignRow[] {
  return SITES.flatMap((site) => CAMPAIGNS.map((campaign) => ({ site, id: campaign.id, product_id: campaign.productId })));
}

export function settingsRows(): CartSettingsRow[] {
  return SITES.map((site) => ({ site, max_articles: DEFAULT_MAX_ARTICLES }));
}

type DemoItem = Omit<CartItemRow, 'cart_id'>;
const item = (kind: CartItemRow['kind'], itemId: string, quantity = 1, campaignId: string | null = null, defective = 0): DemoItem => ({ kind, item_id: itemId, quantity, campaign_id: campaignId, defective });

/**
 * The demo carts the cart page offers, so every item kind is reachable from the storefront:
 * allKinds can go to checkout; withProblems adds a NOT_AVAILABLE article, a SOLDOUT free article
 * and a defective gift card, which block it.
 */
export const DEMO_CARTS: Record<'allKinds' | 'withProblems', readonly DemoItem[]> = {
  allKinds: [item('article', '100001', 2), item('freeArticle', '100002', 1, 'WELCOME'), item('giftCard', 'GC-25'), item('partnerProduct', 'PP-1001'), item('subscription', 'SUB-COFFEE')],
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
