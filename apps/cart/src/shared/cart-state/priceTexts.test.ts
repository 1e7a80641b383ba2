import { cartPriceTexts, parsePriceTexts, priceText } from './priceTexts';
import { fullCart } from './testCarts';

describe('the cart’s price texts (issue 27: written by the server, shown by the browser)', () => {
  it('writes each line’s price for the site, in its currency and locale', () => {
    expect(cartPriceTexts(fullCart(), 'CH')).toEqual({
      '0': 'CHF\u00a00.00',
      '14.99': 'CHF\u00a014.99',
      '19.99': 'CHF\u00a019.99',
      '20': 'CHF\u00a020.00',
      '25': 'CHF\u00a025.00',
    });
  });

  it('shows the server’s text, and formats in the browser an amount the server did not write', () => {
    expect(priceText(20, 'DE', { '20': '20,00' })).toBe('20,00');
    expect(priceText(7.5, 'DE', { '20': '20,00' })).toBe('7,50');
    expect(priceText(7.5, 'PL', undefined)).toBe('7,50\u00a0zł');
  });

  it.each([
    ['no object', 'cheap'],
    ['null', null],
    ['a list', ['20,00']],
  ])('reads %s from the network as no texts', (_name, value) => {
    expect(parsePriceTexts(value)).toBeUndefined();
  });

  it('keeps only text values of hostile server data, and an inherited name is no text', () => {
    const texts = parsePriceTexts({
      '20': '20,00',
      '25': 25,
      '30': { html: '<b>' },
      ['__proto__']: 'x',
    });
    expect(texts).toEqual({ '20': '20,00', ['__proto__']: 'x' });
    expect(priceText(20, 'DE', texts)).toBe('20,00');
    expect(priceText(25, 'DE', texts)).toBe('25,00');
    expect(priceText(1, 'DE', Object.create({ '1': 'inherited' }) as Record<string, string>)).toBe(
      '1,00',
    );
  });
});
