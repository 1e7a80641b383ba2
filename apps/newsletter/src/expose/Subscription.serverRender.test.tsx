/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import type { Locale, RemoteProps, ServerRequestContext, Site } from '@storefront/contracts';
import Subscription, { loadServerData } from './Subscription';
import { requestContext, withTexts } from '../testing/serverRendering';

/** The subscription page on the server (issue 31 item 1): what a subscriber without JavaScript gets. */
const TOKEN = 'c'.repeat(43);
const SUBSCRIBER = {
  email: 'eszter@example.hu',
  site: 'HU',
  status: 'CONFIRMED',
  salutation: 'MRS',
  firstName: 'Eszter',
  lastName: 'Nagy',
  consents: [],
  interests: [],
  origin: 'onsite',
  originAddition: 'subsite',
  createdAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: '2026-11-01T10:05:00.000Z',
  unsubscribedAt: null,
};
const LOCALES = { DE: 'de-DE', HU: 'hu-HU', TR: 'tr-TR', CZ: 'cs-CZ' } as const satisfies Partial<
  Record<Site, Locale>
>;
type TestSite = keyof typeof LOCALES;

function context(
  site: TestSite,
  query: string,
  answer: { status: number; body: unknown } = { status: 200, body: SUBSCRIBER },
) {
  const asked: string[] = [];
  const fetchService: ServerRequestContext['fetchService'] = async (path) => {
    asked.push(path);
    return answer;
  };
  return {
    asked,
    context: requestContext({
      site,
      locale: LOCALES[site],
      pageType: 'newsletterSubscription',
      path: '/subscribenewsletter/subscription',
      query,
      fetchService,
    }),
  };
}

async function renderPage(
  site: TestSite,
  query: string,
  answer?: { status: number; body: unknown },
) {
  const { asked, context: ctx } = context(site, query, answer);
  const data = await loadServerData(ctx);
  const props: RemoteProps = {
    site,
    locale: LOCALES[site],
    platform: 'CLASSIC',
    pageType: 'newsletterSubscription',
    reduced: false,
    serverData: JSON.parse(JSON.stringify(data)) as unknown,
  };
  return {
    asked,
    data,
    html: renderToString(withTexts(LOCALES[site], <Subscription {...props} />)),
  };
}

const labelFor = (html: string, name: string) => {
  const id = new RegExp(
    `<(?:input|select)[^>]*name="${name}"[^>]*id="([^"]+)"|<(?:input|select)[^>]*id="([^"]+)"[^>]*name="${name}"`,
  ).exec(html);
  const found = id?.[1] ?? id?.[2];
  return found ? new RegExp(`<label[^>]*for="${found}"[^>]*>([^<]*)`).exec(html)?.[1] : undefined;
};

describe('the subscription page on the server', () => {
  it('NFPL-7.1-3: reads the subscription by token on the server and renders it into real forms that post without JavaScript', async () => {
    const { asked, html } = await renderPage('HU', `token=${TOKEN}`);
    expect(asked).toEqual([`/service/newsletter/api/internal/newsletter-subscribers/${TOKEN}`]);
    expect(typeof window).toBe('undefined');
    expect(html).toMatch(/<h1[^>]*>Az Ön hírlevél-feliratkozása<\/h1>/);
    expect(html).toContain('eszter@example.hu');
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/service/newsletter/subscription"');
    }
    expect(
      html.match(new RegExp(`<input type="hidden" name="token" value="${TOKEN}"/>`, 'g')),
    ).toHaveLength(2);
    expect(html).toContain('<input type="hidden" name="action" value="save"/>');
    expect(html).toContain('<input type="hidden" name="action" value="unsubscribe"/>');
    expect(html).toMatch(
      /<input[^>]*name="firstName"[^>]*value="Eszter"|value="Eszter"[^>]*name="firstName"/,
    );
    expect(labelFor(html, 'firstName')).toBe('Keresztnév');
    expect(labelFor(html, 'salutation')).toBe('Megszólítás');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Módosítások mentése/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Leiratkozom/);
  });

  it('shows the plain post’s outcome in the site’s words: saved, ended, failed rules, and the German technical error (NFPL-8-2)', async () => {
    expect((await renderPage('DE', `token=${TOKEN}&subscription=saved`)).html).toContain(
      'Ihre Änderungen sind gespeichert.',
    );
    const ended = await renderPage('TR', `token=${TOKEN}&subscription=ended`, {
      status: 200,
      body: { ...SUBSCRIBER, site: 'TR', status: 'UNSUBSCRIBED' },
    });
    expect(ended.html).toContain('E-bülten aboneliğiniz sona erdi');
    expect(ended.html).not.toContain('<form');
    const fields = await renderPage('HU', `token=${TOKEN}&subscription=firstName.required`);
    expect(fields.html).toContain('A keresztnév megadása kötelező.');
    expect(fields.html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="firstName"|<input[^>]*name="firstName"[^>]*aria-invalid="true"/,
    );
    // NFPL-8-2: the German wording on every market's page, also without JavaScript.
    expect((await renderPage('CZ', `token=${TOKEN}&subscription=error`)).html).toContain(
      '<span lang="de">Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!</span>',
    );
    expect(
      (await renderPage('CZ', `token=${TOKEN}`, { status: 503, body: undefined })).html,
    ).toContain('<span lang="de">Aus technischen Gründen');
  });

  it('an unknown token, or a malformed or hostile one, shows the invalid-link message; a hostile one is never asked for nor reflected', async () => {
    const unknown = await renderPage('DE', `token=${TOKEN}`, {
      status: 404,
      body: { type: 'urn:newsletter:unknown_token' },
    });
    expect(unknown.html).toContain('Leider ist dieser Link nicht mehr gültig.');
    for (const query of [
      '',
      'token=short',
      `token=${TOKEN}%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      'subscription=%3Cb%3E',
    ]) {
      const { asked, data, html } = await renderPage('DE', query);
      expect(asked).toEqual([]);
      expect(data).toEqual({ load: 'invalid' });
      expect(html).toContain('Leider ist dieser Link nicht mehr gültig.');
      expect(html).not.toMatch(/<script|alert\(1\)|<b>/);
    }
  });

  it('takes nothing unexpected from the embedded server data', () => {
    for (const serverData of [
      { load: 'loaded', token: '<x>', subscriber: SUBSCRIBER },
      { load: 'loaded', token: TOKEN, subscriber: { email: 1 } },
      { load: 'maybe' },
      'nonsense',
      null,
    ]) {
      const html = renderToString(
        withTexts(
          'de-DE',
          <Subscription
            site="DE"
            locale="de-DE"
            platform="CLASSIC"
            pageType="newsletterSubscription"
            reduced={false}
            serverData={serverData}
          />,
        ),
      );
      // Unparsable: the page renders its pending state and reads the address in the browser.
      expect(html).toContain('Ihr Abonnement wird geladen …');
      expect(html).not.toContain('<form');
    }
  });
});
