import { isReducedVersion, type PageType, type Platform } from '@storefront/contracts';
import { type FooterTeaserGroup, type FooterTeaserLink } from '@storefront/footer-schemas';
import { hidesNewsletterSignUp } from '@storefront/newsletter-schemas';
import { readCookie } from '@storefront/platform';

export { NEW_APP_MARKER, isReducedByCookies } from '@storefront/contracts';

/**
 * Reduced footer (spec 2.2): the shell's flag (checkout, `?reduced=true`), or a cookie carrying an
 * affiliate number or the new-app marker; the rule is contracts' isReducedVersion, which the shell
 * uses for the header too.
 */
export function isReducedFooter(
  reducedFlag: boolean,
  cookieString: string = document.cookie,
): boolean {
  return isReducedVersion(reducedFlag, (name) => readCookie(name, cookieString));
}

/** Mobile clients are every platform but the full desktop view. */
export function isMobileClient(platform: Platform): boolean {
  return platform !== 'CLASSIC';
}

/** The teaser groups to show: the reduced footer drops groups flagged hideGroupInCheckout. */
export function visibleTeaserGroups(
  groups: readonly FooterTeaserGroup[],
  reduced: boolean,
): FooterTeaserGroup[] {
  return reduced ? groups.filter((group) => !group.hideGroupInCheckout) : [...groups];
}

/** The links of a group to show: hideInClassic links only on mobile clients. */
export function visibleTeaserLinks(
  links: readonly FooterTeaserLink[],
  platform: Platform,
): FooterTeaserLink[] {
  return isMobileClient(platform) ? [...links] : links.filter((link) => !link.hideInClassic);
}

export interface LinkTarget {
  href: string;
  target?: '_blank';
  rel?: 'noreferrer';
  opensNewTab: boolean;
}

/** Links starting with http or mailto leave the shop: a new tab, and no referrer goes with them. */
export function linkTarget(url: string): LinkTarget {
  const external = /^(https?:|mailto:)/i.test(url.trim());
  return external
    ? { href: url, target: '_blank', rel: 'noreferrer', opensNewTab: true }
    : { href: url, opensNewTab: false };
}

/** Pages that carry the newsletter form themselves mark the form above the footer as hidden. */
const PAGES_WITH_NEWSLETTER_FORM: readonly PageType[] = [
  'newsletter',
  'newsletterConfirm',
  'newsletterSubscription',
];

export interface NewsletterBlockInput {
  reduced: boolean;
  pageType: PageType;
  /** undefined while unknown (anonymous visitor, or personal data not loaded). */
  nlStatus: string | null | undefined;
}

/** Whether the newsletter sign-up block above the footer shows (spec 2.2). */
export function showNewsletterBlock({
  reduced,
  pageType,
  nlStatus,
}: NewsletterBlockInput): boolean {
  if (reduced) return false;
  if (PAGES_WITH_NEWSLETTER_FORM.includes(pageType)) return false;
  // Waiting for double opt-in or subscribed: the customer needs no sign-up block.
  return !hidesNewsletterSignUp(nlStatus);
}
