import { SITE_CONFIG, type Site } from '@storefront/contracts';
import {
  COUNTRY_SWITCHER_ORDER,
  type FooterContent,
  type FooterLogoSource,
  type FooterTeaserGroup,
} from '@storefront/footer-schemas';
import {
  footerSeedContent,
  SHOP_FACTS,
  type LanguageTexts,
  type SiteFacts,
} from './footerSeedContent';

/**
 * The rules that make a site's SHOP_FOOTER content out of the editors' data (`content/`, see
 * footerSeedContent.ts): which groups, in which order, linking which of the storefront's pages.
 * Texts and each market's facts (spec section 9: free-shipping thresholds, return periods,
 * carriers, payment logos, TR hours) live in the data files.
 */

/** Content pages follow /{slug}-s{pageId}.html, category pages /{slug}-c{categoryId}.html. */
const PAGE_IDS = {
  payment: 1001,
  delivery: 1002,
  returns: 1003,
  giftIdeas: 1005,
  instructions: 1006,
  sizeAdvice: 1007,
  sustainability: 1008,
  career: 1009,
  press: 1010,
  blog: 1011,
} as const;
const contentPage = (texts: LanguageTexts, page: keyof typeof PAGE_IDS) =>
  `/${texts.slugs[page]}-s${PAGE_IDS[page]}.html`;

export const LOYALTY_CARD_REGISTRATION_PATH = '/registerfreestorefrontcard';
/** The free private card's registration (spec 2.1, "/registerfreeprivatecard"). */
export const PRIVATE_CARD_REGISTRATION_PATH = '/registerfreeprivatecard';

const logoLabel = (facts: SiteFacts, source: FooterLogoSource) =>
  facts.logoLabels?.[source] ?? SHOP_FACTS.logoLabels[source];

/**
 * A site's footer content as editors would write it. `origin(site)` gives each site's public address
 * for the editors' country list (spec 3.2 `international`).
 */
export function footerContentFor(site: Site, origin: (site: Site) => string): FooterContent {
  const { facts, texts: t } = footerSeedContent(site);
  const groups: FooterTeaserGroup[] = [
    {
      heading: { text: t.payment.heading, iconName: 'payment' },
      introductoryText: t.payment.intro,
      links: [{ text: t.payment.link, url: contentPage(t, 'payment') }],
      images: facts.payments.map((source) => ({ source, label: logoLabel(facts, source) })),
    },
    {
      heading: { text: t.delivery.heading, iconName: 'delivery' },
      introductoryText: facts.deliveryIntro,
      links: [{ text: t.delivery.link, url: contentPage(t, 'delivery') }],
      images: facts.carriers.map((source) => ({ source, label: SHOP_FACTS.logoLabels[source] })),
    },
    {
      heading: { text: t.returns.heading, iconName: 'returns' },
      introductoryText: facts.returnsIntro,
      links: [{ text: t.returns.link, url: contentPage(t, 'returns') }],
    },
    {
      heading: {
        text: t.help.heading,
        iconName: 'help',
        link: { text: t.help.heading, url: '/help' },
      },
      introductoryText: facts.helpIntro,
      links: [
        { text: t.help.contact, url: '/contact' },
        { text: t.help.faq, url: '/faq' },
        // Every market has stores, Turkey too (the spec's TR edition links the store finder, 2.2);
        // only the pickup group below depends on store pickup.
        { text: t.help.storefinder, url: '/service/storefinder/' },
        { text: t.help.account, url: '/account' },
        { text: t.help.email, url: facts.email },
        { text: t.help.app, url: '/mobile', hideInClassic: true },
      ],
    },
    ...(facts.storePickup
      ? [
          {
            heading: { text: t.pickup.heading, iconName: 'store' },
            introductoryText: t.pickup.intro,
            links: [{ text: t.pickup.link, url: '/store-pickup' }],
          },
        ]
      : []),
    {
      heading: { text: SHOP_FACTS.loyaltyCard, iconName: 'card' },
      hideGroupInCheckout: true,
      introductoryText: t.loyalty.intro,
      links: [
        { text: t.loyalty.link, url: LOYALTY_CARD_REGISTRATION_PATH },
        { text: t.loyalty.privateCard, url: PRIVATE_CARD_REGISTRATION_PATH },
      ],
    },
    {
      heading: { text: t.services.heading, iconName: 'services' },
      introductoryText: facts.servicesIntro,
      links: [
        { text: t.services.newsletter, url: '/subscribenewsletter' },
        { text: t.services.giftcards, url: '/giftcards' },
        { text: t.services.giftIdeas, url: contentPage(t, 'giftIdeas') },
        { text: t.services.instructions, url: contentPage(t, 'instructions') },
        { text: t.services.sizeAdvice, url: contentPage(t, 'sizeAdvice') },
      ],
    },
    {
      heading: { text: t.company.heading, iconName: 'company' },
      hideGroupInCheckout: true,
      links: [
        { text: t.company.sustainability, url: contentPage(t, 'sustainability') },
        { text: t.company.career, url: contentPage(t, 'career') },
        { text: t.company.press, url: contentPage(t, 'press') },
        { text: t.company.blog, url: contentPage(t, 'blog') },
      ],
    },
  ];
  const categories = t.seo.categories.map(({ text, slug }, index) => ({
    text,
    url: `/${slug}-c${400001 + index}.html`,
  }));
  return {
    headline: t.headline,
    teaser: { groups: groups.map(withoutUndefined) },
    seo: {
      heading: t.seo.heading,
      columns: [categories.slice(0, 3), categories.slice(3, 6), categories.slice(6)],
    },
    socialMedia: {
      heading: t.social,
      icons: SHOP_FACTS.socialMedia.map(({ iconName, link }) => ({ iconName, link })),
    },
    appReferences: {
      heading: t.apps,
      ios: { link: SHOP_FACTS.appReferences.ios },
      android: { link: SHOP_FACTS.appReferences.android },
    },
    legalLinks: [
      { text: t.legal.imprint, url: '/imprint' },
      { text: t.legal.privacy, url: '/privacy' },
      { text: t.legal.terms, url: '/terms' },
      { text: t.legal.consent, url: '/privacy', opensConsentSettings: true },
    ],
    viewChanger: t.view,
    qualityLogos: {
      logos: facts.qualityLogos.map((logo) => ({
        link: logo.link,
        image: { label: logo.label, source: logo.source, width: 90, height: 40 },
      })),
    },
    salesTax: salesTax(facts, t),
    // The editors' country list (spec 3.2): the nine sites in the spec's switcher order.
    international: {
      items: COUNTRY_SWITCHER_ORDER.map((code) => ({
        code,
        label: SITE_CONFIG[code].label,
        href: `${origin(code)}/`,
      })),
    },
  };
}

/** The sales-tax note links the site's delivery page (its costs); the words around the link are the editors'. */
function salesTax(
  { salesTax: { textBeforeLink, linkText, textAfterLink } }: SiteFacts,
  texts: LanguageTexts,
): FooterContent['salesTax'] {
  return withoutUndefined({
    textBeforeLink,
    link: { text: linkText, url: contentPage(texts, 'delivery') },
    textAfterLink,
  });
}

/** JSON has no undefined; leaving the keys out keeps the stored content as editors would write it. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
