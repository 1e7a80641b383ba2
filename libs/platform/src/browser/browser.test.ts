import { deleteCookie, hostCookieName, readCookie, readOwnCookie, writeCookie } from './cookies';
import { clampDelay, MAX_TIMER_DELAY_MS, startTimer } from './timers';

describe('cookies', () => {
  it('writes with path / by default and reads back, decoding the value', () => {
    writeCookie('greeting', 'grüß dich; ok');
    expect(readCookie('greeting')).toBe('grüß dich; ok');
    deleteCookie('greeting');
    expect(readCookie('greeting')).toBeUndefined();
  });

  it('HSC-9-8: sets a cookie on path / unless told otherwise', () => {
    const written: string[] = [];
    const setter = jest
      .spyOn(document, 'cookie', 'set')
      .mockImplementation((value: string) => void written.push(value));
    try {
      writeCookie('a', '1');
      writeCookie('b', '2', { path: '/service' });
      deleteCookie('a');
    } finally {
      setter.mockRestore();
    }
    expect(
      written.map((cookie) => cookie.split('; ').find((part) => part.startsWith('path='))),
    ).toEqual(['path=/', 'path=/service', 'path=/']);
  });

  it('finds a cookie among others and ignores similar names', () => {
    expect(readCookie('LoginToken', 'x=1; LoginTokenOld=2; LoginToken=abc')).toBe('abc');
    expect(readCookie('Login', 'LoginToken=abc')).toBeUndefined();
  });

  it('returns a malformed value as it is instead of failing', () => {
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('timers', () => {
  afterEach(() => jest.useRealTimers());

  it('clamps delays to 2147483647 ms and negative or invalid ones to 0', () => {
    expect(clampDelay(5_000)).toBe(5_000);
    // HSC-9-8: the timer delay's cap is 2147483647 ms.
    expect(clampDelay(2_147_483_647)).toBe(2_147_483_647);
    expect(clampDelay(2_147_483_648)).toBe(2_147_483_647);
    expect(clampDelay(Infinity)).toBe(MAX_TIMER_DELAY_MS);
    expect(clampDelay(-5)).toBe(0);
    expect(clampDelay(Number.NaN)).toBe(0);
  });

  it('hands setTimeout the clamped delay, and can be cancelled', () => {
    jest.useFakeTimers();
    const setTimeoutSpy = jest.spyOn(global, 'setTimeout');
    startTimer(() => undefined, 30 * 24 * 60 * 60 * 1000);
    expect(setTimeoutSpy).toHaveBeenLastCalledWith(expect.any(Function), MAX_TIMER_DELAY_MS);
    setTimeoutSpy.mockRestore();
    const soon = jest.fn();
    const cancel = startTimer(soon, 100);
    cancel();
    jest.advanceTimersByTime(200);
    expect(soon).not.toHaveBeenCalled();
  });
});

describe('readOwnCookie (anti-forgery cookie under either name)', () => {
  it('finds the __Host- name an https page has, and prefers it to a plain one', () => {
    expect(readOwnCookie('csrf_token', 'a=1; __Host-csrf_token=secure-1')).toBe('secure-1');
    expect(readOwnCookie('csrf_token', 'csrf_token=tossed; __Host-csrf_token=secure-1')).toBe(
      'secure-1',
    );
    expect(readOwnCookie('csrf_token', '__Host-csrf_token=secure-1; csrf_token=tossed')).toBe(
      'secure-1',
    );
  });

  it('falls back to the plain name of local http, and never confuses similar names', () => {
    expect(readOwnCookie('csrf_token', 'csrf_token=plain-1')).toBe('plain-1');
    expect(readOwnCookie('csrf_token', '__Host-csrf_token_old=x; xcsrf_token=y')).toBeUndefined();
    expect(readOwnCookie('csrf_token', '')).toBeUndefined();
  });

  it('hostCookieName adds the prefix only over https', () => {
    expect(hostCookieName('cart_id', true)).toBe('__Host-cart_id');
    expect(hostCookieName('cart_id', false)).toBe('cart_id');
  });
});
