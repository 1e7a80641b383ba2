import { normaliseTerm, searchPageUrl, termFromAddress } from './searchTerm';

describe('normaliseTerm', () => {
  // HSC-5-1: the search input is the header's one validated input: trimmed, digits-only terms compacted, bad input emptied.
  // HSC-5-3: a term of only digits and spaces loses its spaces; null or array input gives an empty term.
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
    // HSC-5-2 / HSC-9-12: input is limited to 200 characters.
    expect(normaliseTerm('a'.repeat(250))).toHaveLength(200);
  });
});

describe('termFromAddress', () => {
  it('reads one query parameter, decoded', () => {
    // HSC-2.3-7: the page address's query parameter is the term that pre-fills the box.
    expect(termFromAddress('?query=k%C3%A1v%C3%A9+f%C5%91z%C5%91')).toBe('kávé főző');
  });
  it('gives an empty term for none or several', () => {
    expect(termFromAddress('?q=x')).toBe('');
    expect(termFromAddress('?query=a&query=b')).toBe('');
  });
});

it('builds the search page address with the term encoded', () => {
  // HSC-2.3-1: a search goes to /search with the parameter query.
  expect(searchPageUrl('T-Shirt & Co/100%')).toBe('/search?query=T-Shirt%20%26%20Co%2F100%25');
});

describe('normaliseTerm keeps every term sendable', () => {
  it('never cuts an emoji in half at the 200-character limit', () => {
    const term = normaliseTerm(`${'a'.repeat(199)}😀b`);
    expect(term).toBe('a'.repeat(199));
    expect(() => encodeURIComponent(term)).not.toThrow();
  });

  it('turns a lone surrogate (half a pasted emoji) into U+FFFD instead of breaking the search address', () => {
    expect(normaliseTerm('kaffee\ud83d')).toBe('kaffee\ufffd');
    expect(normaliseTerm('\ude00tee')).toBe('\ufffdtee');
    expect(normaliseTerm('😀')).toBe('😀');
    expect(() => searchPageUrl(normaliseTerm('x\ud800y'))).not.toThrow();
  });
});

it('a term cut at 200 characters never ends with a space (the results page reads it back the same)', () => {
  const term = normaliseTerm(`!${' '.repeat(199)}!`);
  expect(term).toBe('!');
  expect(termFromAddress(new URL(searchPageUrl(term), 'http://de.localhost').search)).toBe(term);
});
