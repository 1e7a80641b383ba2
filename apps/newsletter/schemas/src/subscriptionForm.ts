import { NEWSLETTER_SUBSCRIPTION_PATH } from '@storefront/contracts';
import {
  NEWSLETTER_PERSON_FORM_FIELDS,
  fieldErrorsCode,
  isOutcomeValue,
  parseFieldErrorsCode,
  type NewsletterFieldErrors,
} from './formOutcome';
import { SubscriberTokenSchema, type NewsletterConsent } from './newsletter';

/**
 * The subscription page's plain post: the server-rendered
 * forms of /subscribenewsletter/subscription post `application/x-www-form-urlencoded` here and the
 * API answers 303 back to the page with the outcome in the query. With JavaScript the page calls
 * the JSON routes instead (GET and PUT /newsletter-subscribers/{token}, spec 7.1).
 */
export const NEWSLETTER_SUBSCRIPTION_FORM_PATH = '/service/newsletter/subscription';

/** The forms' field names: the API reads exactly these. */
export const NEWSLETTER_SUBSCRIPTION_FORM_FIELDS = {
  /** The subscriber token of the page's link: the key to this subscription. */
  token: 'token',
  /** `save` (the changes form) or `unsubscribe` (the end form). */
  action: 'action',
  site: 'site',
  ...NEWSLETTER_PERSON_FORM_FIELDS,
} as const;

export const SUBSCRIPTION_FORM_ACTIONS = { save: 'save', unsubscribe: 'unsubscribe' } as const;
export type SubscriptionFormAction =
  (typeof SUBSCRIPTION_FORM_ACTIONS)[keyof typeof SUBSCRIPTION_FORM_ACTIONS];

/** The query parameter of the page the post returns to: `?token=…&subscription=<outcome>`. */
export const SUBSCRIPTION_OUTCOME_PARAM = 'subscription';
/** The fragment the post returns to: the page's answer, not the page top. */
export const SUBSCRIPTION_ANCHOR = 'newsletter-subscription';

/**
 * What a change or an end came to: saved, ended, the technical error, an invalid link (unknown or
 * expired token), or the fields that failed with the rule each failed (`firstName.regex`). Only these
 * codes exist: the page maps them to its own texts and never shows anything taken from the address.
 */
export type SubscriptionOutcome =
  | { kind: 'saved' }
  | { kind: 'ended' }
  | { kind: 'technicalError' }
  | { kind: 'invalidLink' }
  | { kind: 'fields'; errors: NewsletterFieldErrors };

const FIXED_CODES = {
  saved: 'saved',
  ended: 'ended',
  technicalError: 'error',
  invalidLink: 'invalid',
} as const;

/** The query value of an outcome; field errors are the shared rules' message keys (spec 5.1). */
export function subscriptionOutcomeCode(outcome: SubscriptionOutcome): string {
  if (outcome.kind !== 'fields') return FIXED_CODES[outcome.kind];
  // A message key no rule makes cannot be told to the page: the subscriber gets the technical error.
  return fieldErrorsCode(outcome.errors) ?? FIXED_CODES.technicalError;
}

/** Reads `?subscription=` strictly: anything but the known codes is no outcome at all. */
export function parseSubscriptionOutcome(value: unknown): SubscriptionOutcome | undefined {
  if (!isOutcomeValue(value)) return undefined;
  for (const [kind, code] of Object.entries(FIXED_CODES) as [
    Exclude<SubscriptionOutcome['kind'], 'fields'>,
    string,
  ][]) {
    if (value === code) return { kind } as SubscriptionOutcome;
  }
  const errors = parseFieldErrorsCode(value);
  return errors && { kind: 'fields', errors };
}

/** The subscriber token of a page query (`token=`), when it has the token's format; else undefined. */
export function subscriberTokenOfQuery(query: string): string | undefined {
  const token = new URLSearchParams(query).get('token')?.trim();
  return token !== undefined && SubscriberTokenSchema.safeParse(token).success ? token : undefined;
}

/** The subscription page of a token, optionally with an outcome, landing on the page's answer. */
export function subscriptionPagePath(
  token: string | undefined,
  outcome?: SubscriptionOutcome,
): string {
  const params = new URLSearchParams();
  if (token !== undefined && SubscriberTokenSchema.safeParse(token).success)
    params.set('token', token);
  if (outcome) params.set(SUBSCRIPTION_OUTCOME_PARAM, subscriptionOutcomeCode(outcome));
  const query = params.toString();
  return `${NEWSLETTER_SUBSCRIPTION_PATH}${query ? `?${query}` : ''}${outcome ? `#${SUBSCRIPTION_ANCHOR}` : ''}`;
}

/**
 * The consents after the subscriber ticked or cleared the DNE box (spec 3.1): every other consent
 * (NEWSLETTER) stays as it was. The page and the plain post build the update's list alike.
 */
export function toSubscriberConsents(
  current: readonly NewsletterConsent[],
  dne: boolean,
): NewsletterConsent[] {
  return [...current.filter((consent) => consent !== 'DNE'), ...(dne ? (['DNE'] as const) : [])];
}
