import type { Site } from '@storefront/contracts';
import { isHttpError } from '@storefront/platform';
import {
  NEWSLETTER_MARKETS,
  NEWSLETTER_PROBLEMS,
  toSubscriberConsents,
  validateNewsletter,
  type NewsletterField,
  type NewsletterSalutation,
  type Subscriber,
  type SubscriberUpdateRequest,
  type SubscriptionOutcome,
} from '@storefront/newsletter-schemas';

/** The fields the subscriber may change on the page (the e-mail is the subscription itself). */
export const CHANGEABLE_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
] as const satisfies readonly NewsletterField[];
export type ChangeableField = (typeof CHANGEABLE_FIELDS)[number];

export interface SubscriptionValues {
  salutation: '' | NewsletterSalutation;
  firstName: string;
  lastName: string;
  /** The DNE consent's box (spec 3.1), where the market asks for it. */
  dne: boolean;
}

export type FieldErrors = Partial<Record<ChangeableField, string>>;

/**
 * The page: loading (rendered in the browser only), an invalid link (no, a malformed, an unknown or
 * an expired token), the technical error (the subscription could not be read), or the subscription.
 */
export type SubscriptionPhase = 'loading' | 'invalid' | 'error' | 'ready';

/** What the page says after a change: saved, ended, or the technical error (spec 8). */
export type SubscriptionNotice = 'saved' | 'ended' | 'technicalError';

export interface SubscriptionState {
  phase: SubscriptionPhase;
  subscriber?: Subscriber;
  values: SubscriptionValues;
  errors: FieldErrors;
  /** Which form is being sent. */
  sending?: 'save' | 'unsubscribe';
  notice?: SubscriptionNotice;
  /** A new key per answer: the same notice twice is a new element, announced again. */
  noticeKey: number;
}

export const EMPTY_VALUES: SubscriptionValues = {
  salutation: '',
  firstName: '',
  lastName: '',
  dne: false,
};

export function valuesOf(subscriber: Subscriber): SubscriptionValues {
  return {
    salutation: subscriber.salutation ?? '',
    firstName: subscriber.firstName ?? '',
    lastName: subscriber.lastName ?? '',
    dne: subscriber.consents.includes('DNE'),
  };
}

/** Whether the market asks for the DNE consent on its own (not where the newsletter consent includes it). */
export const asksForDne = (site: Site) => !NEWSLETTER_MARKETS[site].dneIncluded;

/** The shared rules of the subscription's site (spec 5.1) for the given fields: message keys by field. */
export function validateChanges(
  site: Site,
  values: SubscriptionValues,
  fields: readonly ChangeableField[] = CHANGEABLE_FIELDS,
): FieldErrors {
  return validateNewsletter(
    site,
    { salutation: values.salutation, firstName: values.firstName, lastName: values.lastName },
    fields,
  ) as FieldErrors;
}

/** The update request of the page's values (spec 7.1): an empty name clears it, no salutation is null. */
export function updateRequestOf(
  site: Site,
  subscriber: Subscriber,
  values: SubscriptionValues,
): SubscriberUpdateRequest {
  return {
    salutation: values.salutation === '' ? null : values.salutation,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(asksForDne(site)
      ? { consents: toSubscriberConsents(subscriber.consents, values.dne) }
      : {}),
  };
}

/** The subscriber after a change the service took without sending the subscriber back (a 204). */
export function applyChanges(subscriber: Subscriber, changes: SubscriberUpdateRequest): Subscriber {
  if (changes.status === 'UNSUBSCRIBED') return { ...subscriber, status: 'UNSUBSCRIBED' };
  const { salutation, firstName, lastName, consents } = changes;
  const next: Subscriber = { ...subscriber, ...(consents ? { consents: [...consents] } : {}) };
  if (salutation !== undefined) {
    if (salutation === null) delete next.salutation;
    else next.salutation = salutation;
  }
  if (firstName !== undefined) next.firstName = firstName;
  if (lastName !== undefined) next.lastName = lastName;
  return next;
}

const FIELD_KEY =
  /^(salutation|firstName|lastName)(RequiredErrorMessage|RegexErrorMessage|MaxLengthErrorMessage)$/;

/**
 * What a failed call means for the page: an unknown or expired token (404, or 400 for a malformed
 * one) is an invalid link; the service's field problems (urn:newsletter:field_invalid, spec 5.1's
 * message keys) are field errors; anything else — any other status, a network failure, a timeout —
 * is the technical error (spec 7.1: success is any 2xx; spec 8).
 */
export function outcomeOfFailure(error: unknown): SubscriptionOutcome {
  if (!isHttpError(error) || error.kind !== 'status') return { kind: 'technicalError' };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    type?: unknown;
    errors?: unknown;
  };
  if (
    error.status === 404 ||
    (error.status === 400 && body.type === NEWSLETTER_PROBLEMS.unknownToken)
  )
    return { kind: 'invalidLink' };
  if (
    error.status === 400 &&
    body.type === NEWSLETTER_PROBLEMS.fieldInvalid &&
    Array.isArray(body.errors)
  ) {
    const errors: FieldErrors = {};
    for (const item of body.errors as unknown[]) {
      const { path, message } = (typeof item === 'object' && item !== null ? item : {}) as {
        path?: unknown;
        message?: unknown;
      };
      const match = typeof message === 'string' ? FIELD_KEY.exec(message) : null;
      if (match && match[1] === path) errors[path as ChangeableField] = message as string;
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  if (error.status === 409 && body.type === NEWSLETTER_PROBLEMS.unsubscribed)
    return { kind: 'ended' };
  return { kind: 'technicalError' };
}
