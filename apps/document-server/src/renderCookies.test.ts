import { PRESENT, renderCookies } from './renderCookies';

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
      LoginToken: PRESENT,
      '__Host-cart_id': PRESENT,
      csrf_token: 't',
      platform: 'MATCH',
      'storefront-app-v2': 'true',
    });
  });

  it("never hands a remote a staff login, the cart id only as present and the visitor's tokens without their signature", () => {
    expect({
      ...renderCookies({
        PreviewAuth: 'staff-jwt',
        '__Host-ToolAuth': 'tool-jwt',
        preview: 'settings',
        '__Host-cart_id': 'the-cart-key',
        LoginToken: 'e30.eyJsaWQiOiJMLTcifQ.the-login-signature',
        '__Secure-LongTermToken': 'the-long-term-jwt',
      }),
    }).toEqual({
      preview: 'settings',
      '__Host-cart_id': PRESENT,
      // The claims (which login) a remote built before contracts 2.9 reads; no credential.
      LoginToken: `e30.eyJsaWQiOiJMLTcifQ.${PRESENT}`,
      // Not a token's shape: nothing of it.
      '__Secure-LongTermToken': PRESENT,
    });
    expect(renderCookies({ cart_id: '' })).toEqual({ cart_id: '' });
  });

  it('treats a cookie named __proto__ as a name that is not ours', () => {
    const cookies = JSON.parse('{"__proto__":"x","cart_id":"c"}') as Record<string, string>;
    const seen = renderCookies(cookies);
    expect(Object.keys(seen)).toEqual(['cart_id']);
    expect(Object.getPrototypeOf(seen)).toBeNull();
  });
});
