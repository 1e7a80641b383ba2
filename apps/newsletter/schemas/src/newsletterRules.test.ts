import { SITES } from '@storefront/contracts';
import {
  NEWSLETTER_EMAIL_PATTERN,
  invalidCharacterRule,
  maxLengthRule,
  newsletterRules,
  noUrlRule,
  regexRule,
  requiredRule,
  validateNewsletter,
} from './newsletterRules';

describe('the four rules', () => {
  it('NFPL-5.1-1: required refuses blank values with <field>RequiredErrorMessage', () => {
    const rule = requiredRule('email');
    expect(rule('')).toBe('emailRequiredErrorMessage');
    expect(rule('   ')).toBe('emailRequiredErrorMessage');
    expect(rule('a')).toBeUndefined();
  });

  it('NFPL-5.1-2: regex refuses a non-matching value with <field>RegexErrorMessage and lets empty pass', () => {
    const rule = regexRule('firstName', /^\d+$/);
    expect(rule('12')).toBeUndefined();
    expect(rule('')).toBeUndefined();
    expect(rule('1a')).toBe('firstNameRegexErrorMessage');
  });

  it.each([
    'Anna-Lena',
    "O'Neil",
    'Émile',
    'Yılmaz',
    'Nagy Eszter',
    'Şükrü',
    'Müller & Söhne (GmbH)',
    'A/B, c.',
    'x+y',
    'Ta`e´',
    '',
  ])('NFPL-5.1-3: invalid character accepts %j', (value) => {
    expect(invalidCharacterRule('lastName')(value)).toBeUndefined();
  });

  it.each([
    'Anna!',
    'a@b',
    'semi;colon',
    '<script>',
    'under_score',
    'quote"',
    'a:b',
    '#1',
    '100%',
    'ñ?',
  ])('NFPL-5.1-3: invalid character refuses %j', (value) => {
    expect(invalidCharacterRule('lastName')(value)).toBe('lastNameRegexErrorMessage');
  });

  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://www.shop.example.de',
    'Visit spam.example.org now',
    'WWW.EXAMPLE.HU',
    'www.x',
    'sub.domain.co',
  ])('NFPL-5.1-4: no URL refuses %j', (value) => {
    expect(noUrlRule('firstName')(value)).toBe('firstNameRegexErrorMessage');
  });

  it.each(['Anna', 'J.R.', 'Dr. Schmidt', 'Anna M.', 'A. B. C.', ''])(
    'NFPL-5.1-4: no URL accepts %j',
    (value) => {
      expect(noUrlRule('firstName')(value)).toBeUndefined();
    },
  );

  it('max length counts the trimmed value', () => {
    const rule = maxLengthRule('firstName', 3);
    expect(rule(' abc ')).toBeUndefined();
    expect(rule('abcd')).toBe('firstNameMaxLengthErrorMessage');
  });
});

// NFPL-5.1-5: the e-mail is required, matches the pattern and has at most 256 characters.
describe('NFPL-5.1-5: e-mail', () => {
  it.each([
    'anna@example.com',
    'anna.lena@example.co.uk',
    "o'neil@example.de",
    'a+tag@mail.example.hu',
    'a-b@ex-ample.com',
    '  anna@example.com  ',
  ])('accepts %j', (email) => {
    expect(validateNewsletter('DE', { email }, ['email'])).toEqual({});
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@@example.com',
    'an na@example.com',
    'anna.@example.com',
    'anna@example..com',
  ])('refuses %j with the regex message', (email) => {
    expect(validateNewsletter('DE', { email }, ['email'])).toEqual({
      email: 'emailRegexErrorMessage',
    });
  });

  it('is required', () => {
    expect(validateNewsletter('DE', { email: ' ' }, ['email'])).toEqual({
      email: 'emailRequiredErrorMessage',
    });
  });

  it('NFPL-9-1: allows 256 characters and refuses 257 with the regex message', () => {
    const at256 = `${'a'.repeat(256 - '@example.com'.length)}@example.com`;
    expect(at256).toHaveLength(256);
    expect(validateNewsletter('DE', { email: at256 }, ['email'])).toEqual({});
    expect(validateNewsletter('DE', { email: `a${at256}` }, ['email'])).toEqual({
      email: 'emailRegexErrorMessage',
    });
  });

  // Its cost against an ordinary address of the same length is measured in the bench
  // (bench/hostileText.ts), not on the clock of a shared machine.
  it('refuses long dotted and dashed words that never end in an address', () => {
    expect(NEWSLETTER_EMAIL_PATTERN.test(`${'a.'.repeat(120)}@${'b.'.repeat(60)}!`)).toBe(false);
    expect(validateNewsletter('DE', { email: `${'a-'.repeat(200)}!` }, ['email'])).toEqual({
      email: 'emailRegexErrorMessage',
    });
  });
});

describe('market rules', () => {
  const empty = {
    email: 'anna@example.com',
    salutation: '',
    firstName: '',
    lastName: '',
    legals: '',
  };

  it.each(SITES.map((site) => [site]))(
    'NFPL-5.1-6: %s requires exactly its market fields',
    (site) => {
      const expected: Record<string, string> = {};
      if (site === 'HU') Object.assign(expected, { salutation: 'salutationRequiredErrorMessage' });
      if (site === 'HU' || site === 'TR')
        Object.assign(expected, {
          firstName: 'firstNameRequiredErrorMessage',
          lastName: 'lastNameRequiredErrorMessage',
        });
      if (site === 'TR') Object.assign(expected, { legals: 'legalsRequiredErrorMessage' });
      expect(validateNewsletter(site, empty)).toEqual(expected);
    },
  );

  // NFPL-5.1-6, NFPL-9-1: names at most 40 characters, no invalid characters, no URL.
  it.each(SITES.map((site) => [site]))(
    'NFPL-5.1-6: %s checks names for length, characters and URLs even where optional',
    (site) => {
      expect(
        validateNewsletter(site, { firstName: 'a'.repeat(40), lastName: 'Nagy' }, [
          'firstName',
          'lastName',
        ]),
      ).toEqual({});
      expect(
        validateNewsletter(site, { firstName: 'a'.repeat(41), lastName: 'www.spam.com' }, [
          'firstName',
          'lastName',
        ]),
      ).toEqual({
        firstName: 'firstNameMaxLengthErrorMessage',
        lastName: 'lastNameRegexErrorMessage',
      });
    },
  );

  it('checks the rules in order: required before length before characters', () => {
    const rules = newsletterRules('HU').firstName;
    expect(rules.map((rule) => rule(''))).toEqual([
      'firstNameRequiredErrorMessage',
      undefined,
      undefined,
      undefined,
    ]);
    expect(validateNewsletter('HU', { firstName: `${'a'.repeat(41)}!` }, ['firstName'])).toEqual({
      firstName: 'firstNameMaxLengthErrorMessage',
    });
  });

  it('a filled Turkish legals checkbox passes', () => {
    expect(validateNewsletter('TR', { legals: 'true' }, ['legals'])).toEqual({});
  });
});
