import fs from 'node:fs';
import path from 'node:path';
import { describeTextCompleteness } from '@storefront/i18n/src/textCompleteness';

// NFPL-1-10: the sign-up speaks the nine site locales (spec 1), each with its own text file.
it('NFPL-1-10: has texts for de-DE, de-AT, de-CH, fr-CH, pl-PL, sk-SK, cs-CZ, hu-HU and tr-TR', () => {
  const locales = fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.basename(file, '.json'));
  expect(locales.sort()).toEqual(
    ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'pl-PL', 'sk-SK', 'cs-CZ', 'hu-HU', 'tr-TR'].sort(),
  );
});

describeTextCompleteness(
  'newsletter',
  (locale) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Record<
      string,
      unknown
    >,
);
