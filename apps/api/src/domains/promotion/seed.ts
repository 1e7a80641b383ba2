import { SITES, type Site } from '@storefront/contracts';
import {
  PROMOTION_TYPES,
  categoryPromotionId,
  HEADER_BENEFITS_PROMOTION_ID,
  HEADER_TOP_PROMOTION_ID,
} from '@storefront/navigation-schemas';
import type { DomainContext } from '../../domain';
import * as z from 'zod/mini';
import { upsertPromotion } from './repository';
import DE from './seed-content/DE.json';
import AT from './seed-content/AT.json';
import CH from './seed-content/CH.json';
import CH_FR from './seed-content/CH_FR.json';
import CZ from './seed-content/CZ.json';
import HU from './seed-content/HU.json';
import PL from './seed-content/PL.json';
import SK from './seed-content/SK.json';
import TR from './seed-content/TR.json';

/**
 * Editors' texts per site, in the site's language, as data (`seed-content/<site>.json`): the top
 * banner, a category voucher, a phase integration, the benefits strip and the dated winter campaign.
 * The benefit texts follow spec header-search-cart.md section 9 (free shipping from 20 EUR DE/AT,
 * 30 CHF CH, 175 TL on coffee TR; 10 % newsletter discount; over 550 stores DE; 3-month return
 * right CH; 30-day returns HU and PL). Checked when the API starts: a broken file stops the start.
 */
const SiteTextsSchema = z.object({
  top: z.object({
    headline: z.string(),
    long: z.string(),
    legal: z.string(),
    linkText: z.string(),
  }),
  category: z.object({
    headline: z.string(),
    subline: z.string(),
    instructions: z.string(),
    hint: z.string(),
    hintShort: z.string(),
    legal: z.string(),
    cta: z.string(),
  }),
  pi: z.object({
    headline: z.string(),
    subline: z.string(),
    linkText: z.string(),
    alt: z.string(),
  }),
  benefits: z.tuple([z.string(), z.string(), z.string(), z.string()]),
  season: z.object({ headline: z.string() }),
});
type SiteTexts = z.infer<typeof SiteTextsSchema>;

const SEED_CONTENT: Record<Site, unknown> = { DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR };

function textsOf(site: Site): SiteTexts {
  const parsed = SiteTextsSchema.safeParse(SEED_CONTENT[site]);
  if (!parsed.success)
    throw new Error(`promotion seed-content/${site}.json is not valid: ${parsed.error.message}`);
  return parsed.data;
}

const TEXTS: Record<Site, SiteTexts> = Object.fromEntries(
  SITES.map((site) => [site, textsOf(site)]),
) as Record<Site, SiteTexts>;

/** The campaign starts 30 days after the seed ran and runs for 60 days. */
export const SEASON_CAMPAIGN_START_DAYS = 30;
const SEASON_CAMPAIGN_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export function seasonCampaign(site: Site, now = new Date()) {
  const validFrom = new Date(now.getTime() + SEASON_CAMPAIGN_START_DAYS * DAY_MS);
  return {
    id: HEADER_TOP_PROMOTION_ID,
    type: PROMOTION_TYPES.BANNER,
    tags: ['header', 'season'],
    validFrom,
    validTo: new Date(validFrom.getTime() + SEASON_CAMPAIGN_DAYS * DAY_MS),
    contentJSON: {
      headline: TEXTS[site].season.headline,
      theme: 'light',
      backgroundColorCode: '#dbe9f4',
      textColor: '#0a3b5c',
      link: { url: '/c/clothing', text: TEXTS[site].season.headline },
    },
  };
}

/** A picture that lives beside the promotion service, so promotions show images without an image service. */
export const PROMOTION_IMAGE_PREFIX = '/service/promotion/images';

/** Every promotion of one site: the header's top banner and benefits strip, and category page promotions of the other types. */
export function sitePromotions(site: Site) {
  const texts = TEXTS[site];
  const code = `KAFFEE${site.replace('_', '')}10`;
  return [
    {
      id: HEADER_TOP_PROMOTION_ID,
      type: PROMOTION_TYPES.BANNER,
      tags: ['header'],
      contentJSON: {
        headline: texts.top.headline,
        promotionTextLong: texts.top.long,
        theme: 'dark',
        backgroundColorCode: '#2b2a29',
        textColor: '#ffffff',
        legalText: texts.top.legal,
        link: { url: '/themeworlds', text: texts.top.linkText },
      },
    },
    {
      id: categoryPromotionId('coffee'),
      type: PROMOTION_TYPES.CATEGORY,
      tags: ['category'],
      contentJSON: {
        headline: texts.category.headline,
        subline: texts.category.subline,
        theme: 'light',
        voucherOrButton: 'VOUCHER',
        voucherCode: code,
        voucherCodeInstructions: texts.category.instructions,
        legalTextHint: texts.category.hint,
        legalTextHintShort: texts.category.hintShort,
        legalText: texts.category.legal,
        ctaButtonText: texts.category.cta,
        ctaButtonLink: '/c/coffee',
      },
    },
    {
      id: categoryPromotionId('household'),
      type: PROMOTION_TYPES.PHASE_INTEGRATION,
      tags: ['category'],
      contentJSON: {
        headline: texts.pi.headline,
        subline: texts.pi.subline,
        image: {
          alt: texts.pi.alt,
          cutouts: [
            {
              imagePath: `${PROMOTION_IMAGE_PREFIX}/household-wide.svg`,
              targetSize: { width: 1200, height: 300 },
              breakpoint: 'xl',
            },
            {
              imagePath: `${PROMOTION_IMAGE_PREFIX}/household-small.svg`,
              targetSize: { width: 600, height: 300 },
            },
          ],
        },
        linkURL: '/c/household',
        linkText: texts.pi.linkText,
      },
    },
    {
      id: HEADER_BENEFITS_PROMOTION_ID,
      type: PROMOTION_TYPES.BENEFITS,
      tags: ['header'],
      contentJSON: {
        links: [
          { url: '/help', text: texts.benefits[0], slot: 'freeShipping', boldLink: true },
          { url: '/subscribenewsletter', text: texts.benefits[1], slot: 'newsletter' },
          { url: '/service/storefinder/search', text: texts.benefits[2], slot: 'crossChannel' },
          { url: '/contact', text: texts.benefits[3], slot: 'service' },
        ],
      },
    },
    // A type the header does not know: the page must show nothing for it.
    {
      id: categoryPromotionId('sale'),
      type: 'ApiCountdownPromotion',
      tags: ['category'],
      contentJSON: { headline: texts.top.headline },
    },
  ];
}

export async function seedPromotions({ db }: DomainContext): Promise<void> {
  // The benefits strip is the newest seeded promotion: a database seeded before it gets it (upserts).
  const existing = await db
    .selectFrom('promotions')
    .select('id')
    .where('id', '=', HEADER_BENEFITS_PROMOTION_ID)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const site of SITES) {
      for (const promotion of sitePromotions(site))
        await upsertPromotion(trx, { ...promotion, site });
      await upsertPromotion(trx, { ...seasonCampaign(site), site });
    }
  });
}
