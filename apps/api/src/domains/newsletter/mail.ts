import fs from 'node:fs';
import path from 'node:path';
import {
  LOCALE_FALLBACKS,
  NEWSLETTER_CONFIRM_PATH,
  SITE_CONFIG,
  type Site,
} from '@storefront/contracts';
import { subscriptionPagePath } from '@storefront/newsletter-schemas';
import type { OutgoingMail } from './repository';

// The e-mail is shopper-visible text, so it comes from the newsletter remote's translations like the page.
const textsDir = path.resolve(__dirname, '../../../../newsletter/src/texts');
const cache = new Map<string, Record<string, string>>();

function texts(locale: string): Record<string, string> {
  let loaded = cache.get(locale);
  if (!loaded) {
    loaded = JSON.parse(fs.readFileSync(path.join(textsDir, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    cache.set(locale, loaded);
  }
  return loaded;
}

function text(site: Site, key: string): string {
  const locale = SITE_CONFIG[site].locale;
  for (const candidate of [locale, ...(LOCALE_FALLBACKS[locale] ?? [])]) {
    const value = texts(candidate)[key];
    if (value) return value;
  }
  return key;
}

/** The confirmation page's address on the shopper's site. */
export function confirmLink(origin: string, token: string): string {
  return `${origin}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

/** The subscriber's own page: shows the subscription and changes or ends it. */
export function subscriptionLink(origin: string, token: string): string {
  return `${origin}${subscriptionPagePath(token)}`;
}

/** The double-opt-in mail: the confirmation link, and the link to the subscription's own page. */
export function doubleOptInMail(
  site: Site,
  recipient: string,
  link: string,
  manageLink: string,
): OutgoingMail {
  return {
    site,
    recipient,
    subject: text(site, 'mail.subject'),
    link,
    body: text(site, 'mail.body').replace('{{link}}', link).replace('{{manageLink}}', manageLink),
  };
}
