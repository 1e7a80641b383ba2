import {
  NEWSLETTER_ERROR_SUFFIX,
  NEWSLETTER_FIELDS,
  type NewsletterField,
} from './newsletterRules';

/**
 * What the newsletter's two plain forms (the sign-up, newsletterForm.ts, and the subscription page,
 * subscriptionForm.ts) share: the person's fields they post, and how a post's outcome travels in
 * the query of the page it returns to.
 */

/** The person's fields of both forms: the API reads exactly these names (spec 3.1). */
export const NEWSLETTER_PERSON_FORM_FIELDS = {
  salutation: 'salutation',
  firstName: 'firstName',
  lastName: 'lastName',
  /** A checkbox with the value DNE (spec 3.1). */
  consents: 'consents',
} as const;

/** The fields that failed, each with the shared rules' message key (spec 5.1). */
export type NewsletterFieldErrors = Partial<Record<NewsletterField, string>>;

/** Which rule of a field failed: the suffixes of the shared rules' message keys (spec 5.1). */
const RULE_SUFFIXES = {
  required: NEWSLETTER_ERROR_SUFFIX.required,
  regex: NEWSLETTER_ERROR_SUFFIX.regex,
  maxLength: NEWSLETTER_ERROR_SUFFIX.maxLength,
} as const;
type FailedRule = keyof typeof RULE_SUFFIXES;

/** No outcome is longer (every field with its rule): a longer value is no outcome of ours. */
const MAX_OUTCOME_LENGTH = 200;

/**
 * The failed fields as query codes, one a field with the rule it failed (`email.regex,firstName.required`);
 * undefined when no message key is one a rule makes (the page then shows the technical error).
 */
export function fieldErrorsCode(errors: NewsletterFieldErrors): string | undefined {
  const codes: string[] = [];
  for (const field of NEWSLETTER_FIELDS) {
    const key = errors[field];
    const rule =
      key === undefined
        ? undefined
        : (Object.keys(RULE_SUFFIXES) as FailedRule[]).find(
            (name) => key === `${field}${RULE_SUFFIXES[name]}`,
          );
    if (rule) codes.push(`${field}.${rule}`);
  }
  return codes.length > 0 ? codes.join(',') : undefined;
}

/** A query value that may be an outcome: a string, neither empty nor absurdly long. */
export function isOutcomeValue(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_OUTCOME_LENGTH;
}

/** Reads field codes strictly: anything but known fields with known rules is no outcome at all. */
export function parseFieldErrorsCode(value: string): NewsletterFieldErrors | undefined {
  const errors: NewsletterFieldErrors = {};
  for (const code of value.split(',')) {
    const [field, rule, ...rest] = code.split('.');
    if (
      rest.length > 0 ||
      !(NEWSLETTER_FIELDS as readonly string[]).includes(field ?? '') ||
      !rule ||
      !Object.hasOwn(RULE_SUFFIXES, rule)
    )
      return undefined;
    errors[field as NewsletterField] = `${field}${RULE_SUFFIXES[rule as FailedRule]}`;
  }
  return errors;
}
