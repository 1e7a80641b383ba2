import * as z from 'zod/mini';
import wordLists from './seed-content/word-lists.json';

/**
 * Word lists the generated assortment is built from (generated.ts keeps the rules that combine
 * them), as data (`seed-content/word-lists.json`), checked when the API starts: a broken file stops
 * the start. Titles are composed from whole phrases per language (never translated word by word at
 * run time), so each title stays readable: a product type, a line or origin name, and for some a
 * variant after a comma. One file with each phrase's translations side by side rather than one file
 * per language: a generated product's id follows the positions in these lists, so a phrase and its
 * translations must stay in one place.
 */
export const LANGUAGES = ['de', 'fr', 'cs', 'hu', 'pl', 'sk', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PhraseSchema = z.strictObject({
  de: z.string(),
  fr: z.string(),
  cs: z.string(),
  hu: z.string(),
  pl: z.string(),
  sk: z.string(),
  tr: z.string(),
});
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

function valid(data: unknown): z.infer<typeof WordListsSchema> {
  const result = WordListsSchema.safeParse(data);
  if (!result.success)
    throw new Error(`catalogue seed-content/word-lists.json is not valid: ${result.error.message}`);
  return result.data;
}

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
} = valid(wordLists);
