import { SITE_CONFIG, type Site } from '@storefront/contracts';

/** The languages seed texts are written in: the sites' locales without their region. */
export const SEED_LANGUAGES = ['de', 'fr', 'cs', 'hu', 'pl', 'sk', 'tr'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** A site's seed language: Austrian and Swiss German read German, Swiss French French. */
export const seedLanguageOf = (site: Site): SeedLanguage =>
  SITE_CONFIG[site].locale.slice(0, 2) as SeedLanguage;
