import type { ProductRow } from '../tables';
import {
  CLOTHING_KINDS,
  CLOTHING_LINES,
  COFFEE_CAPSULES,
  COFFEE_GEAR,
  COFFEE_GEAR_MODELS,
  COFFEE_GRINDS,
  COFFEE_KINDS,
  COFFEE_ORIGINS,
  COLOURS,
  HOUSEHOLD_KINDS,
  HOUSEHOLD_LINES,
  type Phrase,
} from './catalogueSeedContent';
import { SEED_LANGUAGES, type SeedLanguage } from '../../../seed/languages';

export interface GeneratedProduct {
  id: string;
  category: ProductRow['category'];
  priceEur: number;
  titles: Phrase;
  dimensionKey?: string;
  availability?: ProductRow['availability'];
  stock?: number;
  maxPerOrder?: number;
}

/** The first id of each category that generated products use; 100001..300003 are the hand-made ones. */
const FIRST_ID: Record<ProductRow['category'], number> = {
  coffee: 100101,
  household: 200101,
  clothing: 300101,
};

function titles(compose: (language: SeedLanguage) => string): Phrase {
  return Object.fromEntries(
    SEED_LANGUAGES.map((language) => [language, compose(language)]),
  ) as Phrase;
}

/** A price that looks hand-set (x.49 / x.99) and stays the same on every run. */
function price(min: number, max: number, index: number): number {
  const span = max - min;
  const whole = min + ((index * 37) % (span + 1));
  return whole + (index % 2 === 0 ? 0.99 : 0.49);
}

/** Every 23rd product is sold out and every 31st no longer available, so result lists show both. */
function availability(index: number): Pick<GeneratedProduct, 'availability' | 'stock'> {
  if (index % 23 === 22) return { availability: 'SOLDOUT', stock: 0 };
  if (index % 31 === 30) return { availability: 'NOT_AVAILABLE', stock: 0 };
  return {};
}

function numbered(
  category: ProductRow['category'],
  items: Omit<GeneratedProduct, 'id' | 'category'>[],
): GeneratedProduct[] {
  return items.map((item, index) => ({
    id: String(FIRST_ID[category] + index),
    category,
    ...item,
    ...availability(index),
  }));
}

function coffee(): GeneratedProduct[] {
  const items: Omit<GeneratedProduct, 'id' | 'category'>[] = [];
  for (const kind of COFFEE_KINDS) {
    for (const origin of COFFEE_ORIGINS) {
      for (const grind of COFFEE_GRINDS) {
        items.push({
          titles: titles((l) => `${kind[l]} ${origin[l]}, ${grind.name[l]}`),
          priceEur: price(4, 14, items.length),
          dimensionKey: grind.dimensionKey,
        });
      }
    }
  }
  for (const origin of COFFEE_ORIGINS)
    items.push({
      titles: titles((l) => `${COFFEE_CAPSULES[l]} ${origin[l]}`),
      priceEur: price(3, 6, items.length),
    });
  for (const gear of COFFEE_GEAR) {
    for (const model of COFFEE_GEAR_MODELS)
      items.push({
        titles: titles((l) => `${gear[l]} ${model}`),
        priceEur: price(9, 249, items.length),
      });
  }
  return numbered('coffee', items);
}

function household(): GeneratedProduct[] {
  const items: Omit<GeneratedProduct, 'id' | 'category'>[] = [];
  for (const kind of HOUSEHOLD_KINDS) {
    for (const line of HOUSEHOLD_LINES)
      items.push({
        titles: titles((l) => `${kind[l]} ${line}`),
        priceEur: price(5, 79, items.length),
      });
  }
  return numbered('household', items);
}

function clothing(): GeneratedProduct[] {
  const items: Omit<GeneratedProduct, 'id' | 'category'>[] = [];
  for (const kind of CLOTHING_KINDS) {
    for (const line of CLOTHING_LINES) {
      for (const colour of COLOURS) {
        const size = kind.sizes[items.length % kind.sizes.length];
        items.push({
          titles: titles((l) => `${kind.name[l]} ${line}, ${colour[l]}`),
          priceEur: price(7, 69, items.length),
          dimensionKey: `size-${size}`,
        });
      }
    }
  }
  return numbered('clothing', items);
}

/** A few hundred products per language, composed from the word lists. */
export function generatedProducts(): GeneratedProduct[] {
  return [...coffee(), ...household(), ...clothing()];
}

/** Product-type words of one language: what shoppers type, offered as search terms. */
export function productTypeTerms(language: SeedLanguage): string[] {
  const phrases = [
    ...COFFEE_KINDS,
    COFFEE_CAPSULES,
    ...COFFEE_GEAR,
    ...COFFEE_ORIGINS,
    ...HOUSEHOLD_KINDS,
    ...CLOTHING_KINDS.map((kind) => kind.name),
  ];
  return [...new Set(phrases.map((p) => p[language]))];
}
