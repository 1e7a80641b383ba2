import { SITES } from '@storefront/contracts';
import pl from './content/pl.json';
import offers from './content/offers.json';
import { demoCarts, offerRows } from './seedCart';
import { loadSeedModuleWith } from '../../../test/seedFiles';

const loadWith = (file: string, content: unknown) =>
  loadSeedModuleWith(require.resolve('./seedCart'), 'cart', file, content);

describe('cart seed content (seed/content/*.json)', () => {
  it('every site offers every offer, titled in its language and priced in its currency', () => {
    const rows = offerRows();
    expect(rows).toHaveLength(SITES.length * offers.offers.length);
    expect(rows.find((row) => row.site === 'CH_FR' && row.id === 'GC-25')).toMatchObject({
      title: 'Carte cadeau',
      price: 25,
    });
    expect(rows.find((row) => row.site === 'HU' && row.id === 'SUB-COFFEE')).toMatchObject({
      title: 'Kávé-előfizetés, havonta',
      price: 5990,
    });
  });

  it('a language file without a title for an offer stops the start, naming the file and the offer', () => {
    const { 'PP-1001': title, ...others } = pl.offerTitles;
    expect(title).toBeTruthy();
    expect(loadWith('pl.json', { offerTitles: others })).toThrow(
      /cart seed\/content\/pl\.json is not valid: titles missing for \[PP-1001\]/,
    );
  });

  it('an offer without a price in one currency stops the start', () => {
    const [first, ...rest] = offers.offers;
    const { TRY, ...prices } = first?.prices ?? { TRY: 0 };
    expect(TRY).toBeGreaterThan(0);
    expect(
      loadWith('offers.json', {
        ...offers,
        offers: [{ ...first, prices }, ...rest],
      }),
    ).toThrow(/cart seed\/content\/offers\.json is not valid: offers\.0\.prices\.TRY: /);
  });

  it('the demo carts hold every item kind, and the one with problems a defective gift card', () => {
    const { allKinds, withProblems } = demoCarts();
    expect(new Set(allKinds.map((item) => item.kind))).toEqual(
      new Set(['article', 'freeArticle', 'giftCard', 'partnerProduct', 'subscription']),
    );
    expect(withProblems.filter((item) => item.defective === 1)).toEqual([
      { kind: 'giftCard', item_id: 'GC-50', quantity: 1, campaign_id: null, defective: 1 },
    ]);
  });
});
