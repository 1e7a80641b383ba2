import type { FooterTeaserGroup } from '@storefront/footer-schemas';
import {
  NEW_APP_MARKER,
  isReducedFooter,
  linkTarget,
  showNewsletterBlock,
  visibleTeaserGroups,
  visibleTeaserLinks,
} from './footerRules';

const group = (text: string, hideGroupInCheckout?: boolean): FooterTeaserGroup => ({
  heading: { text },
  hideGroupInCheckout,
  links: [],
});

describe('reduced footer', () => {
  it('NFPL-4.5-2: is reduced by the flag alone', () => {
    expect(isReducedFooter(true, '')).toBe(true);
    expect(isReducedFooter(false, '')).toBe(false);
  });

  // NFPL-2.2-11: "reduced flag is set, or a cookie contains an affiliate number or the new-app marker" — nothing else.
  it('NFPL-2.2-11: is reduced by an affiliate number or the new-app marker in the affiliate cookie, not by the native app cookie', () => {
    // NFPL-9-10: the affiliate number cookie.
    expect(isReducedFooter(false, 'affiliateNumber=123456')).toBe(true);
    expect(isReducedFooter(false, `other=1; affiliateNumber=${NEW_APP_MARKER}`)).toBe(true);
    expect(isReducedFooter(false, 'storefront-app=1')).toBe(false);
    expect(isReducedFooter(false, 'storefront-app=true')).toBe(false);
    expect(isReducedFooter(false, 'affiliateNumber=partner-x')).toBe(false);
    expect(isReducedFooter(false, 'affiliateNumber=')).toBe(false);
    expect(isReducedFooter(false, 'myaffiliateNumber=123')).toBe(false);
  });

  it('NFPL-2.2-12: drops the groups flagged hideGroupInCheckout only when reduced', () => {
    const groups = [group('Payment'), group('About us', true), group('Help', false)];
    expect(visibleTeaserGroups(groups, false).map((g) => g.heading.text)).toEqual([
      'Payment',
      'About us',
      'Help',
    ]);
    expect(visibleTeaserGroups(groups, true).map((g) => g.heading.text)).toEqual([
      'Payment',
      'Help',
    ]);
  });
});

describe('teaser links', () => {
  const links = [
    { text: 'Contact', url: '/contact' },
    { text: 'App', url: '/mobile', hideInClassic: true },
  ];
  it('NFPL-2.2-13: shows hideInClassic links only on mobile clients', () => {
    expect(visibleTeaserLinks(links, 'CLASSIC').map((l) => l.text)).toEqual(['Contact']);
    for (const platform of ['MATCH', 'SMARTPHONE', 'TABLET'] as const)
      expect(visibleTeaserLinks(links, platform).map((l) => l.text)).toEqual(['Contact', 'App']);
  });

  it('NFPL-2.2-14: opens http, https and mailto links in a new tab without referrer, shop links in place', () => {
    expect(linkTarget('https://www.facebook.com/x')).toEqual({
      href: 'https://www.facebook.com/x',
      target: '_blank',
      rel: 'noreferrer',
      opensNewTab: true,
    });
    expect(linkTarget('http://example.org')).toMatchObject({ target: '_blank', rel: 'noreferrer' });
    expect(linkTarget('mailto:service@storefront.example')).toMatchObject({
      target: '_blank',
      rel: 'noreferrer',
    });
    expect(linkTarget('/contact')).toEqual({ href: '/contact', opensNewTab: false });
    expect(linkTarget('/http-guide-s1.html')).toEqual({
      href: '/http-guide-s1.html',
      opensNewTab: false,
    });
  });
});

describe('newsletter block above the footer', () => {
  const base = { reduced: false, pageType: 'home', nlStatus: undefined } as const;
  it('NFPL-2.2-1: shows for anonymous visitors and customers not subscribed', () => {
    expect(showNewsletterBlock(base)).toBe(true);
    expect(showNewsletterBlock({ ...base, nlStatus: null })).toBe(true);
    expect(showNewsletterBlock({ ...base, nlStatus: 'UNSUBSCRIBED' })).toBe(true);
  });

  it('hides in reduced mode, on the pages that carry the form, and for waiting or subscribed customers', () => {
    // NFPL-2.2-1: not in reduced mode.
    expect(showNewsletterBlock({ ...base, reduced: true })).toBe(false);
    // NFPL-2.2-2: not on the pages that mark the form as hidden.
    expect(showNewsletterBlock({ ...base, pageType: 'newsletter' })).toBe(false);
    expect(showNewsletterBlock({ ...base, pageType: 'newsletterConfirm' })).toBe(false);
    // NFPL-2.2-3: not for a customer waiting for double opt-in or subscribed.
    expect(showNewsletterBlock({ ...base, nlStatus: 'WAITING_FOR_DOI' })).toBe(false);
    expect(showNewsletterBlock({ ...base, nlStatus: 'SUBSCRIBED' })).toBe(false);
  });
});
