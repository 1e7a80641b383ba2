import * as z from 'zod/mini';
import type { ProductRow } from '../tables';
import { SEED_LANGUAGES, type SeedLanguage } from '../../../seed/languages';
import { readSeedFile } from '../../../seed/seedFiles';

/**
 * Word lists the generated assortment is built from (`content/word-lists.json`; generated.ts keeps
 * the rules that combine them). Titles are composed from whole phrases per language (never translated word by word at
 * run time), so each title stays readable: a product type, a line or origin name, and for some a
 * variant after a comma. One file with each phrase's translations side by side rather than one file
 * per language: a generated product's id follows the positions in these lists, so a phrase and its
 * translations must stay in one place.
 */
const PhraseSchema = z.strictObject(
  Object.fromEntries(SEED_LANGUAGES.map((language) => [language, z.string()])) as Record<
    SeedLanguage,
    z.ZodMiniString
  >,
);
export type Phrase = z.infer<typeof PhraseSchema>;
/** Proper names, the same in every language. */
const NamesSchema = z.array(z.string());

const WordListsSchema = z.strictObject({
  coffeeKinds: z.array(PhraseSchema),
  coffeeOrigins: z.array(PhraseSchema),
  /** Grind variants, with the dimension key a product page selects by (`dim1`). */
  coffeeGrinds: z.array(z.strictObject({ dimensionKey: z.string(), name: PhraseSchema })),
  coffeeCapsules: PhraseSchema,
  coffeeGear: z.array(PhraseSchema),
  coffeeGearModels: NamesSchema,
  householdKinds: z.array(PhraseSchema),
  /** Collection lines. */
  householdLines: NamesSchema,
  /** Clothing types and the size range their dimension keys come from. */
  clothingKinds: z.array(
    z.strictObject({ name: PhraseSchema, sizes: z.array(z.string()).check(z.minLength(1)) }),
  ),
  clothingLines: NamesSchema,
  /** Colours as a shop lists a variant ("…, Blau"); the Slavic forms agree with the implied word for colour. */
  colours: z.array(PhraseSchema),
});

export const {
  coffeeKinds: COFFEE_KINDS,
  coffeeOrigins: COFFEE_ORIGINS,
  coffeeGrinds: COFFEE_GRINDS,
  coffeeCapsules: COFFEE_CAPSULES,
  coffeeGear: COFFEE_GEAR,
  coffeeGearModels: COFFEE_GEAR_MODELS,
  householdKinds: HOUSEHOLD_KINDS,
  householdLines: HOUSEHOLD_LINES,
  clothingKinds: CLOTHING_KINDS,
  clothingLines: CLOTHING_LINES,
  colours: COLOURS,
} = readSeedFile('catalogue', 'word-lists.json', WordListsSchema);

/**
 * The hand-made demo assortment (ids 100001..300003, `content/products.json`) every site sells in
 * its own language and currency. Titles per language side by side, as in the word lists.
 */
const BaseProductsSchema = z.array(
  z.strictObject({
    id: z.string().check(z.regex(/^\d{6}$/)),
    category: z.enum(['coffee', 'household', 'clothing'] satisfies ProductRow['category'][]),
    priceEur: z.number().check(z.positive()),
    titles: PhraseSchema,
    dimensionKey: z.optional(z.string()),
    stock: z.optional(z.number().check(z.int(), z.nonnegative())),
    maxPerOrder: z.optional(z.number().check(z.int(), z.positive())),
    availability: z.optional(
      z.enum(['AVAILABLE', 'NOT_AVAILABLE', 'SOLDOUT'] satisfies ProductRow['availability'][]),
    ),
  }),
);
export const BASE_PRODUCTS = readSeedFile('catalogue', 'products.json', BaseProductsSchema);
