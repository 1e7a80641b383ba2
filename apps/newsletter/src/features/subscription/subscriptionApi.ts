import { HEADER_NAMES, type Site } from '@storefront/contracts';
import {
  NEWSLETTER_API_BASES,
  SubscriberSchema,
  type Subscriber,
  type SubscriberUpdateRequest,
} from '@storefront/newsletter-schemas';
import { http, type HttpClient, type Validator } from '@storefront/platform';
import { siteHeaders, subscriberUrl } from '../../shared/newsletterApi';

/** Any body is fine (success is any 2xx): a subscriber when it is one, else nothing. */
const subscriberIfAny: Validator<Subscriber | undefined> = {
  safeParse(value) {
    const parsed = SubscriberSchema.safeParse(value);
    return { success: true, data: parsed.success ? parsed.data : undefined };
  },
};

/**
 * GET /newsletter-subscribers/{subscriberToken} with X-Hunter-Site (spec 7.1): the subscription the
 * page shows, validated (the page renders what it gets). Never cached: a change must show at once.
 */
export function fetchSubscription(
  site: Site,
  token: string,
  signal?: AbortSignal,
  client: HttpClient = http,
  base: string = NEWSLETTER_API_BASES.internal,
): Promise<Subscriber> {
  return client.get(subscriberUrl(base, token), SubscriberSchema, {
    signal,
    noCache: true,
    headers: { [HEADER_NAMES.site]: site },
  });
}

/**
 * PUT /newsletter-subscribers/{subscriberToken} with the update request, X-Hunter-Site and
 * X-Original-Address (spec 7.1). Success is any 2xx: the subscriber in the answer is used when it
 * is one, else undefined (a 204, or a body of another shape), and the page keeps what it sent.
 */
export async function updateSubscription(
  site: Site,
  token: string,
  changes: SubscriberUpdateRequest,
  client: HttpClient = http,
  base: string = NEWSLETTER_API_BASES.internal,
): Promise<Subscriber | undefined> {
  // keepalive: a change sent survives the page being left right after.
  const response = await client.request('PUT', subscriberUrl(base, token), changes, {
    headers: siteHeaders(site),
    keepalive: true,
    schema: subscriberIfAny,
  });
  return response.data;
}
