import {
  NEWSLETTER_PERSON_FORM_FIELDS,
  fieldErrorsCode,
  isOutcomeValue,
  parseFieldErrorsCode,
  type NewsletterFieldErrors,
} from './formOutcome';

/**
 * The sign-up form's plain post: the server-rendered form posts
 * `application/x-www-form-urlencoded` here and the API answers 303 back to the page, with the outcome
 * in the query. With JavaScript the form keeps calling the JSON route (spec 7.1) instead.
 */
export const NEWSLETTER_FORM_PATH = '/service/newsletter/sign-up';

/** The form's field names: the API reads exactly these. */
export const NEWSLETTER_FORM_FIELDS = {
  email: 'email',
  ...NEWSLETTER_PERSON_FORM_FIELDS,
  /** Turkey's commercial electronic message consent (spec 5.1). */
  legals: 'legals',
  /** The trap field only bots fill (spec 2.1). */
  trap: 'verify-email',
  /** The page to go back to (a same-site path; anything else goes home). */
  returnTo: 'returnTo',
  site: 'site',
  origin: 'origin',
  originAddition: 'originAddition',
} as const;

/** The query parameter of the page the post returns to: `?newsletter=<outcome>`. */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
/** The fragment the post returns to, so the shopper lands on the form's answer, not the page top. */
export const NEWSLETTER_FORM_ANCHOR = 'newsletter-sign-up';

/**
 * What the post did: SUCCESS, the technical error (ERROR_GENERIC), or the fields that failed with the
 * rule each failed (`email.regex,firstName.required`). Only these codes exist: the page maps them to
 * its own texts and never shows anything taken from the address.
 */
export type NewsletterFormOutcome =
  | { kind: 'success' }
  | { kind: 'technicalError' }
  | { kind: 'fields'; errors: NewsletterFieldErrors };

const SUCCESS = 'success';
const TECHNICAL_ERROR = 'error';

/** The query value for an outcome; field errors are the shared rules' message keys. */
export function newsletterOutcomeCode(outcome: NewsletterFormOutcome): string {
  if (outcome.kind === 'success') return SUCCESS;
  if (outcome.kind === 'technicalError') return TECHNICAL_ERROR;
  // A message key no rule makes cannot be told to the page: the shopper gets the technical error.
  return fieldErrorsCode(outcome.errors) ?? TECHNICAL_ERROR;
}

/** Reads `?newsletter=` strictly: anything but the known codes is no outcome at all. */
export function parseNewsletterOutcome(value: unknown): NewsletterFormOutcome | undefined {
  if (!isOutcomeValue(value)) return undefined;
  if (value === SUCCESS) return { kind: 'success' };
  if (value === TECHNICAL_ERROR) return { kind: 'technicalError' };
  const errors = parseFieldErrorsCode(value);
  return errors && { kind: 'fields', errors };
}

/** The page path to return to with the outcome (any earlier outcome replaced), landing on the form. */
export function newsletterReturnPath(safePath: string, outcome: NewsletterFormOutcome): string {
  const url = new URL(safePath, 'http://site.invalid');
  url.searchParams.set(NEWSLETTER_OUTCOME_PARAM, newsletterOutcomeCode(outcome));
  return `${url.pathname}${url.search}#${NEWSLETTER_FORM_ANCHOR}`;
}
