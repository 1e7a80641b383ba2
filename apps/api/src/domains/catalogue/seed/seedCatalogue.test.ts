import { SITES } from '@storefront/contracts';
import wordLists from './content/word-lists.json';
import products from './content/products.json';
import { allProductRows } from './seedCatalogue';
import { loadSeedModuleWith } from '../../../test/seedFiles';

const loadWith = (file: string, content: unknown) =>
  loadSeedModuleWith(require.resolve('./catalogueSeedContent'), 'catalogue', file, content);

describe('catalogue seed content (seed/content/*.json)', () => {
  it('every site sells the same products under unique ids, each with a title', () => {
    const rows = allProductRows();
    for (const site of SITES) {
      const ids = rows.filter((row) => row.site === site).map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(products.length);
    }
    expect(rows.filter((row) => row.title.trim() === '')).toEqual([]);
  });

  it('a phrase missing one language stops the start, naming the file and the field', () => {
    const [espresso, ...kinds] = wordLists.coffeeKinds;
    const { tr, ...withoutTurkish } = espresso ?? { tr: '' };
    expect(tr).toBeTruthy();
    expect(
      loadWith('word-lists.json', { ...wordLists, coffeeKinds: [withoutTurkish, ...kinds] }),
    ).toThrow(/catalogue seed\/content\/word-lists\.json is not valid: coffeeKinds\.0\.tr: /);
  });

  it('a product with an availability the shop does not know stops the start', () => {
    const [first, ...rest] = products;
    expect(loadWith('products.json', [{ ...first, availability: 'SOON' }, ...rest])).toThrow(
      /catalogue seed\/content\/products\.json is not valid: 0\.availability: /,
    );
  });
});
