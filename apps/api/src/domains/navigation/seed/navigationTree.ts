import type { Site } from '@storefront/contracts';
import type { NavigationNode } from '@storefront/navigation-schemas';
import { NAVIGATION_IMAGE_PATH } from '../images';
import { seedLanguageOf, type SeedLanguage } from '../../../seed/languages';
import { navigationContent, TREE, type CategoryShape } from './navigationSeedContent';

function name(key: string, language: SeedLanguage): string {
  const title = navigationContent(language).categories[key];
  if (!title) throw new Error(`No category name for ${key} in ${language}`);
  return title;
}

/** A category links its page; the top two levels show a teaser of their first two children. */
function node(
  { key, children = [] }: CategoryShape,
  language: SeedLanguage,
  depth: number,
): NavigationNode {
  const result: NavigationNode = {
    title: name(key, language),
    href: `/c/${key}`,
    children: children.map((child) => node(child, language, depth + 1)),
  };
  if (depth <= 1 && children.length > 0) {
    result.teaser = {
      title: navigationContent(language).teaser.title,
      items: children.slice(0, 2).map(({ key: childKey }) => ({
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
  const language = seedLanguageOf(site);
  const shapes = TREE.shortTree.sites.includes(site)
    ? TREE.categories.filter(({ key }) => TREE.shortTree.categories.includes(key))
    : TREE.categories;
  return shapes.map((shape) => node(shape, language, 0));
}
