import {
  DEFAULT_INVALID_MESSAGE,
  firstError,
  invalidCharacters,
  maxLength,
  noUrl,
  regex,
  required,
} from './rules';

describe('validation rules', () => {
  it('required rejects blank values', () => {
    const rule = required('emailRequiredErrorMessage');
    expect(rule('')).toBe('emailRequiredErrorMessage');
    expect(rule('   ')).toBe('emailRequiredErrorMessage');
    expect(rule('a')).toBeUndefined();
    expect(required()('')).toBe(DEFAULT_INVALID_MESSAGE);
  });

  it('regex needs the whole value to match and lets an empty value pass', () => {
    const email = regex(
      /[\w'+-]+(?:\.[\w'+-]+)*@[\w-]+(?:\.[\w-]+)*\.\w+/,
      'emailRegexErrorMessage',
    );
    expect(email('max@example.de')).toBeUndefined();
    expect(email('max@example')).toBe('emailRegexErrorMessage');
    expect(email('x max@example.de')).toBe('emailRegexErrorMessage');
    expect(email('')).toBeUndefined();
    expect(regex(/\d+/g)('12')).toBeUndefined();
  });

  it("invalid character allows letters, digits, whitespace and + & ' ` ´ , ( ) / . -", () => {
    const rule = invalidCharacters('firstNameRegexErrorMessage');
    for (const ok of [
      'Müller-Lüdenscheidt',
      "O'Brien",
      'Łukasz Żółć',
      'Şükrü Öztürk',
      'Anna & Co. (GmbH) / 2',
      'D`Ar´c, +1',
    ])
      expect(rule(ok)).toBeUndefined();
    for (const bad of ['Max!', 'a@b', 'x;y', '<script>', 'a_b', 'Tom#1'])
      expect(rule(bad)).toBe('firstNameRegexErrorMessage');
  });

  it('no URL rejects values that look like a web address', () => {
    const rule = noUrl('lastNameRegexErrorMessage');
    for (const url of [
      'example.com',
      'www.example.com',
      'https://www.example.de',
      'http://shop.example.com',
      'Max example.de',
      'shop.example.com/path',
    ])
      expect([url, rule(url)]).toEqual([url, 'lastNameRegexErrorMessage']);
    expect(rule('http://a.b.example.co.uk')).toBeUndefined(); // 3 dotted parts: not a web address by the rule
    for (const name of ['Müller', 'Dr. Meier', 'J. R. Smith', 'Anna-Lena', 'St.Gallen-Str 3'])
      expect([name, rule(name)]).toEqual([name, undefined]);
  });

  it('maxLength counts characters and firstError returns the first failing rule', () => {
    expect(maxLength(3, 'long')('abcd')).toBe('long');
    expect(maxLength(3)('abc')).toBeUndefined();
    expect(firstError([required('req'), maxLength(2, 'long')], '')).toBe('req');
    expect(firstError([required('req'), maxLength(2, 'long')], 'abc')).toBe('long');
    expect(firstError([required('req')], 'ok')).toBeUndefined();
  });
});
