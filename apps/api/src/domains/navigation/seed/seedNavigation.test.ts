import { SITES } from '@storefront/contracts';
import {
  NavigationResponseSchema,
  ThemeWorldNavigationSchema,
} from '@storefront/navigation-schemas';
import sk from './content/sk.json';
import tree from './content/tree.json';
import themeWorlds from './content/theme-worlds.json';
import { navigationTree } from './navigationTree';
import { themeWorldNavigation } from './themeWorldNavigation';
import { loadSeedModuleWith } from '../../../test/seedFiles';

const loadWith = (file: string, content: unknown) =>
  loadSeedModuleWith(require.resolve('./navigationSeedContent'), 'navigation', file, content);

describe('navigation seed data (seed/content/*.json)', () => {
  it.each(SITES)('%s: the seeded tree and theme worlds are what the header accepts', (site) => {
    expect(NavigationResponseSchema.safeParse(navigationTree(site)).error).toBeUndefined();
    expect(ThemeWorldNavigationSchema.safeParse(themeWorldNavigation(site)).error).toBeUndefined();
  });

  it('a theme world ends the given number of days after the seed day; one without a number has no end date', () => {
    const sections = themeWorldNavigation('DE', new Date('2026-11-27T10:00:00.000Z'))
      .themeworldFlyout.sections;
    const worlds = sections.flatMap((section) => section.themeworlds);
    expect(worlds.find((world) => world.url === '/themeworld/breakfast')?.endDate).toBe(
      '2026-12-16',
    );
    expect(worlds.find((world) => world.url === '/themeworld/tidy-bathroom')).not.toHaveProperty(
      'endDate',
    );
  });

  it('a category without a name in one language stops the start, naming the file and the key', () => {
    const { yoga, ...categories } = sk.categories;
    expect(yoga).toBeTruthy();
    expect(loadWith('sk.json', { ...sk, categories })).toThrow(
      'navigation seed/content/sk.json is not valid: no name for yoga',
    );
  });

  it('a theme world without a title in one language stops the start', () => {
    const { breakfast, ...worlds } = sk.themeWorlds.worlds;
    expect(breakfast).toBeTruthy();
    expect(loadWith('sk.json', { ...sk, themeWorlds: { ...sk.themeWorlds, worlds } })).toThrow(
      'no name for breakfast',
    );
  });

  it('a short tree naming a category the tree lacks stops the start', () => {
    expect(
      loadWith('tree.json', {
        ...tree,
        shortTree: { ...tree.shortTree, categories: ['coffee', 'garden'] },
      }),
    ).toThrow('the short tree names categories the tree lacks: garden');
  });

  it('a theme world in a section the flyout does not have stops the start', () => {
    expect(
      loadWith('theme-worlds.json', {
        sections: [...themeWorlds.sections, { key: 'bestsellers', themeWorlds: [] }],
      }),
    ).toThrow(/theme-worlds\.json is not valid: sections\.\d+\.key: /);
  });
});
