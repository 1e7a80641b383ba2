import { LOCALES, LOCALE_FALLBACKS, type Locale } from '@storefront/contracts';

const REFERENCE: Locale = 'de-DE';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: unknown) =>
  typeof text === 'string' ? (text.match(/{{\s*\w+\s*}}/g) ?? []).sort() : [];

/**
 * The completeness checks every namespace must pass, wherever its files live (libs/i18n for the
 * common texts, `apps/<remote>/src/texts` for a remote's): German is the reference; every locale
 * resolves every key through its fallbacks, has no key German lacks, has every plural form its
 * language needs, and keeps German's {{placeholders}}.
 */
export function describeTextCompleteness(
  namespace: string,
  read: (locale: Locale) => Record<string, unknown>,
): void {
  describe(`${namespace} texts`, () => {
    const chain = (locale: Locale) => [locale, ...(LOCALE_FALLBACKS[locale] ?? [])];
    const german = read(REFERENCE);

    it.each(LOCALES)('every key resolves in %s', (locale) => {
      const keys = Object.keys(german).filter((key) => !PLURAL_SUFFIX.test(key));
      const missing = keys.filter(
        (key) =>
          !chain(locale).some(
            (candidate) =>
              typeof read(candidate)[key] === 'string' &&
              (read(candidate)[key] as string).length > 0,
          ),
      );
      expect(missing).toEqual([]);
    });

    it.each(LOCALES)('%s has no key German lacks', (locale) => {
      const known = new Set(Object.keys(german).map(pluralBase));
      expect(Object.keys(read(locale)).filter((key) => !known.has(pluralBase(key)))).toEqual([]);
    });

    it.each(LOCALES)('%s has every plural form its language needs', (locale) => {
      const plurals = new Set(
        Object.keys(german)
          .filter((key) => key !== pluralBase(key))
          .map(pluralBase),
      );
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const missing = [...plurals]
        .flatMap((base) => forms.map((form) => `${base}_${form}`))
        .filter((key) => !chain(locale).some((candidate) => key in read(candidate)));
      expect(missing).toEqual([]);
    });

    it.each(LOCALES)('%s keeps the same {{placeholders}} as German', (locale) => {
      const differing = Object.entries(read(locale)).filter(([key, text]) => {
        const germanText = german[key] ?? german[`${pluralBase(key)}_other`];
        return placeholders(text).join() !== placeholders(germanText).join();
      });
      expect(differing.map(([key]) => key)).toEqual([]);
    });
  });
}
