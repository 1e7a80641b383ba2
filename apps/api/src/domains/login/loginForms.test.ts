import { COOKIE_NAMES, LOGIN_FORM_PATHS, parseLoginFormError } from '@storefront/contracts';
import { postForm } from '../../test/formPost';
import { testApiForSuite } from '../../test/testApiForSuite';
import {
  DEMO_PASSWORD,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_USERNAME,
  demoEmail,
} from '../../test/demoAccounts';

const HOST = 'hu.localhost:3000';

const api = testApiForSuite();

/** The post a browser sends for the server-rendered login form: urlencoded, same origin. */
const post = (url: string, fields: Record<string, string>, origin = `http://${HOST}`) =>
  postForm(api, url, fields, { host: HOST, headers: { origin } });
const cookieNames = (response: { cookies: { name: string }[] }) =>
  response.cookies.map((cookie) => cookie.name);

describe('the login forms without script (issue 16 item 4)', () => {
  it('logs a shopper in and answers 303 to the page to return to, with the login cookies', async () => {
    const response = await post(LOGIN_FORM_PATHS.shopper, {
      identifier: ` ${demoEmail('HU')} `,
      password: DEMO_PASSWORD,
      site: 'HU',
      returnTo: '/c/coffee?sort=price',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/c/coffee?sort=price');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cookieNames(response)).toContain(COOKIE_NAMES.loginToken);
  });

  it.each([
    [{ identifier: demoEmail('HU'), password: 'wrong' }, 'unauthorized'],
    [{ identifier: 'nobody@example.com', password: 'wrong' }, 'unauthorized'],
    [{ identifier: demoEmail('HU'), password: '' }, 'missing'],
    [{ identifier: '   ', password: 'x' }, 'missing'],
    [{ identifier: 'a'.repeat(300), password: 'x' }, 'unauthorized'],
  ])(
    'sends %j back to the login page with %s, keeping where to go, and sets no login cookie',
    async (fields, error) => {
      const response = await post(LOGIN_FORM_PATHS.shopper, {
        ...fields,
        site: 'HU',
        returnTo: '/c/coffee',
      });
      expect(response.statusCode).toBe(303);
      const location = new URL(String(response.headers.location), 'http://x.invalid');
      expect(location.pathname).toBe('/login');
      expect(parseLoginFormError(location.search)).toBe(error);
      expect(location.searchParams.get('returnTo')).toBe('/c/coffee');
      expect(location.href).not.toContain('wrong');
      expect(cookieNames(response)).not.toContain(COOKIE_NAMES.loginToken);
    },
  );

  it('never returns to another site after a login', async () => {
    const response = await post(LOGIN_FORM_PATHS.shopper, {
      identifier: demoEmail('HU'),
      password: DEMO_PASSWORD,
      site: 'HU',
      returnTo: '//evil.example/',
    });
    expect(response.headers.location).toBe('/');
  });

  it('logs staff in, and sends a wrong password back to the staff login page', async () => {
    const staff = await post(LOGIN_FORM_PATHS.staff, {
      identifier: DEMO_STAFF_USERNAME,
      password: DEMO_STAFF_PASSWORD,
      returnTo: '/',
    });
    expect(staff.statusCode).toBe(303);
    expect(staff.headers.location).toBe('/');
    expect(cookieNames(staff)).toContain(COOKIE_NAMES.staffAuth);
    const wrong = await post(LOGIN_FORM_PATHS.staff, {
      identifier: DEMO_STAFF_USERNAME,
      password: 'wrong',
      returnTo: '/',
    });
    expect(wrong.headers.location).toBe('/staff/login?login=unauthorized');
  });

  it('refuses a login form posted from another site (403): no login CSRF', async () => {
    const forged = await post(
      LOGIN_FORM_PATHS.shopper,
      { identifier: demoEmail('HU'), password: DEMO_PASSWORD, site: 'HU' },
      'https://evil.example',
    );
    expect(forged.statusCode).toBe(403);
    expect(cookieNames(forged)).not.toContain(COOKIE_NAMES.loginToken);
  });
});
