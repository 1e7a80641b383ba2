import { LOGIN_FORM_PATHS } from '@storefront/contracts';
import { CART_ADD_FORM_PATH } from '@storefront/cart-schemas';
import { NEWSLETTER_FORM_PATH } from '@storefront/newsletter-schemas';
import { FORM_POST_HOST as HOST, postForm } from '../test/formPost';
import { testApiForSuite } from '../test/testApiForSuite';
import { firstValue, parseForm } from './formBody';

const api = testApiForSuite();
const post = (url: string, body: string) => postForm(api, url, body);

/** Names Object.prototype has: a plain object turned each of these into a 500 (issue 29 item 6). */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'prototype',
];
const FORM_ROUTES = [
  LOGIN_FORM_PATHS.shopper,
  LOGIN_FORM_PATHS.staff,
  CART_ADD_FORM_PATH,
  NEWSLETTER_FORM_PATH,
];

describe("the plain forms' bodies", () => {
  it('parses a field named like a property of Object.prototype as a field like any other', () => {
    const form = parseForm('__proto__=a&constructor=b&toString=c&toString=d&email=e');
    expect(Object.getPrototypeOf(form)).toBeNull();
    expect(form.__proto__).toEqual(['a']);
    expect(form.toString).toEqual(['c', 'd']);
    expect(firstValue(form, 'email')).toBe('e');
    expect(firstValue(parseForm('email=e'), 'toString')).toBe('');
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it.each(FORM_ROUTES.flatMap((route) => PROTOTYPE_NAMES.map((name) => [route, name] as const)))(
    'POST %s with a field named %s is a 400 problem, not a 500',
    async (route, name) => {
      for (const body of [
        `${encodeURIComponent(name)}=x`,
        `identifier=a%40b.de&password=x&productId=p&email=a%40b.de&${encodeURIComponent(name)}=x`,
        `${encodeURIComponent(name)}[polluted]=1`,
      ]) {
        const response = await post(route, body);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    },
  );

  it.each(FORM_ROUTES)(
    'POST %s with a JSON body is a 415 problem, not a 500 (found by the route fuzzing)',
    async (route) => {
      for (const payload of [
        '{"consents":{}}',
        '{"email":[false]}',
        '{"identifier":{"length":1}}',
        '[]',
      ]) {
        const response = await api.app.inject({
          method: 'POST',
          url: route,
          payload,
          headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(415);
      }
    },
  );

  it("still takes the forms' own fields", async () => {
    const response = await post(
      LOGIN_FORM_PATHS.shopper,
      'identifier=nobody%40example.com&password=wrong&site=DE&returnTo=%2F',
    );
    expect(response.statusCode).toBe(303);
  });
});
