import fs from 'node:fs';
import path from 'node:path';
import { describeTextCompleteness } from '@storefront/i18n/src/textCompleteness';

const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

// NFPL-1-9: the footer's strings are translated for de, fr-CH, cs-CZ, hu-HU, pl-PL, sk-SK and
// tr-TR: each of those files holds every German key itself, not through a fallback.
it.each(['fr-CH', 'cs-CZ', 'hu-HU', 'pl-PL', 'sk-SK', 'tr-TR'])(
  'NFPL-1-9: %s translates every footer string',
  (locale) => {
    expect(
      Object.keys(read('de-DE')).filter((key) => typeof read(locale)[key] !== 'string'),
    ).toEqual([]);
  },
);

describeTextCompleteness(
  'footer',
  (locale) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Record<
      string,
      unknown
    >,
);
