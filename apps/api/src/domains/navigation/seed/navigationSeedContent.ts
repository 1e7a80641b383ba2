import * as z from 'zod/mini';
import { SITES } from '@storefront/contracts';
import {
  AVAILABILITY_KEYS,
  BADGE_KEYS,
  THEMEWORLD_SECTION_KEYS,
} from '@storefront/navigation-schemas';
import { SEED_LANGUAGES, type SeedLanguage } from '../../../seed/languages';
import { readSeedFile, readSeedFiles, seedFileError } from '../../../seed/seedFiles';

/**
 * The editors' navigation content (`content/`), checked when the API starts: a broken file stops
 * the start instead of seeding a broken header.
 * - `<language>.json`: the category names by key, the flyout teaser's texts and the theme worlds'
 *   texts (their titles by slug).
 * - `tree.json`: the category tree by key (`/c/<key>`), the same in every language, and the sites
 *   that show a shorter one (TR, CZ, HU, PL and SK have four top-level entries).
 * - `theme-worlds.json`: the flyout's sections and their theme worlds by slug, with badges,
 *   availability and how many days after the seed each one ends.
 * Every category key and theme-world slug must have its name in every language.
 */
const LanguageContentSchema = z.object({
  categories: z.record(z.string(), z.string()),
  teaser: z.object({ title: z.string(), linkTitle: z.string() }),
  themeWorlds: z.object({
    headlines: z.object({
      scout: z.string(),
      new: z.string(),
      more: z.string(),
      lastChance: z.string(),
    }),
    overview: z.string(),
    translations: z.record(z.string(), z.string()),
    worlds: z.record(z.string(), z.string()),
  }),
});
export type LanguageContent = z.infer<typeof LanguageContentSchema>;

export interface CategoryShape {
  key: string;
  children?: CategoryShape[];
}
const CategoryShapeSchema: z.ZodMiniType<CategoryShape> = z.strictObject({
  key: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  get children() {
    return z.optional(z.array(CategoryShapeSchema));
  },
});
const TreeSchema = z.strictObject({
  categories: z.array(CategoryShapeSchema),
  shortTree: z.strictObject({ sites: z.array(z.enum(SITES)), categories: z.array(z.string()) }),
});
export type TreeContent = z.infer<typeof TreeSchema>;

const ThemeWorldsSchema = z.strictObject({
  sections: z.array(
    z.strictObject({
      key: z.enum(THEMEWORLD_SECTION_KEYS),
      themeWorlds: z.array(
        z.strictObject({
          slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
          subline: z.optional(z.enum(BADGE_KEYS)),
          badges: z.optional(z.array(z.enum(BADGE_KEYS))),
          availability: z.optional(z.array(z.enum(AVAILABILITY_KEYS))),
          storefrontCard: z.optional(z.boolean()),
          /** Days after the seed day the theme world ends; without it, it has no end date. */
          endsInDays: z.optional(z.number().check(z.int(), z.nonnegative())),
          /** The desktop image's cutout: where its focus is (0–1 of width and height), how far zoomed; centred and whole without. */
          focusPoint: z.optional(
            z.strictObject({
              x: z.number().check(z.gte(0), z.lte(1)),
              y: z.number().check(z.gte(0), z.lte(1)),
            }),
          ),
          zoom: z.optional(z.number().check(z.gte(1))),
        }),
      ),
    }),
  ),
});
export type ThemeWorldsContent = z.infer<typeof ThemeWorldsSchema>;

const CONTENT = readSeedFiles('navigation', SEED_LANGUAGES, LanguageContentSchema);
export const TREE: TreeContent = readSeedFile('navigation', 'tree.json', TreeSchema);
export const THEME_WORLDS: ThemeWorldsContent = readSeedFile(
  'navigation',
  'theme-worlds.json',
  ThemeWorldsSchema,
);

const keysOf = (shapes: readonly CategoryShape[]): string[] =>
  shapes.flatMap((shape) => [shape.key, ...keysOf(shape.children ?? [])]);
const slugs = THEME_WORLDS.sections.flatMap((section) =>
  section.themeWorlds.map((world) => world.slug),
);
const unknownShort = TREE.shortTree.categories.filter(
  (key) => !TREE.categories.some((shape) => shape.key === key),
);
if (unknownShort.length > 0)
  throw seedFileError(
    'navigation',
    'tree.json',
    `the short tree names categories the tree lacks: ${unknownShort.join(', ')}`,
  );
for (const language of SEED_LANGUAGES) {
  const content = CONTENT[language];
  const missing = [
    ...keysOf(TREE.categories).filter((key) => !content.categories[key]),
    ...slugs.filter((slug) => !content.themeWorlds.worlds[slug]),
  ];
  if (missing.length > 0)
    throw seedFileError('navigation', `${language}.json`, `no name for ${missing.join(', ')}`);
}

export const navigationContent = (language: SeedLanguage): LanguageContent => CONTENT[language];
