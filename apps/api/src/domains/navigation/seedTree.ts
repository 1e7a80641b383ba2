import type { Site } from '@storefront/contracts';
import type { NavigationNode } from '@storefront/navigation-schemas';
import { NAVIGATION_IMAGE_PATH } from './images';

type Language = 'de' | 'fr' | 'cs' | 'hu' | 'pl' | 'sk' | 'tr';
export const SITE_LANGUAGE: Record<Site, Language> = { DE: 'de', AT: 'de', CH: 'de', CH_FR: 'fr', CZ: 'cs', HU: 'hu', PL: 'pl', SK: 'sk', TR: 'tr' };

// Category names per language: de, fr, cs, hu, pl, sk, tr.
const NAMES: Record<string, [string, string, string, string, string, string, string]> = {
  coffee: ['Kaffee', 'Café', 'Káva', 'Kávé', 'Kawa', 'Káva', 'Kahve'],
  'coffee-beans': ['Kaffeebohnen', 'Café en grains', 'Zrnková káva', 'Szemes kávé', 'Kawa ziarnista', 'Zrnková káva', 'Çekirdek kahve'],
  espresso: ['Espresso', 'Espresso', 'Espresso', 'Eszpresszó', 'Espresso', 'Espresso', 'Espresso'],
  'filter-coffee': ['Filterkaffee', 'Café filtre', 'Filtrovaná káva', 'Filteres kávé', 'Kawa przelewowa', 'Filtrovaná káva', 'Filtre kahve'],
  'coffee-machines': ['Kaffeemaschinen', 'Machines à café', 'Kávovary', 'Kávéfőzők', 'Ekspresy do kawy', 'Kávovary', 'Kahve makineleri'],
  'fully-automatic': ['Vollautomaten', 'Machines automatiques', 'Automatické kávovary', 'Automata kávéfőzők', 'Ekspresy automatyczne', 'Automatické kávovary', 'Tam otomatik makineler'],
  'capsule-machines': ['Kapselmaschinen', 'Machines à capsules', 'Kapslové kávovary', 'Kapszulás kávéfőzők', 'Ekspresy na kapsułki', 'Kapsulové kávovary', 'Kapsül makineleri'],
  household: ['Haushalt', 'Maison', 'Domácnost', 'Háztartás', 'Dom', 'Domácnosť', 'Ev'],
  kitchen: ['Küche', 'Cuisine', 'Kuchyně', 'Konyha', 'Kuchnia', 'Kuchyňa', 'Mutfak'],
  cookware: ['Kochgeschirr', 'Batterie de cuisine', 'Nádobí', 'Edények', 'Naczynia', 'Riad', 'Tencereler'],
  baking: ['Backen', 'Pâtisserie', 'Pečení', 'Sütés', 'Pieczenie', 'Pečenie', 'Pasta yapımı'],
  living: ['Wohnen', 'Habitat', 'Bydlení', 'Lakberendezés', 'Mieszkanie', 'Bývanie', 'Yaşam'],
  textiles: ['Heimtextilien', 'Textiles', 'Bytový textil', 'Lakástextil', 'Tekstylia', 'Bytový textil', 'Ev tekstili'],
  clothing: ['Mode', 'Mode', 'Móda', 'Divat', 'Moda', 'Móda', 'Moda'],
  women: ['Damen', 'Femme', 'Dámská', 'Női', 'Damska', 'Dámska', 'Kadın'],
  knitwear: ['Strickmode', 'Tricots', 'Pletené oblečení', 'Kötött divat', 'Dzianina', 'Pletené oblečenie', 'Triko'],
  men: ['Herren', 'Homme', 'Pánská', 'Férfi', 'Męska', 'Pánska', 'Erkek'],
  shirts: ['Hemden', 'Chemises', 'Košile', 'Ingek', 'Koszule', 'Košele', 'Gömlekler'],
  kids: ['Kinder', 'Enfants', 'Děti', 'Gyerek', 'Dzieci', 'Deti', 'Çocuk'],
  sports: ['Sport', 'Sport', 'Sport', 'Sport', 'Sport', 'Šport', 'Spor'],
  running: ['Laufen', 'Course', 'Běh', 'Futás', 'Bieganie', 'Beh', 'Koşu'],
  yoga: ['Yoga', 'Yoga', 'Jóga', 'Jóga', 'Joga', 'Jóga', 'Yoga'],
  gifts: ['Geschenke', 'Cadeaux', 'Dárky', 'Ajándékok', 'Prezenty', 'Darčeky', 'Hediyeler'],
  giftcards: ['Geschenkkarten', 'Cartes cadeaux', 'Dárkové karty', 'Ajándékkártyák', 'Karty podarunkowe', 'Darčekové karty', 'Hediye kartları'],
  'gift-ideas': ['Geschenkideen', 'Idées cadeaux', 'Tipy na dárky', 'Ajándékötletek', 'Pomysły na prezent', 'Tipy na darčeky', 'Hediye fikirleri'],
  sale: ['Sale', 'Soldes', 'Výprodej', 'Akció', 'Wyprzedaż', 'Výpredaj', 'İndirim'],
};
const LANGUAGES: Language[] = ['de', 'fr', 'cs', 'hu', 'pl', 'sk', 'tr'];
const TEASER_TITLE: Record<Language, string> = { de: 'Unsere Empfehlungen', fr: 'Nos recommandations', cs: 'Doporučujeme', hu: 'Ajánlataink', pl: 'Polecamy', sk: 'Odporúčame', tr: 'Önerilerimiz' };
const TEASER_LINK: Record<Language, string> = { de: 'Jetzt ansehen', fr: 'Voir maintenant', cs: 'Zobrazit', hu: 'Megnézem', pl: 'Zobacz', sk: 'Zobraziť', tr: 'Şimdi incele' };

type Shape = [string, Shape[]?];
const TREE: Shape[] = [
  ['coffee', [['coffee-beans', [['espresso'], ['filter-coffee']]], ['coffee-machines', [['fully-automatic'], ['capsule-machines']]]]],
  ['household', [['kitchen', [['cookware'], ['baking']]], ['living', [['textiles']]]]],
  ['clothing', [['women', [['knitwear']]], ['men', [['shirts']]], ['kids']]],
  ['sports', [['running'], ['yoga']]],
  ['gifts', [['giftcards'], ['gift-ideas']]],
  ['sale', []],
];
/** TR, CZ, HU, PL and SK have fewer entries: four. */
const SHORT_SITES: readonly Site[] = ['TR', 'CZ', 'HU', 'PL', 'SK'];
const SHORT_TREE = ['coffee', 'household', 'clothing', 'gifts'];

function name(key: string, language: Language): string {
  const names = NAMES[key];
  if (!names) throw new Error(`No category name for ${key}`);
  return names[LANGUAGES.indexOf(language)] ?? key;
}

function node([key, children = []]: Shape, language: Language, depth: number): NavigationNode {
  const result: NavigationNode = { title: name(key, language), href: `/c/${key}`, children: children.map((child) => node(child, language, depth + 1)) };
  if (depth <= 1 && children.length > 0) {
    result.teaser = {
      title: TEASER_TITLE[language],
      items: children.slice(0, 2).map(([childKey]) => ({
        linkTitle: TEASER_LINK[language],
        imageSrc: `${NAVIGATION_IMAGE_PATH}/teaser-${key}.svg`,
        title: name(childKey, language),
        href: `/c/${childKey}`,
      })),
    };
  }
  return result;
}

export function navigationTree(site: Site): NavigationNode[] {
  const language = SITE_LANGUAGE[site];
  const shapes = SHORT_SITES.includes(site) ? TREE.filter(([key]) => SHORT_TREE.includes(key)) : TREE;
  return shapes.map((shape) => node(shape, language, 0));
}
