import { renderCookies } from './renderCookies';

describe('the cookies a server render sees', () => {
  it("keeps the storefront's own cookies, prefixed or not, and drops everyone else's", () => {
    expect({
      ...renderCookies({
        LoginToken: 'l',
        '__Host-cart_id': 'c',
        csrf_token: 't',
        platform: 'MATCH',
        'storefront-app-v2': 'true',
        _ga: 'GA1',
        OptanonConsent: 'groups',
        sf_render: 'browser',
      }),
    }).toEqual({
      LoginToken: 'l',
      '__Host-cart_id': 'c',
      csrf_token: 't',
      platform: 'MATCH',
      'storefront-app-v2': 'true',
    });
  });

  it('treats a cookie named __proto__ as a name that is not ours', () => {
    const cookies = JSON.parse('{"__proto__":"x","cart_id":"c"}') as Record<string, string>;
    const seen = renderCookies(cookies);
    expect(Object.keys(seen)).toEqual(['cart_id']);
    expect(Object.getPrototypeOf(seen)).toBeNull();
  });
});
