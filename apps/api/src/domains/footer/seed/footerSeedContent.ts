import * as z from 'zod/mini';
import { SITES, type Site } from '@storefront/contracts';
import { FOOTER_ICON_NAMES, FOOTER_LOGO_SOURCES } from '@storefront/footer-schemas';
import { SEED_LANGUAGES } from '../../../seed/languages';
import { checkSeedData, readSeedFile, readSeedFiles } from '../../../seed/seedFiles';

/**
 * The footer content editors keep, as data (`content/`), checked when the API starts: a broken file
 * stops the start instead of seeding a broken footer. Strict objects, so a misspelt key is an
 * error rather than a text that silently goes missing. `footerContent.ts` keeps only the rules that
 * assemble the SHOP_FOOTER content from it (links, page ids, order).
 *
 * - `<language>.json`: the footer's texts in one language, and the slugs of its content pages.
 *   `de-CH.json` holds only what Swiss German writes differently (no ß), as the remotes' Swiss
 *   German texts do (docs/architecture/composition.md, "Texts belong to their remote").
 * - `sites.json`: each market's facts (spec newsletter-footer-preview-login.md section 9: return
 *   periods, carriers, payment and quality logos, free-shipping thresholds, TR hours). One file
 *   for all nine sites rather than one per site: the facts are short, and they are read and
 *   compared side by side (which market takes which payment, who offers store pickup); the schema
 *   requires every site, so a missing market stops the start too.
 * - `shop.json`: what is the same on every site: the loyalty card's name (`{{loyaltyCard}}` in a
 *   site's texts), the logos' labels, the social media and app store links.
 */

const FOOTER_LANGUAGES = [...SEED_LANGUAGES, 'de-CH'] as const;
type FooterLanguage = (typeof FOOTER_LANGUAGES)[number];

const LogoSourceSchema = z.enum(FOOTER_LOGO_SOURCES);

const LanguageTextsSchema = z.strictObject({
  headline: z.string(),
  payment: z.strictObject({ heading: z.string(), intro: z.string(), link: z.string() }),
  delivery: z.strictObject({ heading: z.string(), link: z.string() }),
  returns: z.strictObject({ heading: z.string(), link: z.string() }),
  help: z.strictObject({
    heading: z.string(),
    contact: z.string(),
    faq: z.string(),
    storefinder: z.string(),
    account: z.string(),
    email: z.string(),
    app: z.string(),
  }),
  pickup: z.strictObject({ heading: z.string(), intro: z.string(), link: z.string() }),
  loyalty: z.strictObject({ intro: z.string(), link: z.string(), privateCard: z.string() }),
  services: z.strictObject({
    heading: z.string(),
    newsletter: z.string(),
    giftcards: z.string(),
    giftIdeas: z.string(),
    instructions: z.string(),
    sizeAdvice: z.string(),
  }),
  company: z.strictObject({
    heading: z.string(),
    sustainability: z.string(),
    career: z.string(),
    press: z.string(),
    blog: z.string(),
  }),
  /** Nine popular categories, shown in three columns of three. */
  seo: z.strictObject({
    heading: z.string(),
    categories: z.array(z.strictObject({ text: z.string(), slug: z.string() })).check(z.length(9)),
  }),
  social: z.string(),
  apps: z.string(),
  legal: z.strictObject({
    imprint: z.string(),
    privacy: z.string(),
    terms: z.string(),
    consent: z.string(),
  }),
  view: z.strictObject({ toMobile: z.string(), toDesktop: z.string() }),
  slugs: z.strictObject({
    payment: z.string(),
    delivery: z.string(),
    returns: z.string(),
    giftIdeas: z.string(),
    instructions: z.string(),
    sizeAdvice: z.string(),
    sustainability: z.string(),
    career: z.string(),
    press: z.string(),
    blog: z.string(),
  }),
});
export type LanguageTexts = z.infer<typeof LanguageTextsSchema>;

const SiteFactsSchema = z.strictObject({
  language: z.enum(FOOTER_LANGUAGES),
  deliveryIntro: z.string(),
  returnsIntro: z.string(),
  helpIntro: z.optional(z.string()),
  servicesIntro: z.optional(z.string()),
  payments: z.array(LogoSourceSchema),
  /** Labels this site writes differently from `shop.json` (CH_FR: "Facture" for the invoice logo). */
  logoLabels: z.optional(z.partialRecord(LogoSourceSchema, z.string())),
  carriers: z.array(LogoSourceSchema),
  qualityLogos: z.array(
    z.strictObject({ source: LogoSourceSchema, label: z.string(), link: z.string() }),
  ),
  /** The link goes to the delivery page (a rule, in footerContent.ts); only its text is the editors'. */
  salesTax: z.strictObject({
    textBeforeLink: z.string(),
    linkText: z.string(),
    textAfterLink: z.optional(z.string()),
  }),
  email: z.string().check(z.startsWith('mailto:')),
  /** Turkey offers no pickup in store (its stores still appear in the store finder). */
  storePickup: z.boolean(),
});
export type SiteFacts = z.infer<typeof SiteFactsSchema>;

const ShopSchema = z.strictObject({
  loyaltyCard: z.string(),
  logoLabels: z.record(LogoSourceSchema, z.string()),
  socialMedia: z.array(z.strictObject({ iconName: z.enum(FOOTER_ICON_NAMES), link: z.string() })),
  appReferences: z.strictObject({ ios: z.string(), android: z.string() }),
});
export type ShopFacts = z.infer<typeof ShopSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A regional variant over its language: the variant's objects merge key by key, any other value replaces. */
function withVariant(base: unknown, variant: unknown): unknown {
  if (!isRecord(base) || !isRecord(variant)) return variant;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(variant))
    merged[key] = key in base ? withVariant(base[key], value) : value;
  return merged;
}

const BASE_TEXTS = readSeedFiles('footer', SEED_LANGUAGES, LanguageTextsSchema);
const SWISS_GERMAN = readSeedFile('footer', 'de-CH.json', z.record(z.string(), z.unknown()));
const LANGUAGES: Record<FooterLanguage, LanguageTexts> = {
  ...BASE_TEXTS,
  'de-CH': checkSeedData(
    'footer',
    'de-CH.json (over de.json)',
    LanguageTextsSchema,
    withVariant(BASE_TEXTS.de, SWISS_GERMAN),
  ),
};

const SITE_FACTS = readSeedFile('footer', 'sites.json', z.record(z.enum(SITES), SiteFactsSchema));
export const SHOP_FACTS: ShopFacts = readSeedFile('footer', 'shop.json', ShopSchema);

/** Where the footer content names the loyalty card in a site's texts. */
const LOYALTY_CARD_PLACEHOLDER = '{{loyaltyCard}}';
const withLoyaltyCard = (text: string | undefined) =>
  text?.replaceAll(LOYALTY_CARD_PLACEHOLDER, SHOP_FACTS.loyaltyCard);

/** A site's facts (with the loyalty card's name filled in) and the texts of its language. */
export function footerSeedContent(site: Site): { facts: SiteFacts; texts: LanguageTexts } {
  const facts = SITE_FACTS[site];
  return {
    facts: {
      ...facts,
      deliveryIntro: withLoyaltyCard(facts.deliveryIntro) ?? '',
      returnsIntro: withLoyaltyCard(facts.returnsIntro) ?? '',
      helpIntro: withLoyaltyCard(facts.helpIntro),
      servicesIntro: withLoyaltyCard(facts.servicesIntro),
    },
    texts: LANGUAGES[facts.language],
  };
}
