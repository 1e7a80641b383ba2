/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import Header from './Header';
import {
  SITE_LOCALES,
  WORDS,
  headerProps,
  headerTree,
  localeInstance,
  serverDataFor,
} from '../testing/serverRender';

// Issue 16: the header as the document server renders it, with no window, document or storage.
// The texts are each site's own (apps/navigation/src/texts/*.json).
const EXPECTED = {
  DE: {
    nav: 'Hauptnavigation',
    themeworlds: 'Themenwelten',
    hello: 'Hallo Anna Schneider',
    showAll: 'Alles in Kaffee',
    logo: 'Storefront – Startseite',
    benefits: 'Ihre Vorteile',
    staticCoffee: 'Kaffee',
  },
  HU: {
    nav: 'Főnavigáció',
    themeworlds: 'Tematikus világok',
    hello: 'Szia, Anna Schneider',
    showAll: 'Minden: Kávé',
    logo: 'Storefront – Kezdőlap',
    benefits: 'Előnyei',
    staticCoffee: 'Kávé',
  },
  TR: {
    nav: 'Ana menü',
    themeworlds: 'Tema dünyaları',
    hello: 'Merhaba Anna Schneider',
    showAll: 'Tüm Kahve',
    logo: 'Storefront – Ana sayfa',
    benefits: 'Avantajlarınız',
    staticCoffee: 'Kahve',
  },
} as const;

/** The element with this opening tag's attributes, as written by React (attribute order as rendered). */
const openingTags = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((match) => match[0]);
const links = (html: string) =>
  [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((match) => ({
    href: match[1],
    text: (match[2] ?? '').replace(/<[^>]*>/g, '').replace(/<!-- -->/g, ''),
  }));

// React reports server-render problems (a hook misuse, an invalid attribute) on console.error.
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe.each(Object.keys(SITE_LOCALES) as (keyof typeof SITE_LOCALES)[])(
  'the header rendered on the server (%s)',
  (site) => {
    const expected = EXPECTED[site];
    const words = WORDS[site];

    it('renders the complete header from its server data: landmarks, navigation links, promotions and greeting in the site language', async () => {
      expect(typeof window).toBe('undefined');
      const html = renderToString(
        headerTree(
          await localeInstance(SITE_LOCALES[site]),
          <Header {...headerProps(site, serverDataFor(site, words))} />,
        ),
      );

      // The banner landmark and the main navigation with its name in the site's language.
      expect(openingTags(html, 'header')).toHaveLength(1);
      expect(openingTags(html, 'nav')).toContainEqual(
        expect.stringContaining(`aria-label="${expected.nav}"`),
      );
      expect(openingTags(html, 'nav')).toContainEqual(
        expect.stringContaining(`aria-label="${expected.benefits}"`),
      );
      // Every navigation entry and every flyout link is a real link in the HTML (issue 16 item 5).
      expect(links(html)).toEqual(
        expect.arrayContaining([
          { href: '/', text: 'Storefront' },
          { href: '/themeworlds', text: expected.themeworlds },
          { href: '/c/coffee', text: words.coffee },
          { href: '/c/sale', text: words.sale },
          { href: '/c/coffee', text: expected.showAll },
          { href: '/c/espresso', text: 'Espresso' },
          { href: '/c/capsules', text: 'Capsules' },
          { href: '/themeworld/garden', text: 'Garden' },
          { href: '/benefit-0', text: words.benefit },
          { href: '/sale', text: 'Sale' },
          { href: '/orders', text: expect.any(String) },
        ]),
      );
      expect(html).toContain(`aria-label="${expected.logo}"`);
      // Flyouts are in the HTML but closed: hidden until opened.
      expect(
        openingTags(html, 'div').filter((tag) => tag.includes('data-testid="flyout-')),
      ).toEqual([expect.stringContaining('hidden'), expect.stringContaining('hidden')]);
      // Promotions and the personal greeting are there on the first render.
      expect(html).toContain(words.banner);
      expect(html).toContain(expected.hello);
      // The logout form posts without JavaScript: token and way back from the server.
      expect(html).toContain(`value="csrf-${site}"`);
      expect(html).toContain('value="/content/about?tab=1"');
    });

    it('renders the static categories and no greeting without server data, as the browser does before its requests answer', async () => {
      const html = renderToString(
        headerTree(await localeInstance(SITE_LOCALES[site]), <Header {...headerProps(site)} />),
      );
      expect(openingTags(html, 'nav')).toContainEqual(
        expect.stringContaining(`aria-label="${expected.nav}"`),
      );
      expect(links(html)).toContainEqual({ href: '/c/coffee', text: expected.staticCoffee });
      expect(html).not.toContain(expected.hello);
    });
  },
);

describe('the header on the server with hostile server data', () => {
  it('ignores server data that does not match its schema and renders as without it', async () => {
    const instance = await localeInstance('de-DE');
    const hostile = {
      ...serverDataFor('DE', WORDS.DE),
      navigation: [{ title: 'Evil', href: 'javascript:alert(1)', children: [] }],
    };
    const html = renderToString(headerTree(instance, <Header {...headerProps('DE', hostile)} />));
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain(WORDS.DE.banner);
    expect(html).toBe(renderToString(headerTree(instance, <Header {...headerProps('DE')} />)));
  });

  it('shows the app banner the server decided on for an Android visitor', async () => {
    const html = renderToString(
      headerTree(
        await localeInstance('de-DE'),
        <Header
          {...headerProps('DE', {
            ...serverDataFor('DE', WORDS.DE),
            appBanner: { show: true, device: 'android' },
          })}
        />,
      ),
    );
    expect(html).toContain(
      'href="https://play.google.com/store/apps/details?id=com.storefront.app"',
    );
  });

  // HSC-1-1 / HSC-2.2-8: the header asks for ~header_pi and shows the phase-integration promotion after the category banner.
  it('HSC-1-1, HSC-2.2-8: shows the ~header_pi phase-integration promotion with its headline, subline and link', async () => {
    const pi = {
      type: 'ApiPiPromotion',
      contentJSON: JSON.stringify({
        headline: 'Frühlingsputz',
        subline: 'Alles für ein sauberes Zuhause',
        linkURL: '/c/household',
        linkText: 'Zu den Ideen',
      }),
    };
    const data = {
      ...serverDataFor('DE', WORDS.DE),
      promotions: { ...serverDataFor('DE', WORDS.DE).promotions, '~header_pi': pi },
    };
    const html = renderToString(
      headerTree(await localeInstance('de-DE'), <Header {...headerProps('DE', data)} />),
    );
    expect(html).toMatch(
      /<section[^>]*aria-label="Empfehlung"[^>]*>.*Frühlingsputz.*Alles für ein sauberes Zuhause.*<a[^>]*href="\/c\/household"[^>]*>Zu den Ideen<\/a>/s,
    );
    const reduced = renderToString(
      headerTree(await localeInstance('de-DE'), <Header {...headerProps('DE', data)} reduced />),
    );
    expect(reduced).not.toContain('Frühlingsputz');
  });

  it('renders the reduced header with the logo only', async () => {
    const html = renderToString(
      headerTree(
        await localeInstance('tr-TR'),
        <Header {...headerProps('TR', serverDataFor('TR', WORDS.TR))} reduced />,
      ),
    );
    expect(links(html)).toEqual([{ href: '/', text: 'Storefront' }]);
  });
});
