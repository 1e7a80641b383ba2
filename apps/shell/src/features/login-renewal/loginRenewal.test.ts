import { type HttpClient, HttpError } from '@storefront/platform';
import { RENEWAL_CODES, type RenewalCode } from './constants';

// NFPL-9-4: spec 9's literal values (login token renewal check 3 minutes while active, cookie-wait
// poll 10 seconds), not the code's constants.
const SPEC_RENEWAL_CHECK_MS = 3 * 60 * 1000;
const SPEC_COOKIE_POLL_MS = 10 * 1000;
import { checkLoginToken, needsLongTermToken, startLoginRenewal } from './loginRenewal';
import { renewLoginTokenIfReached } from './renewalApi';

const NOW_S = 1_800_000_000;
const token = (claims: Record<string, unknown>) =>
  `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const renewable = () => token({ exp: NOW_S + 1200, ren: NOW_S - 10, lid: 'L1' });
const longTerm = () => token({ exp: NOW_S + 86400 * 60, ren: NOW_S + 86400 * 20, lid: 'L1' });

let cookies: Record<string, string | undefined>;
let visibility: DocumentVisibilityState;
let renew: jest.Mock<Promise<RenewalCode>, []>;
let requestLongTerm: jest.Mock<Promise<void>, []>;
let stop: (() => void) | undefined;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW_S * 1000 });
  cookies = { LongTermToken: longTerm() };
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  renew = jest.fn(async () => RENEWAL_CODES.RENEWED);
  requestLongTerm = jest.fn(async () => undefined);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
});

const start = () => {
  stop = startLoginRenewal({
    cookie: (name) => cookies[name],
    renew,
    requestLongTermToken: requestLongTerm,
  });
};
const advance = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};
const activity = (type = 'click') => window.dispatchEvent(new Event(type));

// NFPL-3.4-1: the claims exp and ren (lid below, at start); NFPL-4.4-1: the codes they give.
describe('NFPL-3.4-1, NFPL-4.4-1: checkLoginToken codes from the claims (seconds)', () => {
  const check = (value: string | undefined) => checkLoginToken({ cookie: () => value, renew });
  it('3 without a token or with an unreadable one, and no call', async () => {
    expect(await check(undefined)).toBe(3);
    expect(await check('garbage')).toBe(3);
    expect(renew).not.toHaveBeenCalled();
  });
  it('5 when expired, 4 before the renew time, both without a call', async () => {
    expect(await check(token({ exp: NOW_S, ren: NOW_S - 100 }))).toBe(5);
    expect(await check(token({ exp: NOW_S + 600, ren: NOW_S + 1 }))).toBe(4);
    expect(renew).not.toHaveBeenCalled();
  });
  it('asks the server once past the renew time', async () => {
    renew.mockResolvedValueOnce(RENEWAL_CODES.ALREADY_FINE);
    expect(await check(token({ exp: NOW_S + 600, ren: NOW_S }))).toBe(1);
  });
});

describe('NFPL-4.4-1: renewLoginTokenIfReached maps the renew call outcomes', () => {
  const client = (result: () => Promise<{ status: number }>): HttpClient =>
    ({ request: jest.fn(result) }) as unknown as HttpClient;
  it.each([
    [201, 0],
    [200, 1],
    [204, 3],
  ])(
    'NFPL-4.4-1, NFPL-7.4-2: HTTP %i gives %i, after a POST with an empty JSON body',
    async (status, code) => {
      const fake = client(async () => ({ status, data: undefined }));
      expect(await renewLoginTokenIfReached(fake)).toBe(code);
      expect(fake.request).toHaveBeenCalledWith(
        'POST',
        '/service/login/api/v1/logintoken/renew',
        {},
      );
    },
  );
  it.each([
    ['HTTP 500', new HttpError('status', 'x', 500), 2],
    ['HTTP 401', new HttpError('status', 'x', 401), 3],
    ['HTTP 503', new HttpError('status', 'x', 503), 3],
    ['a network failure', new HttpError('network', 'x'), undefined],
  ])('%s gives %s', async (_name, error, code) => {
    expect(await renewLoginTokenIfReached(client(() => Promise.reject(error)))).toBe(code);
  });
});

describe('the periodic renewal', () => {
  it('NFPL-1-8, NFPL-4.4-5, NFPL-9-4: checks at once when visible with a token, then every 3 minutes only after activity', async () => {
    cookies.LoginToken = renewable();
    start();
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);
    await advance(SPEC_RENEWAL_CHECK_MS * 2);
    expect(renew).toHaveBeenCalledTimes(1);
    for (const type of ['touchstart', 'keydown', 'scroll', 'click']) {
      activity(type);
      await advance(SPEC_RENEWAL_CHECK_MS - 1);
      const before = renew.mock.calls.length;
      await advance(1);
      expect([type, renew.mock.calls.length]).toEqual([type, before + 1]);
    }
  });

  it.each([
    [RENEWAL_CODES.ALREADY_FINE, true],
    [RENEWAL_CODES.FAILED, true],
    [RENEWAL_CODES.SERVER_ERROR, false],
    [RENEWAL_CODES.RENEWED, false],
  ])('NFPL-4.4-2: code %i stops the periodic check: %s', async (code, stops) => {
    cookies.LoginToken = renewable();
    renew.mockResolvedValue(code);
    start();
    await advance(0);
    activity();
    await advance(SPEC_RENEWAL_CHECK_MS);
    expect(renew).toHaveBeenCalledTimes(stops ? 1 : 2);
  });

  it('NFPL-4.4-2: code 4 (not yet renewable) keeps checking: the next active period renews once the renew time has passed', async () => {
    cookies.LoginToken = token({ exp: NOW_S + 3600, ren: NOW_S + 60, lid: 'L1' });
    start();
    await advance(0);
    expect(renew).not.toHaveBeenCalled(); // 4: not yet renewable, no server call
    activity();
    await advance(SPEC_RENEWAL_CHECK_MS); // the same token is now past its renew time
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('NFPL-4.4-2: code 5 (expired) stops checking', async () => {
    cookies.LoginToken = token({ exp: NOW_S + 100, ren: NOW_S + 60, lid: 'L1' });
    start();
    await advance(0);
    activity();
    await advance(SPEC_RENEWAL_CHECK_MS); // now past exp: 5, which stops
    cookies.LoginToken = renewable();
    activity();
    await advance(SPEC_RENEWAL_CHECK_MS * 3);
    expect(renew).not.toHaveBeenCalled();
  });

  it('NFPL-4.4-3: stops every timer while hidden; visible again with a token checks at once', async () => {
    cookies.LoginToken = renewable();
    start();
    await advance(0);
    setVisibility('hidden');
    activity();
    await advance(SPEC_RENEWAL_CHECK_MS * 3);
    expect(renew).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('NFPL-4.4-4, NFPL-9-4: a visible page without a token polls for the cookie every 10 s and then checks', async () => {
    start();
    await advance(SPEC_COOKIE_POLL_MS * 3);
    expect(renew).not.toHaveBeenCalled();
    cookies.LoginToken = renewable();
    await advance(SPEC_COOKIE_POLL_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await advance(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('does not poll while hidden', async () => {
    visibility = 'hidden';
    start();
    cookies.LoginToken = renewable();
    await advance(SPEC_COOKIE_POLL_MS * 5);
    expect(renew).not.toHaveBeenCalled();
  });

  it.each(['SMARTPHONE', 'TABLET'])(
    'NFPL-4.4-6: is skipped when the platform cookie says %s',
    async (platform) => {
      cookies.LoginToken = renewable();
      cookies.platform = platform;
      start();
      activity();
      await advance(SPEC_RENEWAL_CHECK_MS * 3);
      expect(renew).not.toHaveBeenCalled();
    },
  );

  it('runs on the CLASSIC and MATCH platforms', async () => {
    cookies.LoginToken = renewable();
    cookies.platform = 'MATCH';
    start();
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', async () => {
    cookies.LoginToken = renewable();
    start();
    await advance(0);
    stop?.();
    activity();
    setVisibility('visible');
    await advance(SPEC_RENEWAL_CHECK_MS * 2);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});

describe('the long-term token at start', () => {
  // NFPL-9-10: the cookies LoginToken, LongTermToken and platform, by the names the code reads.
  it.each([
    ['missing', true, { LoginToken: renewable() }],
    [
      'past its renew time',
      true,
      { LongTermToken: token({ exp: NOW_S + 100, ren: NOW_S - 1, lid: 'L1' }) },
    ],
    [
      'a login token without login id',
      true,
      { LongTermToken: longTerm(), LoginToken: token({ exp: NOW_S + 100, ren: NOW_S + 50 }) },
    ],
    [
      'fresh, with a login id in the login token',
      false,
      { LongTermToken: longTerm(), LoginToken: renewable() },
    ],
    ['fresh, no login token', false, { LongTermToken: longTerm() }],
  ])(
    'NFPL-3.4-1, NFPL-4.4-7, NFPL-9-10: long-term token %s: requested %s',
    (_name, expected, jar) => {
      expect(needsLongTermToken((name) => (jar as Record<string, string>)[name])).toBe(expected);
      cookies = jar;
      cookies.platform = 'SMARTPHONE'; // requested on every platform
      start();
      expect(requestLongTerm).toHaveBeenCalledTimes(expected ? 1 : 0);
    },
  );
});
