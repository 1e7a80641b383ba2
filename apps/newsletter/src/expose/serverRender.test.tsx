/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale, RemoteProps, Site } from '@storefront/contracts';
import DoubleOptInPage, { loadServerData as loadDoubleOptIn } from './DoubleOptIn';
import SignUp, { loadServerData as loadSignUp } from './SignUp';
import SignUpPage, { loadServerData as loadSignUpPage } from './SignUpPage';
import { requestContext, withTexts } from '../testing/serverRendering';

/** The server render (issue 16): no window, no document; what shoppers and screen readers get first. */
const TOKEN = 'a'.repeat(43);
const LOCALES: Record<'DE' | 'HU' | 'TR', Locale> = { DE: 'de-DE', HU: 'hu-HU', TR: 'tr-TR' };
const props = (
  site: 'DE' | 'HU' | 'TR',
  serverData: unknown,
  pageType: RemoteProps['pageType'] = 'home',
): RemoteProps => ({
  site,
  locale: LOCALES[site],
  platform: 'CLASSIC',
  pageType,
  reduced: false,
  serverData,
});
const render = (site: Site & keyof typeof LOCALES, element: ReactElement) =>
  renderToString(withTexts(LOCALES[site], element));

/** The attributes of the first tag matching `pattern`, e.g. the form's. */
function tag(html: string, pattern: RegExp): string {
  const found = html.match(pattern);
  if (!found) throw new Error(`No tag matches ${pattern} in ${html.slice(0, 400)}…`);
  return found[0];
}

describe('the sign-up block on the server', () => {
  it('is a real form posting to the API, with a labelled e-mail field and the page to return to', async () => {
    const data = await loadSignUp(
      requestContext({ path: '/c/coffee', query: 'sort=price&newsletter=success-not' }),
    );
    expect(data).toEqual({ returnTo: '/c/coffee?sort=price' });
    const html = render('DE', <SignUp {...props('DE', data)} />);
    expect(typeof window).toBe('undefined');
    const form = tag(html, /<form[^>]*>/);
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/service/newsletter/sign-up"');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/c/coffee?sort=price"/>');
    expect(html).toContain('<input type="hidden" name="site" value="DE"/>');
    expect(html).toContain('<input type="hidden" name="originAddition" value="footer"/>');
    const email = tag(html, /<input[^>]*name="email"[^>]*>/);
    const id = email.match(/id="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>E-Mail-Adresse`));
    expect(html).toContain('Newsletter abonnieren und 10 % Rabatt sichern');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Anmelden/);
    expect(html).toContain('id="newsletter-sign-up"');
  });

  it('shows the outcome of the plain post in the spec’s words (success, invalid e-mail, technical error)', async () => {
    const success = render(
      'DE',
      <SignUp
        {...props('DE', await loadSignUp(requestContext({ query: 'newsletter=success' })))}
      />,
    );
    expect(success).toContain('Vielen Dank für Ihre Newsletter Anmeldung');
    expect(success).toContain('Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt.');
    expect(success).not.toContain('<form');

    const invalid = render(
      'DE',
      <SignUp
        {...props('DE', await loadSignUp(requestContext({ query: 'newsletter=email.regex' })))}
      />,
    );
    expect(invalid).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(tag(invalid, /<input[^>]*name="email"[^>]*>/)).toContain('aria-invalid="true"');

    const failed = render(
      'DE',
      <SignUp {...props('DE', await loadSignUp(requestContext({ query: 'newsletter=error' })))} />,
    );
    expect(failed).toContain(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    );
    expect(failed).toContain('<form');

    // NFPL-8-2: the German wording on every market's page (spec 8), also without JavaScript.
    const failedHu = render(
      'HU',
      <SignUp {...props('HU', await loadSignUp(requestContext({ query: 'newsletter=error' })))} />,
    );
    expect(failedHu).toContain(
      '<span lang="de">Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!</span>',
    );
  });

  it('shows Hungary’s and Turkey’s required fields with their messages after a post without them', async () => {
    const hungary = render(
      'HU',
      <SignUpPage
        {...props(
          'HU',
          await loadSignUpPage(
            requestContext({
              site: 'HU',
              locale: 'hu-HU',
              path: '/subscribenewsletter',
              query: 'newsletter=firstName.required',
            }),
          ),
          'newsletter',
        )}
      />,
    );
    expect(hungary).toContain('A keresztnév megadása kötelező.');
    expect(hungary).toMatch(/<h1[^>]*>/);
    const turkey = render(
      'TR',
      <SignUpPage
        {...props(
          'TR',
          await loadSignUpPage(
            requestContext({ site: 'TR', locale: 'tr-TR', query: 'newsletter=legals.required' }),
          ),
          'newsletter',
        )}
      />,
    );
    expect(turkey).toContain(
      'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.',
    );
    expect(tag(turkey, /<input[^>]*name="legals"[^>]*>/)).toContain('aria-invalid="true"');
  });

  it('gives a shopper without JavaScript the whole form at once, so one post signs up in Hungary and Turkey too', async () => {
    const noscript = (html: string) => html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? '';
    const hungary = noscript(
      render(
        'HU',
        <SignUp
          {...props('HU', await loadSignUp(requestContext({ site: 'HU', locale: 'hu-HU' })))}
        />,
      ),
    );
    for (const field of ['salutation', 'firstName', 'lastName'])
      expect(hungary).toMatch(
        new RegExp(`name="${field}"[^>]*required|required[^>]*name="${field}"`),
      );
    const turkey = noscript(
      render(
        'TR',
        <SignUp
          {...props('TR', await loadSignUp(requestContext({ site: 'TR', locale: 'tr-TR' })))}
        />,
      ),
    );
    expect(turkey).toMatch(/name="legals"/);
    // With JavaScript the form opens on focus (spec 2.1): outside noscript only the e-mail field.
    const withScript = render(
      'HU',
      <SignUp
        {...props('HU', await loadSignUp(requestContext({ site: 'HU', locale: 'hu-HU' })))}
      />,
    ).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    expect(withScript).not.toMatch(/name="firstName"/);
  });

  it('reflects nothing from a hostile address or hostile server data', async () => {
    const hostileQuery = await loadSignUp(
      requestContext({ query: 'newsletter=%3Cscript%3Ealert(1)%3C%2Fscript%3E' }),
    );
    expect(hostileQuery).toEqual({ returnTo: '/' });
    for (const serverData of [
      { returnTo: '//evil.example/', outcome: 'success' },
      { returnTo: 'https://evil.example/' },
      { returnTo: '/', outcome: 42 },
      'nonsense',
      null,
    ]) {
      const html = render('DE', <SignUp {...props('DE', serverData)} />);
      expect(html).toContain('<input type="hidden" name="returnTo" value="/"/>');
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('Vielen Dank');
    }
  });
});

describe('the double-opt-in page on the server', () => {
  it('renders the pending state for a link with a token, without confirming and without embedding the token', async () => {
    const data = await loadDoubleOptIn(
      requestContext({
        pageType: 'newsletterConfirm',
        path: '/subscribenewsletter/confirm',
        query: `token=${TOKEN}`,
      }),
    );
    expect(JSON.stringify(data)).not.toContain(TOKEN);
    const html = render('DE', <DoubleOptInPage {...props('DE', data, 'newsletterConfirm')} />);
    expect(html).toContain('Newsletter-Anmeldung bestätigen');
    expect(html).toMatch(/role="status"[^>]*>Ihre Anmeldung wird bestätigt …/);
  });

  it('renders the sign-up with the invalid-link notice for a link without a usable token; its post returns to the newsletter page', async () => {
    for (const query of ['', 'token=short', `token=${TOKEN}%3Cscript%3E`]) {
      const data = await loadDoubleOptIn(
        requestContext({
          site: 'HU',
          locale: 'hu-HU',
          pageType: 'newsletterConfirm',
          path: '/subscribenewsletter/confirm',
          query,
        }),
      );
      const html = render('HU', <DoubleOptInPage {...props('HU', data, 'newsletterConfirm')} />);
      expect(html).toContain('Sajnos ez a link már nem érvényes.');
      expect(html).toContain('<input type="hidden" name="returnTo" value="/subscribenewsletter"/>');
    }
  });
});
