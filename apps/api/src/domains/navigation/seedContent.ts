import * as z from 'zod/mini';
import type { Site } from '@storefront/contracts';
import de from './seed-content/de.json';
import fr from './seed-content/fr.json';
import cs from './seed-content/cs.json';
import hu from './seed-content/hu.json';
import pl from './seed-content/pl.json';
import sk from './seed-content/sk.json';
import tr from './seed-content/tr.json';

export type Language = 'de' | 'fr' | 'cs' | 'hu' | 'pl' | 'sk' | 'tr';
export const SITE_LANGUAGE: Record<Site, Language> = { DE: 'de', AT: 'de', CH: 'de', CH_FR: 'fr', CZ: 'cs', HU: 'hu', PL: 'pl', SK: 'sk', TR: 'tr' };

/**
 * The editors' navigation texts of one language, as data (`seed-content/<language>.json`): the
 * category names by key, the flyout teaser's texts and the theme worlds' texts. Checked when the
 * API starts: a broken file stops the start instead of seeding a broken header.
 */
const LanguageContentSchema = z.object({
  categories: z.record(z.string(), z.string()),
  teaser: z.object({ title: z.string(), linkTitle: z.string() }),
  themeWorlds: z.object({
    headlines: z.object({ scout: z.string(), new: z.string(), more: z.string(), lastChance: z.string() }),
    overview: z.string(),
    translations: z.record(z.string(), z.string()),
    worlds: z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.string()]),
  }),
});
export type LanguageContent = z.infer<typeof LanguageContentSchema>;

const FILES: Record<Language, unknown> = { de, fr, cs, hu, pl, sk, tr };

function parsed(language: Language): LanguageContent {
  const result = LanguageContentSchema.safeParse(FILES[language]);
  if (!result.success) throw new Error(`navigation seed-content/${language}.json is not valid: ${result.error.message}`);
  return result.data;
}

const CONTENT = new Map<Language, LanguageContent>(Object.keys(FILES).map((language) => [language as Language, parsed(language as Language)]));

export function navigationContent(language: Language): LanguageContent {
  const content = CONTENT.get(language);
  if (!content) throw new Error(`No navigation seed content for ${language}`);
  return content;
}
