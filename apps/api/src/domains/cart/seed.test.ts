import { SITES } from '@storefront/contracts';
import pl from './seed-content/pl.json';
import offers from './seed-content/offers.json';
import { offerRows } from './seed';
import { loadSeedModuleWith } from '../../test/seedFiles';

const loadWith = (file: string, content: unknown) =>
  loadSeedModuleWith(require.resolve('./seed'), require.resolve(file), content);

describe('cart seed content (seed-content/*.json)', () => {
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
    expect(loadWith('./seed-content/pl.json', { offerTitles: others })).toThrow(
      /cart seed-content\/pl\.json is not valid: titles missing for \[PP-1001\]/,
    );
  });

  it('an offer without a price in one currency stops the start', () => {
    const [first, ...rest] = offers.offers;
    const { TRY, ...prices } = first?.prices ?? { TRY: 0 };
    expect(TRY).toBeGreaterThan(0);
    expect(
      loadWith('./seed-content/offers.json', {
        ...offers,
        offers: [{ ...first, prices }, ...rest],
      }),
    ).toThrow(/cart seed-content\/offers\.json is not valid/);
  });
});
