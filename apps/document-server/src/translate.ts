import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_FALLBACKS, type Locale } from '@storefront/contracts';

const localesDir = path.resolve(__dirname, '../../../libs/i18n/src/locales');
const cache = new Map<string, Record<string, string>>();

function namespace(locale: string, ns: string): Record<string, string> {
  const key = `${locale}/${ns}`;
  let texts = cache.get(key);
  if (!texts) {
    texts = JSON.parse(
      fs.readFileSync(path.join(localesDir, locale, `${ns}.json`), 'utf8'),
    ) as Record<string, string>;
    cache.set(key, texts);
  }
  return texts;
}

/** The few texts the document server itself writes (the page title), from the same translations. */
export function translate(locale: Locale, ns: string, key: string): string {
  for (const candidate of [locale, ...(LOCALE_FALLBACKS[locale] ?? [])]) {
    const text = namespace(candidate, ns)[key];
    if (text) return text;
  }
  return key;
}
