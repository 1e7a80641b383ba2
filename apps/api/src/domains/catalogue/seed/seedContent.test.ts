import { SITES } from '@storefront/contracts';
import wordLists from './seed-content/word-lists.json';
import products from './seed-content/products.json';
import { allProductRows } from './products';
import { loadSeedModuleWith } from '../../../test/seedFiles';

const loadWith = (file: string, content: unknown, module: string) =>
  loadSeedModuleWith(require.resolve(module), require.resolve(file), content);

describe('catalogue seed content (seed-content/*.json)', () => {
  it('every site sells the same products under unique ids, each with a title', () => {
    const rows = allProductRows();
    for (const site of SITES) {
      const ids = rows.filter((row) => row.site === site).map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(products.length);
    }
    expect(rows.filter((row) => row.title.trim() === '')).toEqual([]);
  });

  it('a phrase missing one language stops the start, naming the file', () => {
    const [espresso, ...kinds] = wordLists.coffeeKinds;
    const { tr, ...withoutTurkish } = espresso ?? { tr: '' };
    expect(tr).toBeTruthy();
    expect(
      loadWith(
        './seed-content/word-lists.json',
        { ...wordLists, coffeeKinds: [withoutTurkish, ...kinds] },
        './wordLists',
      ),
    ).toThrow(/catalogue seed-content\/word-lists\.json is not valid/);
  });

  it('a product with an availability the shop does not know stops the start', () => {
    const [first, ...rest] = products;
    expect(
      loadWith(
        './seed-content/products.json',
        [{ ...first, availability: 'SOON' }, ...rest],
        './products',
      ),
    ).toThrow(/catalogue seed-content\/products\.json is not valid/);
  });
});
