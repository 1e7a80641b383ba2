import { SITE_CONFIG, SITES, type Locale, type Site } from '@storefront/contracts';
import type { ProductRow } from '../tables';
import { generatedProducts } from './generated';

type Titles = Record<'de' | 'fr' | 'cs' | 'hu' | 'pl' | 'sk' | 'tr', string>;

interface BaseProduct {
  id: string;
  category: ProductRow['category'];
  priceEur: number;
  titles: Titles;
  dimensionKey?: string;
  stock?: number;
  maxPerOrder?: number;
  availability?: ProductRow['availability'];
}

/** The demo assortment; every site sells it in its own language and currency. */
export const BASE_PRODUCTS: readonly BaseProduct[] = [
  { id: '100001', category: 'coffee', priceEur: 6.99, titles: { de: 'Barista Espresso, ganze Bohne', fr: 'Barista Espresso, grains entiers', cs: 'Barista Espresso, zrnková', hu: 'Barista Espresso, szemes', pl: 'Barista Espresso, ziarnista', sk: 'Barista Espresso, zrnková', tr: 'Barista Espresso, çekirdek' } },
  { id: '100002', category: 'coffee', priceEur: 5.49, titles: { de: 'Feine Milde Filterkaffee, gemahlen', fr: 'Café filtre doux, moulu', cs: 'Jemná mletá filtrovaná káva', hu: 'Finom filterkávé, őrölt', pl: 'Łagodna kawa filtrowana, mielona', sk: 'Jemná filtrovaná káva, mletá', tr: 'Yumuşak filtre kahve, öğütülmüş' } },
  { id: '100003', category: 'coffee', priceEur: 89.0, titles: { de: 'Kaffeevollautomat Esperto Caffè', fr: 'Machine à café automatique Esperto Caffè', cs: 'Plnoautomatický kávovar Esperto Caffè', hu: 'Esperto Caffè automata kávéfőző', pl: 'Ekspres automatyczny Esperto Caffè', sk: 'Plnoautomatický kávovar Esperto Caffè', tr: 'Esperto Caffè tam otomatik kahve makinesi' }, maxPerOrder: 2 },
  { id: '200001', category: 'household', priceEur: 24.99, titles: { de: 'Edelstahl-Topfset, 4-teilig', fr: 'Set de casseroles inox, 4 pièces', cs: 'Sada nerezového nádobí, 4 díly', hu: 'Rozsdamentes edénykészlet, 4 részes', pl: 'Zestaw garnków ze stali, 4 elementy', sk: 'Sada nerezového riadu, 4 diely', tr: 'Paslanmaz çelik tencere seti, 4 parça' } },
  { id: '200002', category: 'household', priceEur: 12.99, titles: { de: 'Bettwäsche aus Bio-Baumwolle', fr: 'Parure de lit en coton bio', cs: 'Povlečení z bio bavlny', hu: 'Bio pamut ágynemű', pl: 'Pościel z bawełny organicznej', sk: 'Obliečky z bio bavlny', tr: 'Organik pamuklu nevresim takımı' }, stock: 3 },
  { id: '200003', category: 'household', priceEur: 8.99, titles: { de: 'Glasvorratsdosen, 3 Stück', fr: 'Bocaux de conservation en verre, 3 pièces', cs: 'Skleněné dózy, 3 kusy', hu: 'Üveg tárolóedények, 3 darab', pl: 'Szklane pojemniki, 3 sztuki', sk: 'Sklenené dózy, 3 kusy', tr: 'Cam saklama kabı, 3 adet' }, availability: 'SOLDOUT', stock: 0 },
  { id: '300001', category: 'clothing', priceEur: 19.99, titles: { de: 'Damen-Strickpullover', fr: 'Pull en maille femme', cs: 'Dámský pletený svetr', hu: 'Női kötött pulóver', pl: 'Damski sweter z dzianiny', sk: 'Dámsky pletený sveter', tr: 'Kadın örgü kazak' }, dimensionKey: 'size-M' },
  { id: '300002', category: 'clothing', priceEur: 14.99, titles: { de: 'Herren-Funktionsshirt', fr: 'T-shirt technique homme', cs: 'Pánské funkční triko', hu: 'Férfi funkcionális póló', pl: 'Męska koszulka funkcyjna', sk: 'Pánske funkčné tričko', tr: 'Erkek fonksiyonel tişört' }, dimensionKey: 'size-L' },
  { id: '300003', category: 'clothing', priceEur: 29.99, titles: { de: 'Kinder-Regenjacke', fr: 'Veste de pluie enfant', cs: 'Dětská bunda do deště', hu: 'Gyermek esőkabát', pl: 'Dziecięca kurtka przeciwdeszczowa', sk: 'Detská bunda do dažďa', tr: 'Çocuk yağmurluğu' }, dimensionKey: 'size-116', availability: 'NOT_AVAILABLE', stock: 0 },
];

/** Rough fixed rates so that prices look local; the demo has no price service. */
const RATES: Record<string, number> = { EUR: 1, CHF: 0.95, CZK: 25, HUF: 400, PLN: 4.3, TRY: 35 };

export function localPrice(priceEur: number, currency: string): number {
  const rate = RATES[currency] ?? 1;
  const raw = priceEur * rate;
  // Whole-unit currencies end in ...9 (e.g. 2799 Ft); the others in .99 / .49.
  if (rate >= 25) return Math.max(9, Math.round(raw / 10) * 10 - 1);
  return Math.round(raw * 100) / 100;
}

function language(locale: Locale): keyof Titles {
  return locale.slice(0, 2) as keyof Titles;
}

export function productRowsFor(site: Site): ProductRow[] {
  const config = SITE_CONFIG[site];
  return [...BASE_PRODUCTS, ...generatedProducts()].map((product) => ({
    site,
    id: product.id,
    tcm: `tcm:${product.id}`,
    title: product.titles[language(config.locale)],
    category: product.category,
    price: localPrice(product.priceEur, config.currency),
    dimension_key: product.dimensionKey ?? null,
    stock: product.stock ?? 500,
    max_per_order: product.maxPerOrder ?? 10,
    availability: product.availability ?? 'AVAILABLE',
  }));
}

export function allProductRows(): ProductRow[] {
  return SITES.flatMap(productRowsFor);
}
