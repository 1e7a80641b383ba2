import type { Site } from '@storefront/contracts';
import type { NavigationNode } from '@storefront/navigation-schemas';
import { NAVIGATION_IMAGE_PATH } from './images';
import { navigationContent, SITE_LANGUAGE, type Language } from './seedContent';

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
  const title = navigationContent(language).categories[key];
  if (!title) throw new Error(`No category name for ${key} in ${language}`);
  return title;
}

function node([key, children = []]: Shape, language: Language, depth: number): NavigationNode {
  const result: NavigationNode = { title: name(key, language), href: `/c/${key}`, children: children.map((child) => node(child, language, depth + 1)) };
  if (depth <= 1 && children.length > 0) {
    result.teaser = {
      title: navigationContent(language).teaser.title,
      items: children.slice(0, 2).map(([childKey]) => ({
        linkTitle: navigationContent(language).teaser.linkTitle,
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
