import { normaliseTerm, searchPageUrl, termFromAddress } from './searchTerm';

describe('normaliseTerm', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [['kaffee', 'tee'], ''],
    [42, ''],
    ['  Kaffee  ', 'Kaffee'],
    ['123 456 789', '123456789'],
    [' 12  34 ', '1234'],
    ['Größe 42', 'Größe 42'],
    ['iPhone 15 Hülle', 'iPhone 15 Hülle'],
  ])('%j gives %j', (input, expected) => {
    expect(normaliseTerm(input)).toBe(expected);
  });

  it('keeps at most 200 characters', () => {
    expect(normaliseTerm('a'.repeat(250))).toHaveLength(200);
  });
});

describe('termFromAddress', () => {
  it('reads one query parameter, decoded', () => {
    expect(termFromAddress('?query=k%C3%A1v%C3%A9+f%C5%91z%C5%91')).toBe('kávé főző');
  });
  it('gives an empty term for none or several', () => {
    expect(termFromAddress('?q=x')).toBe('');
    expect(termFromAddress('?query=a&query=b')).toBe('');
  });
});

it('builds the search page address with the term encoded', () => {
  expect(searchPageUrl('T-Shirt & Co/100%')).toBe('/search?query=T-Shirt%20%26%20Co%2F100%25');
});
