import * as z from 'zod/mini';
import { SITES, type Site } from '@storefront/contracts';
import { HEADER_PI_PROMOTION_ID } from '@storefront/navigation-schemas';
import type { DomainContext } from '../../../domain';
import { readSeedFile, readSeedFiles, seedFileError } from '../../../seed/seedFiles';
import { upsertPromotion } from '../repository';

/**
 * Editors' texts per site, in the site's language (`content/<site>.json`): the top banner, a
 * category voucher, a phase integration of a category and the header's own (`~header_pi`, on every
 * page under the header: spec header-search-cart.md section 1), the benefits strip and the dated
 * winter campaign. The benefit texts follow spec header-search-cart.md section 9 (free shipping
 * from 20 EUR DE/AT, 30 CHF CH, 175 TL on coffee TR; 10 % newsletter discount; over 550 stores
 * DE; 3-month return right CH; 30-day returns HU and PL).
 */
const SiteTextsSchema = z.object({
  top: z.object({
    headline: z.string(),
    long: z.string(),
    /** The headline where space is short (headlineShort). */
    short: z.string(),
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
  headerPi: z.object({ headline: z.string(), subline: z.string(), linkText: z.string() }),
});

/**
 * Every site's promotions (`content/promotions.json`): the header's top banner and benefits strip,
 * category page promotions of the other types (and one of a type the header does not know: the
 * page must show nothing for it), and the winter campaign, which starts `startsInDays` after the
 * seed day and runs for `days`. `{{path}}` in a text is the site's text at that path
 * (`{{top.headline}}`, `{{benefits.0}}`); `{{siteCode}}` is the site without its underscore.
 */
const PromotionsSchema = z.array(
  z.strictObject({
    // The header reads its promotions by these ids (navigation-schemas' promotion ids).
    id: z.string().check(z.regex(/^~(header_top|header_benefits|header_pi|category_[a-z0-9-]+)$/)),
    type: z.string(),
    tags: z.array(z.string()),
    startsInDays: z.optional(z.number().check(z.int(), z.nonnegative())),
    days: z.optional(z.number().check(z.int(), z.positive())),
    contentJSON: z.record(z.string(), z.unknown()),
  }),
);

const TEXTS = readSeedFiles('promotion', SITES, SiteTextsSchema);
const PROMOTIONS = readSeedFile('promotion', 'promotions.json', PromotionsSchema);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A template with every `{{path}}` in its strings replaced by the value at that path of `values`. */
function filled(template: unknown, values: unknown, file: string): unknown {
  if (typeof template === 'string')
    return template.replace(/\{\{([\w.]+)\}\}/g, (_, path: string) => {
      const value = path
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
      if (typeof value !== 'string')
        throw seedFileError('promotion', 'promotions.json', `no text for {{${path}}} in ${file}`);
      return value;
    });
  if (Array.isArray(template)) return template.map((item) => filled(item, values, file));
  if (typeof template === 'object' && template !== null)
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, filled(value, values, file)]),
    );
  return template;
}

/** Every promotion of one site, dated ones relative to `now` (the seed day). */
export function sitePromotions(site: Site, now = new Date()) {
  const values = { ...TEXTS[site], siteCode: site.replace('_', '') };
  return PROMOTIONS.map(({ startsInDays, days, contentJSON, ...promotion }) => {
    const validFrom =
      startsInDays === undefined ? undefined : new Date(now.getTime() + startsInDays * DAY_MS);
    return {
      ...promotion,
      site,
      contentJSON: filled(contentJSON, values, `${site}.json`) as typeof contentJSON,
      ...(validFrom && { validFrom }),
      ...(validFrom &&
        days !== undefined && {
          validTo: new Date(validFrom.getTime() + days * DAY_MS),
        }),
    };
  });
}

// Every site's promotions are checked as the API starts: a text missing for a placeholder stops it.
for (const site of SITES) sitePromotions(site);

export async function seedPromotions({ db }: DomainContext): Promise<void> {
  // The header's phase integration is the newest seeded promotion: a database seeded before it gets
  // it (upserts).
  const existing = await db
    .selectFrom('promotions')
    .select('id')
    .where('id', '=', HEADER_PI_PROMOTION_ID)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const site of SITES)
      for (const promotion of sitePromotions(site)) await upsertPromotion(trx, promotion);
  });
}
