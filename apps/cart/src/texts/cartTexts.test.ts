import fs from 'node:fs';
import path from 'node:path';
import { describeTextCompleteness } from '@storefront/i18n/src/textCompleteness';
import { LOCALE_FALLBACKS } from '@storefront/contracts';

describeTextCompleteness(
  'cart',
  (locale) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Record<
      string,
      unknown
    >,
);

const MESSAGES = [
  'error.read',
  'error.change',
  'error.cartLimit',
  'error.itemLimit',
  'error.availabilityLimit',
  'error.defective',
  'error.voucherRemoval',
  'error.giftCardRemoval',
];
const texts = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

it('HSC-8-8: every cart message is translated for the nine locales, in German wording for DE, AT and CH', () => {
  const german = texts('de-DE');
  for (const key of MESSAGES) expect([key, typeof german[key]]).toEqual([key, 'string']);
  // AT and CH add no wording of their own: they show DE's.
  for (const locale of ['de-AT', 'de-CH'] as const) {
    expect(LOCALE_FALLBACKS[locale]).toEqual(['de-DE']);
    expect(MESSAGES.filter((key) => key in texts(locale))).toEqual([]);
  }
  for (const locale of ['fr-CH', 'cs-CZ', 'hu-HU', 'pl-PL', 'sk-SK', 'tr-TR']) {
    for (const key of MESSAGES)
      expect([locale, key, typeof texts(locale)[key], texts(locale)[key] === german[key]]).toEqual([
        locale,
        key,
        'string',
        false,
      ]);
  }
});
