import { type LoadServerData } from '@storefront/contracts';
import {
  NEWSLETTER_API_BASES,
  SUBSCRIPTION_OUTCOME_PARAM,
  SubscriberSchema,
  SubscriberTokenSchema,
  parseSubscriptionOutcome,
  subscriberTokenOfQuery,
  type Subscriber,
} from '@storefront/newsletter-schemas';
import type { SubscriptionStart } from './useSubscription';
import { subscriberUrl } from '../../shared/newsletterApi';

/**
 * The subscription page on the server : the token of the link (only when
 * well-formed), the subscription as the service has it (GET by token changes nothing, spec 7.1), and
 * the outcome of a plain form post (`?subscription=<code>`, only a known code). The page is personal
 * (never a shared copy: apps/document-server/src/pageCaching.ts), so its subscriber may be in the page.
 */
export interface SubscriptionServerData {
  token?: string;
  load: 'loaded' | 'invalid' | 'error';
  subscriber?: Subscriber;
  outcome?: string;
}

export const loadSubscriptionServerData: LoadServerData<SubscriptionServerData> = async ({
  query,
  fetchService,
}) => {
  const token = subscriberTokenOfQuery(query);
  const code = new URLSearchParams(query).get(SUBSCRIPTION_OUTCOME_PARAM);
  const outcome = code !== null && parseSubscriptionOutcome(code) ? { outcome: code } : {};
  // Hostile or no token: nothing is asked, the page says the link is not valid.
  if (!token) return { load: 'invalid', ...outcome };
  const answer = await fetchService(subscriberUrl(NEWSLETTER_API_BASES.internal, token));
  if (answer.status >= 200 && answer.status < 300) {
    const subscriber = SubscriberSchema.safeParse(answer.body);
    return subscriber.success
      ? { token, load: 'loaded', subscriber: subscriber.data, ...outcome }
      : { token, load: 'error' };
  }
  return { token, load: answer.status === 404 ? 'invalid' : 'error', ...outcome };
};

/** Reads the embedded server data with our own checks: anything unexpected counts as none. */
export function parseSubscriptionServerData(value: unknown): SubscriptionStart | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { token, load, subscriber, outcome } = value as Record<string, unknown>;
  if (load !== 'loaded' && load !== 'invalid' && load !== 'error') return undefined;
  if (token !== undefined && !SubscriberTokenSchema.safeParse(token).success) return undefined;
  const parsedSubscriber =
    subscriber === undefined ? undefined : SubscriberSchema.safeParse(subscriber);
  if (parsedSubscriber && !parsedSubscriber.success) return undefined;
  if (load === 'loaded' && (!parsedSubscriber || token === undefined)) return undefined;
  const parsedOutcome = parseSubscriptionOutcome(outcome);
  return {
    load,
    ...(typeof token === 'string' ? { token } : {}),
    ...(parsedSubscriber?.success ? { subscriber: parsedSubscriber.data } : {}),
    ...(parsedOutcome ? { outcome: parsedOutcome } : {}),
  };
}
