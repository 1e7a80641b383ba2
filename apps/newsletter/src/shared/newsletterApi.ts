import { HEADER_NAMES, type Site } from '@storefront/contracts';
import { NEWSLETTER_SUBSCRIBERS_PATH } from '@storefront/newsletter-schemas';

/**
 * X-Hunter-Site and X-Original-Address: what the subscriber service is told with every call that
 * signs up or changes a subscriber (spec 7.1). The address is the page's; on the server there is none.
 */
export const siteHeaders = (site: Site) => ({
  [HEADER_NAMES.site]: site,
  [HEADER_NAMES.originalAddress]: typeof window === 'undefined' ? undefined : window.location.href,
});

/** One subscriber's resource, by the token of the e-mail link (spec 7.1: /newsletter-subscribers/{subscriberToken}). */
export const subscriberUrl = (base: string, token: string) =>
  `${base}${NEWSLETTER_SUBSCRIBERS_PATH}/${encodeURIComponent(token)}`;
