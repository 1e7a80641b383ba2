import {
  SEARCH_TRACKING_SESSION_KEY,
  searchTrackingKey,
  trackProductClick,
} from './searchTracking';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('writes a visit-product-page and an add-to-basket entry keyed with the product id, sharing one session id', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  trackProductClick('300101', 'pull', now);
  trackProductClick('100101', 'esp', now);
  const visit = JSON.parse(
    localStorage.getItem(searchTrackingKey('visit-product-page', '300101'))!,
  );
  const basket = JSON.parse(localStorage.getItem(searchTrackingKey('add-to-basket', '300101'))!);
  // HSC-7-10: a suggested product's click writes visit-product-page and add-to-basket entries keyed with the product id and a random session id.
  expect(visit).toEqual({
    event: 'visit-product-page',
    productId: '300101',
    sessionId: expect.any(String),
    searchTerm: 'pull',
    createdAt: '2026-11-22T10:00:00.000Z',
  });
  expect(basket).toMatchObject({
    event: 'add-to-basket',
    productId: '300101',
    sessionId: visit.sessionId,
  });
  expect(visit.sessionId).toBe(sessionStorage.getItem(SEARCH_TRACKING_SESSION_KEY));
  expect(
    JSON.parse(localStorage.getItem(searchTrackingKey('visit-product-page', '100101'))!).sessionId,
  ).toBe(visit.sessionId);
});

it('makes a new random session id for a new session', () => {
  trackProductClick('1', 'a');
  const first = sessionStorage.getItem(SEARCH_TRACKING_SESSION_KEY);
  sessionStorage.clear();
  trackProductClick('1', 'a');
  expect(sessionStorage.getItem(SEARCH_TRACKING_SESSION_KEY)).not.toBe(first);
  expect(first).toMatch(/^[\w-]{16,}$/);
});

it('never throws when storage refuses to write', () => {
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  } as unknown as Storage;
  expect(() => trackProductClick('1', 'a', new Date(), full, full)).not.toThrow();
});
