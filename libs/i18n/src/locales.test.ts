import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, LOCALE_FALLBACKS } from '@storefront/contracts';
import { NAMESPACES } from './namespaces';

const dir = path.join(__dirname, 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');
const read = (locale: string, ns: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8'));

describe('translations', () => {
  const reference = 'de-DE';

  it.each(NAMESPACES.flatMap((ns) => LOCALES.map((locale) => [ns, locale] as const)))('%s: every key resolves in %s', (ns, locale) => {
    const keys = Object.keys(read(reference, ns)).filter((key) => !PLURAL_SUFFIX.test(key));
    const chain = [locale, ...(LOCALE_FALLBACKS[locale] ?? [])];
    const missing = keys.filter((key) => !chain.some((candidate) => typeof read(candidate, ns)[key] === 'string' && (read(candidate, ns)[key] as string).length > 0));
    expect(missing).toEqual([]);
  });

  it.each(NAMESPACES.flatMap((ns) => LOCALES.map((locale) => [ns, locale] as const)))('%s: %s has no key German lacks', (ns, locale) => {
    const known = new Set(Object.keys(read(reference, ns)).map(pluralBase));
    expect(Object.keys(read(locale, ns)).filter((key) => !known.has(pluralBase(key)))).toEqual([]);
  });

  it.each(NAMESPACES.flatMap((ns) => LOCALES.map((locale) => [ns, locale] as const)))('%s: %s has every plural form its language needs', (ns, locale) => {
    const chain = [locale, ...(LOCALE_FALLBACKS[locale] ?? [])];
    const plurals = new Set(Object.keys(read(reference, ns)).filter((key) => key !== pluralBase(key)).map(pluralBase));
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing = [...plurals].flatMap((base) => forms.map((form) => `${base}_${form}`)).filter((key) => !chain.some((candidate) => key in read(candidate, ns)));
    expect(missing).toEqual([]);
  });

  it('keeps the same {{placeholders}} as German in every translation', () => {
    const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/{{\s*\w+\s*}}/g) ?? []).sort() : []);
    for (const ns of NAMESPACES) {
      const german = read(reference, ns);
      for (const locale of LOCALES) {
        const texts = read(locale, ns);
        for (const [key, text] of Object.entries(texts)) {
          const germanText = german[key] ?? german[`${pluralBase(key)}_other`];
          expect([ns, locale, key, placeholders(text)]).toEqual([ns, locale, key, placeholders(germanText)]);
        }
      }
    }
  });
});
