import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider, loadNamespace } from '@storefront/i18n';
import type { HeaderProps, Locale, Site } from '@storefront/contracts';
import type {
  NavigationNode,
  PromotionResponse,
  ThemeWorldNavigation,
} from '@storefront/navigation-schemas';
import type { HeaderServerData } from '../shared/serverData';

/**
 * One i18next instance per locale with the header's namespaces loaded, as the document server
 * gives each render (never the page's global instance, no suspending on texts).
 */
export async function localeInstance(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  const namespaces = ['common', 'navigation'];
  const resources: Record<string, Record<string, Record<string, unknown>>> = { [locale]: {} };
  for (const namespace of namespaces) {
    const texts = await loadNamespace(locale, namespace);
    resources[locale] = { ...resources[locale], [namespace]: texts };
  }
  await instance.init({
    lng: locale,
    resources,
    ns: namespaces,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    keySeparator: false,
  });
  return instance;
}

/** The header inside what the server wraps each request's render in: its locale's texts and its own store. */
export function headerTree(instance: i18n, header: ReactNode): ReactNode {
  return (
    <I18nextProvider i18n={instance}>
      <JotaiProvider>{header}</JotaiProvider>
    </I18nextProvider>
  );
}

export const SITE_LOCALES = { DE: 'de-DE', HU: 'hu-HU', TR: 'tr-TR' } as const satisfies Partial<
  Record<Site, Locale>
>;

export function headerProps(site: keyof typeof SITE_LOCALES, serverData?: unknown): HeaderProps {
  return {
    site,
    locale: SITE_LOCALES[site],
    platform: 'CLASSIC',
    pageType: 'content',
    reduced: false,
    consentScriptUrl: '',
    serverData,
  };
}

const coffee: NavigationNode = {
  title: 'Coffee',
  href: '/c/coffee',
  children: [
    {
      title: 'Beans',
      href: '/c/beans',
      children: [{ title: 'Espresso', href: '/c/espresso', children: [] }],
    },
    { title: 'Capsules', href: '/c/capsules', children: [] },
  ],
  teaser: {
    title: 'Discover',
    items: [
      { title: 'Roasting', linkTitle: 'More', imageSrc: 'roast.svg', href: '/content/roasting' },
    ],
  },
};

/** A navigation tree with the site's words for its entries. */
export function navigationTree(words: {
  coffee: string;
  beans: string;
  sale: string;
}): NavigationNode[] {
  return [
    {
      ...coffee,
      title: words.coffee,
      children: coffee.children.map((child, index) =>
        index === 0 ? { ...child, title: words.beans } : child,
      ),
    },
    { title: words.sale, href: '/c/sale', children: [] },
  ];
}

export const THEMEWORLDS: ThemeWorldNavigation = {
  themeworldFlyout: {
    sections: [
      {
        key: 'new',
        headline: 'New',
        themeworlds: [
          {
            url: '/themeworld/garden',
            imgUrl: 'garden.jpg',
            title: 'Garden',
            availability: ['onlineOnly'],
            badges: ['new'],
            storefrontCard: false,
            endDate: '2030-01-10',
          },
        ],
      },
    ],
    translations: { new: 'New', onlineOnly: 'Online only' },
    overview: { title: 'All theme worlds', url: '/themeworlds' },
  },
} as ThemeWorldNavigation;

export const topBanner = (text: string): PromotionResponse => ({
  type: 'ApiTopBannerPromotion',
  contentJSON: JSON.stringify({ promotionTextLong: text, link: { url: '/sale', text: 'Sale' } }),
});
export const benefits = (texts: readonly string[]): PromotionResponse => ({
  type: 'ApiHeaderBenefitsPromotion',
  contentJSON: JSON.stringify({
    links: texts.map((text, index) => ({ url: `/benefit-${index}`, text })),
  }),
});

/** The greeting's data of the logged-in demo customer, as the personal-data service's answer gives it. */
export const ANNA_PERSONAL: NonNullable<HeaderServerData['personal']> = {
  initialized: true,
  loggedInOrRemembered: true,
  customerName: 'Anna Schneider',
  loyaltyBeans: 120,
  communityMember: true,
  storefrontCardMember: false,
};

/** What the loader would return for a logged-in visitor on a content page. */
export function serverDataFor(
  site: keyof typeof SITE_LOCALES,
  words: { coffee: string; beans: string; sale: string; banner: string; benefit: string },
): HeaderServerData {
  return {
    path: '/content/about',
    returnTo: '/content/about?tab=1',
    now: Date.UTC(2030, 0, 8, 12),
    promotions: {
      '~header_top': topBanner(words.banner),
      '~header_benefits': benefits([words.benefit]),
      '~header_pi': null,
    },
    navigation: navigationTree(words),
    themeworlds: THEMEWORLDS,
    personal: ANNA_PERSONAL,
    loginStatus: 'LOGGED_IN',
    csrfToken: `csrf-${site}`,
    appBanner: { show: false, device: 'other' },
  };
}

export const WORDS = {
  DE: {
    coffee: 'Kaffee',
    beans: 'Bohnen',
    sale: 'Angebote',
    banner: 'Nur diese Woche: 15 % auf alles',
    benefit: 'Gratis Versand',
  },
  HU: {
    coffee: 'Kávé',
    beans: 'Szemes kávé',
    sale: 'Akciók',
    banner: 'Csak ezen a héten: 15% mindenre',
    benefit: 'Ingyenes szállítás',
  },
  TR: {
    coffee: 'Kahve',
    beans: 'Çekirdek',
    sale: 'Fırsatlar',
    banner: 'Sadece bu hafta: her şeyde %15',
    benefit: 'Ücretsiz kargo',
  },
} as const;
