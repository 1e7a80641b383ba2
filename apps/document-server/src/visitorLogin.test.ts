import { visitorLoginId, visitorLoginToken } from './visitorLogin';

const token = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
const LOGIN = token({ sub: 'c-1', lid: 'L-login', exp: 2_000_000_000 });
const LONG_TERM = token({ sub: 'c-1', lid: 'L-long', exp: 2_000_000_000 });

describe("the visitor's login, as the document server reads it for a render", () => {
  it('names the login by the long-term token’s id, else the login token’s (spec 4.4)', () => {
    expect(visitorLoginId({ LoginToken: LOGIN, LongTermToken: LONG_TERM })).toBe('L-long');
    expect(visitorLoginId({ '__Host-LoginToken': LOGIN })).toBe('L-login');
    expect(visitorLoginId({})).toBeUndefined();
  });

  it('names no login from a token that is not one, or whose id is implausibly long', () => {
    expect(visitorLoginId({ LoginToken: 'not-a-token' })).toBeUndefined();
    expect(
      visitorLoginId({ LoginToken: token({ lid: 'x'.repeat(300), exp: 2_000_000_000 }) }),
    ).toBeUndefined();
  });

  it('holds the login token the https cookie first, for the visitor’s own service calls', () => {
    expect(visitorLoginToken({ '__Host-LoginToken': 'secure', LoginToken: 'plain' })).toBe(
      'secure',
    );
    expect(visitorLoginToken({ LoginToken: 'plain' })).toBe('plain');
    expect(visitorLoginToken({ LoginToken: '' })).toBeUndefined();
  });
});
