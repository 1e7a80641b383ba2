/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  LOGIN_PATHS,
  SITES,
  type FooterProps,
  type Locale,
  type ServerRequestContext,
  type Site,
} from '@storefront/contracts';
import { FOOTER_SITE_ORIGINS_PATH, type FooterContent } from '@storefront/footer-schemas';
import Footer, { loadServerData } from './Footer';
import { FOOTER_CONTENT_PATH } from '../features/footer-content/footerContentApi';
import { SHARED_FOOTER_S } from '../app/server-data/footerServerData';
import { requestContext, withTexts } from '../testing/serverRendering';

/** The footer's server render (issue 16): no window, no document; the whole footer in the first HTML. */
const content: FooterContent = {
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [
      {
        heading: { text: 'Zahlungsarten', iconName: 'payment' },
        links: [{ text: 'Alle Zahlungsarten', url: '/zahlungsarten-s1001.html' }],
        images: [{ label: 'Visa', source: 'VISA' }],
      },
      {
        heading: { text: 'Hilfe & Kontakt' },
        links: [
          { text: 'Kontaktformular', url: '/contact' },
          { text: 'Zur App', url: '/mobile', hideInClassic: true },
        ],
      },
      {
        heading: { text: 'Über uns' },
        hideGroupInCheckout: true,
        links: [{ text: 'Karriere', url: '/karriere-s1009.html' }],
      },
    ],
  },
  seo: {
    heading: 'Beliebte Kategorien',
    columns: [[{ text: 'Kaffeebohnen', url: '/kaffeebohnen-c400001.html' }]],
  },
  socialMedia: {
    heading: 'Folgen Sie uns',
    icons: [{ iconName: 'FACEBOOK', link: 'https://www.facebook.com/storefront' }],
  },
  legalLinks: [
    { text: 'Impressum', url: '/imprint' },
    { text: 'Datenschutz', url: '/privacy' },
  ],
  salesTax: {
    textBeforeLink: '* Alle Preise inkl. MwSt., zzgl. ',
    link: { text: 'Versandkosten', url: '/lieferung-s1002.html' },
  },
};
const ORIGINS = Object.fromEntries(
  SITES.map((site) => [site, `https://${site.toLowerCase().replace('_', '-')}.shop.example`]),
) as Record<Site, string>;
const LOCALES: Partial<Record<Site, Locale>> = { DE: 'de-DE', HU: 'hu-HU', TR: 'tr-TR' };

type Answer = { status: number; body: unknown } | Error;
/** The in-process service of the document server, answering per path; unknown paths are 404. */
function service(answers: Record<string, Answer>) {
  const calls: { path: string; headers?: Readonly<Record<string, string>>; shareForS?: number }[] =
    [];
  const fetchService: ServerRequestContext['fetchService'] = async (path, headers, options) => {
    calls.push({
      path,
      ...(headers ? { headers } : {}),
      ...(options?.shareForS ? { shareForS: options.shareForS } : {}),
    });
    const answer = answers[path] ?? { status: 404, body: { type: 'urn:storefront:not-found' } };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetchService, calls };
}

const normal = () =>
  service({
    [FOOTER_CONTENT_PATH]: {
      status: 200,
      body: { type: 'ApiShopFooter', contentJSON: JSON.stringify(content) },
    },
    [FOOTER_SITE_ORIGINS_PATH]: { status: 200, body: ORIGINS },
  });

function renderFooter(
  site: Site,
  serverData: unknown,
  overrides: Partial<FooterProps> = {},
): string {
  const locale = LOCALES[site] ?? 'de-DE';
  const props: FooterProps = {
    site,
    locale,
    platform: 'CLASSIC',
    pageType: 'home',
    reduced: false,
    serverData,
    newsletterSlot: <section aria-label="Newsletter">NEWSLETTER-SLOT</section>,
    ...overrides,
  };
  return renderToString(withTexts(locale, (<Footer {...props} />) as ReactElement));
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('the footer’s server data', () => {
  it('loads the site’s content and the country addresses in-process, and asks nothing about an anonymous visitor', async () => {
    const { fetchService, calls } = normal();
    const data = await loadServerData(
      requestContext({ site: 'HU', locale: 'hu-HU', fetchService }),
    );
    expect(data).toEqual({
      content: { source: 'service', content },
      nlStatus: null,
      reducedByCookie: false,
      siteOrigins: ORIGINS,
    });
    // Both are the same for every visitor of the site: the document server may share them.
    expect(calls).toEqual([
      { path: FOOTER_CONTENT_PATH, headers: { 'x-hunter-site': 'HU' }, shareForS: SHARED_FOOTER_S },
      { path: FOOTER_SITE_ORIGINS_PATH, shareForS: SHARED_FOOTER_S },
    ]);
    // What the page state embeds must survive JSON.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('asks a staff member’s previewed content for them alone: not shared with other pages', async () => {
    const { fetchService, calls } = normal();
    await loadServerData(
      requestContext({
        site: 'HU',
        locale: 'hu-HU',
        cookies: { preview: 'preview-token' },
        fetchService,
      }),
    );
    expect(calls).toEqual([
      { path: FOOTER_CONTENT_PATH, headers: { 'x-hunter-site': 'HU' } },
      { path: FOOTER_SITE_ORIGINS_PATH, shareForS: SHARED_FOOTER_S },
    ]);
  });

  it('asks the customer info of the login the context names, leaving the login token to the document server', async () => {
    const answers = normal();
    const { fetchService, calls } = service({
      [LOGIN_PATHS.customerInfo('L-7')]: {
        status: 200,
        body: {
          loginId: 'L-7',
          salutation: null,
          firstName: 'Anna',
          lastName: 'Nagy',
          nl_status: 'SUBSCRIBED',
        },
      },
    });
    const both: ServerRequestContext['fetchService'] = (path, headers, options) =>
      path.includes('customer-info')
        ? fetchService(path, headers, options)
        : answers.fetchService(path, headers, options);
    // What the document server hands a render: no token (its claims at most), the login by its id.
    const data = await loadServerData(
      requestContext({ cookies: { LoginToken: 'present' }, loginId: 'L-7', fetchService: both }),
    );
    expect(data.nlStatus).toBe('SUBSCRIBED');
    expect(calls).toEqual([{ path: '/service/login/api/v1/customer-info/L-7' }]);
  });

  it('leaves the newsletter status to the browser where the context names no login (a shell before contracts 2.9)', async () => {
    const { fetchService, calls } = service({});
    const both: ServerRequestContext['fetchService'] = (path, headers, options) =>
      path.includes('customer-info')
        ? fetchService(path, headers, options)
        : normal().fetchService(path, headers, options);
    const data = await loadServerData(
      requestContext({ cookies: { LoginToken: 'present' }, fetchService: both }),
    );
    expect(data.nlStatus).toBeUndefined();
    expect(calls).toEqual([]);
  });

  // NFPL-2.2-11: the spec's reduced rule (affiliate number, new-app marker); the native app's cookie is no part of it.
  it('NFPL-2.2-11: applies the reduced rule to the request’s cookies (affiliate number, new-app marker)', async () => {
    const reducing: Record<string, string>[] = [
      { affiliateNumber: '12345' },
      { affiliateNumber: 'newapp' },
    ];
    for (const cookies of reducing) {
      expect(
        (await loadServerData(requestContext({ cookies, fetchService: normal().fetchService })))
          .reducedByCookie,
      ).toBe(true);
    }
    const notReducing: Record<string, string>[] = [
      { affiliateNumber: 'abc' },
      { 'storefront-app': '1' },
      { 'storefront-app': 'true' },
    ];
    for (const cookies of notReducing) {
      expect(
        (await loadServerData(requestContext({ cookies, fetchService: normal().fetchService })))
          .reducedByCookie,
      ).toBe(false);
    }
  });

  it('survives failing and hostile answers, each costing only its own part', async () => {
    const { fetchService } = service({
      [FOOTER_CONTENT_PATH]: {
        status: 200,
        body: { type: 'ApiShopFooter', contentJSON: '{"teaser":"<script>"' },
      },
      [FOOTER_SITE_ORIGINS_PATH]: { status: 200, body: { ...ORIGINS, HU: 'javascript:alert(1)' } },
      [LOGIN_PATHS.customerInfo('L-7')]: new Error('login service down'),
    });
    const data = await loadServerData(
      requestContext({ cookies: { LoginToken: 'present' }, loginId: 'L-7', fetchService }),
    );
    // The customer info failed: its status is unknown (absent), so the browser asks for it again.
    expect(data).toEqual({ content: { source: 'none' }, reducedByCookie: false });
    expect(consoleError).toHaveBeenCalledTimes(1);

    const down = service({
      [FOOTER_CONTENT_PATH]: new Error('in-process call failed'),
      [FOOTER_SITE_ORIGINS_PATH]: { status: 500, body: {} },
    });
    expect(await loadServerData(requestContext({ fetchService: down.fetchService }))).toEqual({
      content: { source: 'none' },
      nlStatus: null,
      reducedByCookie: false,
    });
    // 404: the embedded texts of the site, where it has some.
    expect(
      (await loadServerData(requestContext({ site: 'HU', fetchService: service({}).fetchService })))
        .content.source,
    ).toBe('static');
    expect(
      (await loadServerData(requestContext({ site: 'TR', fetchService: service({}).fetchService })))
        .content,
    ).toEqual({ source: 'none' });
  });
});

describe('the footer rendered on the server', () => {
  it('is the contentinfo landmark with every link, the legal area, the sign-up slot and the country selector as plain links', async () => {
    const html = renderFooter(
      'DE',
      await loadServerData(requestContext({ fetchService: normal().fetchService })),
    );
    expect(typeof window).toBe('undefined');
    expect(html).toMatch(/<footer[^>]*data-boundary="footer"[^>]*aria-busy="false"/);
    expect(html).toContain('NEWSLETTER-SLOT');
    for (const href of [
      '/zahlungsarten-s1001.html',
      '/contact',
      '/karriere-s1009.html',
      '/kaffeebohnen-c400001.html',
      'https://www.facebook.com/storefront',
      '/imprint',
      '/privacy',
      '/lieferung-s1002.html',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).not.toContain('href="/mobile"');
    expect(html).toContain('Wir sind für Sie da');
    expect(html).toContain('Land auswählen');
    for (const site of SITES) expect(html).toContain(`href="${ORIGINS[site]}/"`);
    // Without JavaScript the list is there to use: no disclosure button, nothing hidden.
    const selector = html.slice(html.indexOf('Land auswählen'));
    expect(selector).not.toMatch(/aria-expanded|hidden=""/);
    expect(selector).toMatch(/aria-current="true"[^>]*>.*Deutschland/);
    expect(html).toContain('data-layout="columns"');
  });

  it('asks the browser for none of its images ahead of the page: the footer is below the fold', async () => {
    // React writes a `<link rel="preload" as="image">` into the head for every eager image, and the
    // browser then fetches the footer's icons and the country list's flags before the page's own
    // script and LCP image (issue 27: first paint waits for nothing of a slot below the fold).
    const html = renderFooter(
      'DE',
      await loadServerData(requestContext({ fetchService: normal().fetchService })),
    );
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    expect(images.some((image) => image.includes('group-icons/payment.svg'))).toBe(true);
    expect(images.some((image) => image.includes('flag_TR.svg'))).toBe(true);
    expect(images.filter((image) => !image.includes('loading="lazy"'))).toEqual([]);
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves the sign-up block out for a subscribed customer, and the checkout groups and social icons for a reduced footer', async () => {
    const subscribed = renderFooter('DE', {
      ...(await loadServerData(requestContext({ fetchService: normal().fetchService }))),
      nlStatus: 'WAITING_FOR_DOI',
    });
    expect(subscribed).not.toContain('NEWSLETTER-SLOT');
    const reduced = renderFooter(
      'DE',
      await loadServerData(
        requestContext({
          cookies: { affiliateNumber: '4711' },
          fetchService: normal().fetchService,
        }),
      ),
    );
    expect(reduced).not.toContain('NEWSLETTER-SLOT');
    expect(reduced).not.toContain('/karriere-s1009.html');
    expect(reduced).not.toContain('facebook');
    expect(reduced).toMatch(/data-reduced="true"/);
  });

  it('lays out for the platform prop: an accordion without the selector on MATCH, whatever the window', async () => {
    const html = renderFooter(
      'DE',
      await loadServerData(
        requestContext({ platform: 'MATCH', fetchService: normal().fetchService }),
      ),
      { platform: 'MATCH' },
    );
    expect(html).toContain('data-layout="accordion"');
    expect(html).toContain('data-platform="MATCH"');
    expect(html).toContain('href="/mobile"');
    expect(html).not.toContain('Land auswählen');
  });

  it('speaks the site’s language: Hungarian embedded texts, Turkish essential links', async () => {
    const hungary = renderFooter(
      'HU',
      await loadServerData(
        requestContext({
          site: 'HU',
          locale: 'hu-HU',
          fetchService: service({ [FOOTER_SITE_ORIGINS_PATH]: { status: 200, body: ORIGINS } })
            .fetchService,
        }),
      ),
    );
    expect(hungary).toContain('Segítség és kapcsolat');
    expect(hungary).toContain('Ország kiválasztása');
    const turkey = renderFooter(
      'TR',
      await loadServerData(
        requestContext({ site: 'TR', locale: 'tr-TR', fetchService: service({}).fetchService }),
      ),
    );
    expect(turkey).toMatch(/<nav aria-label="Hizmet ve yasal bilgiler">/);
    expect(turkey).toContain('href="/contact"');
    expect(turkey).toContain('Gizlilik politikası');
  });

  it('renders the loading footer, not someone else’s content, from hostile server data', () => {
    for (const serverData of [
      {
        content: { source: 'service', content: { teaser: '<script>' } },
        nlStatus: null,
        reducedByCookie: false,
      },
      { content: { source: 'none' }, nlStatus: 7, reducedByCookie: false },
      'x',
      null,
    ]) {
      const html = renderFooter('DE', serverData);
      expect(html).toMatch(/aria-busy="true"/);
      expect(html).not.toContain('script');
      expect(html).not.toContain('NEWSLETTER-SLOT');
    }
  });
});
