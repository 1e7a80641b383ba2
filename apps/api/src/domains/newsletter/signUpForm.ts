import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Site } from '@storefront/contracts';
import {
  NEWSLETTER_DEFAULT_ORIGIN,
  NEWSLETTER_DEFAULT_ORIGIN_ADDITION,
  NEWSLETTER_FORM_FIELDS,
  NEWSLETTER_FORM_PATH,
  NEWSLETTER_MARKETS,
  SubscribeRequestSchema,
  newsletterReturnPath,
  type NewsletterField,
  type NewsletterFormOutcome,
  type SubscribeRequest,
} from '@storefront/newsletter-schemas';
import { firstValue, formAnswer } from '../../http/formBody';
import { registerPlainFormRoute } from '../../http/formRoute';
import type { SignUpDecision } from './signUpLimit';

/** What a sign-up that passed the client's limit and the body's shape came to. */
export type SignUpOutcome =
  | { kind: 'accepted' }
  | { kind: 'invalid'; errors: Partial<Record<NewsletterField, string>> }
  | { kind: 'limited'; decision: SignUpDecision & { allowed: false } };

export interface SignUpFormDependencies {
  /** The site's configured public origin: the return path must lie on it. */
  publicOrigin(site: Site): string;
  clientAllowed(request: FastifyRequest): Promise<SignUpDecision>;
  signUp(
    request: FastifyRequest,
    site: Site,
    body: SubscribeRequest,
    fields: readonly NewsletterField[],
    legals: string,
  ): Promise<SignUpOutcome>;
}

/** A form is small: the longest legitimate one (Turkey, all fields) is well under 2 KB. */
export const SIGN_UP_FORM_BODY_LIMIT = 8 * 1024;

/**
 * POST /service/newsletter/sign-up: the sign-up form without JavaScript. It takes the
 * form's fields, checks them exactly as the JSON route does (the same shape, the same shared rules
 * of spec 5.1, the same limits per client and recipient), plus Turkey's required consent, which the
 * JSON route leaves to the widget, and answers 303 back to the page the form was on with the outcome
 * (`?newsletter=success`, `error` or the failed rules), which the server-rendered form shows in the
 * spec's words. A filled trap field gets the same success without a sign-up (spec 4.1).
 *
 * Anti-forgery: the strict same-origin check (`csrf: 'form'`, see hasStrictSameOrigin), not a token
 * in the form. The form sits in every page's HTML (the block above the footer), and anonymous pages
 * may be cached by a CDN: a per-visitor token in that HTML would either make every
 * page private or hand one visitor's token to all; and a first visit has no token cookie yet.
 */
export function registerSignUpForm(app: FastifyInstance, deps: SignUpFormDependencies): void {
  const signUpForm = {
    path: NEWSLETTER_FORM_PATH,
    bodyLimit: SIGN_UP_FORM_BODY_LIMIT,
    fields: NEWSLETTER_FORM_FIELDS,
  };
  registerPlainFormRoute(app, signUpForm, async (form, request, reply) => {
    const first = (name: string) => firstValue(form, name);
    const { site, returnTo } = formAnswer(
      request,
      reply,
      form,
      NEWSLETTER_FORM_FIELDS,
      deps.publicOrigin,
    );
    const back = (outcome: NewsletterFormOutcome) =>
      reply.redirect(newsletterReturnPath(returnTo, outcome), 303);

    // A bot filled the trap: the same success as a person, and nothing is signed up (spec 4.1).
    if (first(NEWSLETTER_FORM_FIELDS.trap).trim() !== '') return back({ kind: 'success' });
    const fromClient = await deps.clientAllowed(request);
    if (!fromClient.allowed) {
      reply.header('retry-after', String(fromClient.retryAfterS));
      return back({ kind: 'technicalError' });
    }
    const market = NEWSLETTER_MARKETS[site];
    const salutation = first(NEWSLETTER_FORM_FIELDS.salutation);
    const firstName = first(NEWSLETTER_FORM_FIELDS.firstName).trim();
    const lastName = first(NEWSLETTER_FORM_FIELDS.lastName).trim();
    // The payload the widget builds (spec 3.1): empty or hidden fields left out, DNE unless the
    // market's consent already includes it.
    const parsed = SubscribeRequestSchema.safeParse({
      email: first(NEWSLETTER_FORM_FIELDS.email).trim(),
      ...(market.salutation !== 'hidden' && salutation ? { salutation } : {}),
      ...(market.names !== 'hidden' && firstName ? { firstName } : {}),
      ...(market.names !== 'hidden' && lastName ? { lastName } : {}),
      consents:
        (form[NEWSLETTER_FORM_FIELDS.consents] ?? []).includes('DNE') && !market.dneIncluded
          ? ['DNE']
          : [],
      origin: first(NEWSLETTER_FORM_FIELDS.origin) || NEWSLETTER_DEFAULT_ORIGIN,
      originAddition:
        first(NEWSLETTER_FORM_FIELDS.originAddition) || NEWSLETTER_DEFAULT_ORIGIN_ADDITION,
    });
    // A shape the form never sends (an unknown salutation, absurd lengths): the JSON route's 400,
    // which the widget shows as the technical error.
    if (!parsed.success) return back({ kind: 'technicalError' });
    const fields: NewsletterField[] = [
      'email',
      'salutation',
      'firstName',
      'lastName',
      ...(market.legals ? (['legals'] as const) : []),
    ];
    const legals = form[NEWSLETTER_FORM_FIELDS.legals] ? 'true' : '';
    const outcome = await deps.signUp(request, site, parsed.data, fields, legals);
    if (outcome.kind === 'invalid') return back({ kind: 'fields', errors: outcome.errors });
    if (outcome.kind === 'limited') {
      reply.header('retry-after', String(outcome.decision.retryAfterS));
      return back({ kind: 'technicalError' });
    }
    return back({ kind: 'success' });
  });
}
