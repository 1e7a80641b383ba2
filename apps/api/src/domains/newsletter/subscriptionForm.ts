import type { FastifyInstance } from 'fastify';
import { isSite } from '@storefront/contracts';
import {
  NEWSLETTER_MARKETS,
  NEWSLETTER_SUBSCRIPTION_FORM_FIELDS,
  NEWSLETTER_SUBSCRIPTION_FORM_PATH,
  SUBSCRIPTION_FORM_ACTIONS,
  SubscriberTokenSchema,
  SubscriberUpdateRequestSchema,
  subscriptionPagePath,
  toSubscriberConsents,
  type NewsletterField,
  type SubscriberUpdateRequest,
  type SubscriptionOutcome,
} from '@storefront/newsletter-schemas';
import { firstValue } from '../../http/formBody';
import { registerPlainFormRoute } from '../../http/formRoute';
import type { NewsletterSubscriberRow } from './tables';
import { toSubscriber } from './repository';

/** What a change of a subscription by token came to (the JSON PUT and the page's plain post share it). */
export type SubscriptionUpdateOutcome =
  | { kind: 'updated'; row: NewsletterSubscriberRow }
  | { kind: 'invalid'; errors: Partial<Record<NewsletterField, string>> }
  /** A change to an ended subscription: only a new sign-up starts it again. */
  | { kind: 'ended' }
  | { kind: 'unknown' };

export interface SubscriptionFormDependencies {
  /** The subscriber a token opens (undefined: unknown or expired). */
  subscriber(token: string): Promise<NewsletterSubscriberRow | undefined>;
  /** The same change as the JSON PUT makes (spec 7.1, 5.1). */
  update(token: string, changes: SubscriberUpdateRequest): Promise<SubscriptionUpdateOutcome>;
}

/** A form is small: the longest legitimate one is well under 1 KB. */
export const SUBSCRIPTION_FORM_BODY_LIMIT = 8 * 1024;

/**
 * POST /service/newsletter/subscription: the subscription page's forms without JavaScript.
 * `action=save` takes salutation, names and the DNE consent and changes them exactly as the
 * JSON PUT does (the same shape, the same shared rules of spec 5.1); `action=unsubscribe` ends the
 * subscription. Either way the answer is 303 back to the page of the token with the outcome
 * (`?subscription=saved|ended|error|invalid` or the failed rules), which the server-rendered page
 * shows in the site's words. A malformed or unknown token changes nothing and lands on the page's
 * invalid-link message.
 *
 * Anti-forgery: the strict same-origin check (`csrf: 'form'`, as the sign-up form), and the post
 * must carry the subscriber token, a 32-byte secret from the subscriber's mail that another site
 * cannot know. The page's HTML holds no per-visitor anti-forgery token (its loader sees no cookie of
 * ours; the sign-up's reasons, signUpForm.ts).
 */
export function registerSubscriptionForm(
  app: FastifyInstance,
  deps: SubscriptionFormDependencies,
): void {
  const subscriptionForm = {
    path: NEWSLETTER_SUBSCRIPTION_FORM_PATH,
    bodyLimit: SUBSCRIPTION_FORM_BODY_LIMIT,
    fields: NEWSLETTER_SUBSCRIPTION_FORM_FIELDS,
  };
  registerPlainFormRoute(app, subscriptionForm, async (form, _request, reply) => {
    const first = (name: string) => firstValue(form, name);
    reply.header('cache-control', 'no-store');
    const tokenField = SubscriberTokenSchema.safeParse(
      first(NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.token).trim(),
    );
    const token = tokenField.success ? tokenField.data : undefined;
    const back = (outcome: SubscriptionOutcome) =>
      reply.redirect(subscriptionPagePath(token, outcome), 303);
    if (token === undefined) return back({ kind: 'invalidLink' });

    const action = first(NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.action);
    let changes: SubscriberUpdateRequest;
    if (action === SUBSCRIPTION_FORM_ACTIONS.unsubscribe) {
      changes = { status: 'UNSUBSCRIBED' };
    } else if (action === SUBSCRIPTION_FORM_ACTIONS.save) {
      const row = await deps.subscriber(token);
      if (!row) return back({ kind: 'invalidLink' });
      const current = toSubscriber(row);
      // The market's rules come from the subscription's own site, never from the form's.
      const site = isSite(row.site) ? row.site : 'DE';
      const salutation = first(NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.salutation);
      const parsed = SubscriberUpdateRequestSchema.safeParse({
        salutation: salutation === '' ? null : salutation,
        firstName: first(NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.firstName).trim(),
        lastName: first(NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.lastName).trim(),
        ...(NEWSLETTER_MARKETS[site].dneIncluded
          ? {}
          : {
              consents: toSubscriberConsents(
                current.consents,
                (form[NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.consents] ?? []).includes('DNE'),
              ),
            }),
      });
      // A shape the form never sends (an unknown salutation, absurd lengths): the technical error.
      if (!parsed.success) return back({ kind: 'technicalError' });
      changes = parsed.data;
    } else {
      return back({ kind: 'technicalError' });
    }
    const outcome = await deps.update(token, changes);
    if (outcome.kind === 'unknown') return back({ kind: 'invalidLink' });
    if (outcome.kind === 'invalid') return back({ kind: 'fields', errors: outcome.errors });
    // A change posted from a page older than the end: the page then shows the subscription ended.
    if (outcome.kind === 'ended') return back({ kind: 'ended' });
    return back({ kind: changes.status === 'UNSUBSCRIBED' ? 'ended' : 'saved' });
  });
}
