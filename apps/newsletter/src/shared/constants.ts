import { type Site } from '@storefront/contracts';
import { NEWSLETTER_FORM_FIELDS } from '@storefront/newsletter-schemas';

/**
 * The technical-error message. Spec 8 (newsletter-footer-preview-login.md): "Technical error (all
 * markets, German wording)" — this text on every site, whatever its language
 * (docs/spec-conformance.md, NFPL-8-2). Rendered with lang="de" so a screen reader reads it as German.
 */
export const TECHNICAL_ERROR = {
  text: 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
  lang: 'de',
} as const;

/** The welcome voucher (spec 9). */
export const DISCOUNT_PERCENT = 10;
/** Minimum age stated in the notices (spec 5.1, 9). */
export function minimumAge(site: Site): number {
  return site === 'CZ' || site === 'SK' ? 18 : 16;
}

/** The sign-up image switches sources at these widths and is hidden below the smaller (spec 2.1, 9). */
export const IMAGE_BREAKPOINTS = { desktop: 1024, tablet: 767 } as const;

/** Name of the hidden trap field that only bots fill (spec 2.1). */
export const TRAP_FIELD_NAME = NEWSLETTER_FORM_FIELDS.trap;

/** Legal link paths per market (spec 2.1); all are content pages of the storefront. */
export interface NewsletterLegalLinks {
  voucherConditions: string;
  privacy: string;
  contact: string;
  exampleNewsletter?: string;
  /** Turkey only. */
  newsletterHint?: string;
  commercialMessageConsent?: string;
  personalMarketingConsent?: string;
}

const OWN_VOUCHER_CONDITIONS: readonly Site[] = ['CH', 'CH_FR', 'CZ', 'SK', 'PL'];
const EXAMPLE_NEWSLETTER: readonly Site[] = ['DE', 'AT', 'HU'];

export function legalLinks(site: Site): NewsletterLegalLinks {
  const links: NewsletterLegalLinks = {
    voucherConditions: OWN_VOUCHER_CONDITIONS.includes(site)
      ? `/content/voucher-conditions-${site.toLowerCase().replace('_', '-')}`
      : '/content/voucher-conditions',
    privacy: '/privacy',
    contact: '/contact',
  };
  if (EXAMPLE_NEWSLETTER.includes(site)) links.exampleNewsletter = '/content/example-newsletter';
  if (site === 'TR') {
    links.newsletterHint = '/content/newsletter-hint';
    links.commercialMessageConsent = '/content/commercial-message-consent';
    links.personalMarketingConsent = '/content/personal-marketing-consent';
  }
  return links;
}

/** Order of the salutation choices in the sign-up widget, after the empty default (spec 2.1). */
export const SIGN_UP_SALUTATION_ORDER = ['MR', 'MRS', 'DIVERS', 'COMPANY'] as const;
