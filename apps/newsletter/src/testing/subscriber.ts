import type { Subscriber } from '@storefront/newsletter-schemas';

/** A confirmed subscriber as the service answers GET /newsletter-subscribers/{subscriberToken} (spec 7.1). */
export const aSubscriber = (extra: Partial<Subscriber> = {}): Subscriber => ({
  email: 'anna@example.de',
  site: 'DE',
  status: 'CONFIRMED',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Berg',
  consents: ['DNE'],
  interests: [],
  origin: 'onsite',
  originAddition: 'subsite',
  createdAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: '2026-11-01T10:05:00.000Z',
  ...extra,
});
