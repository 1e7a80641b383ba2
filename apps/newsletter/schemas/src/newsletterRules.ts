import type { Site } from '@storefront/contracts';

/**
 * The newsletter form's validation (spec 5.1), shared by the sign-up view and the newsletter API so
 * both always agree. Pure functions: a rule takes the field's value and answers a message key (the
 * field name plus a suffix, e.g. 'emailRequiredErrorMessage') or undefined when the value is fine.
 * Format rules let an empty value pass: whether a field must be filled is the `required` rule's job.
 */
export type NewsletterRule = (value: string) => string | undefined;

export const NEWSLETTER_FIELDS = [
  'email',
  'salutation',
  'firstName',
  'lastName',
  'legals',
] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

export const NEWSLETTER_EMAIL_MAX_LENGTH = 256;
export const NEWSLETTER_NAME_MAX_LENGTH = 40;

export const NEWSLETTER_ERROR_SUFFIX = {
  required: 'RequiredErrorMessage',
  regex: 'RegexErrorMessage',
  maxLength: 'MaxLengthErrorMessage',
} as const;

/** Word characters joined by - + . ', an @, and a domain with at least one dot. */
export const NEWSLETTER_EMAIL_PATTERN = /^\w+([-+.']\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$/;

/** Letters (any script, with combining marks), digits, whitespace and + & ' ` ´ , ( ) / . - */
const ALLOWED_CHARACTERS = /^[\p{L}\p{M}\p{N}\s+&'`´,()/.-]*$/u;

/**
 * One whitespace-separated word that looks like a web address: optional http(s):// and www., then
 * a domain-like word with one or two dotted parts ending in a top-level domain of 2+ letters.
 * Initials such as "J.R." stay allowed: their last part is a single letter.
 */
const URL_WORD = /^(?:https?:\/\/)?(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)?\.\p{L}{2,}\/?$/iu;
const URL_PREFIX = /^(?:https?:\/\/|www\.)/i;

export function newsletterMessageKey(
  field: NewsletterField,
  suffix: (typeof NEWSLETTER_ERROR_SUFFIX)[keyof typeof NEWSLETTER_ERROR_SUFFIX],
): string {
  return `${field}${suffix}`;
}

/** 1. required: a non-blank value. */
export function requiredRule(field: NewsletterField): NewsletterRule {
  return (value) =>
    value.trim() === '' ? newsletterMessageKey(field, NEWSLETTER_ERROR_SUFFIX.required) : undefined;
}

/** 2. regex: the value must match the pattern. */
export function regexRule(field: NewsletterField, pattern: RegExp): NewsletterRule {
  return (value) => {
    const trimmed = value.trim();
    return trimmed === '' || pattern.test(trimmed)
      ? undefined
      : newsletterMessageKey(field, NEWSLETTER_ERROR_SUFFIX.regex);
  };
}

/** 3. invalid character: only the allowed characters. */
export function invalidCharacterRule(field: NewsletterField): NewsletterRule {
  return (value) =>
    ALLOWED_CHARACTERS.test(value)
      ? undefined
      : newsletterMessageKey(field, NEWSLETTER_ERROR_SUFFIX.regex);
}

/** 4. no URL: no word of the value may look like a web address. */
export function noUrlRule(field: NewsletterField): NewsletterRule {
  return (value) => {
    const looksLikeUrl = value
      .split(/\s+/)
      .some((word) => word !== '' && (URL_PREFIX.test(word) || URL_WORD.test(word)));
    return looksLikeUrl ? newsletterMessageKey(field, NEWSLETTER_ERROR_SUFFIX.regex) : undefined;
  };
}

/**
 * Maximum length. The e-mail's limit is part of its validity (spec: two e-mail messages only), so it
 * answers the regex key; names have their own message.
 */
export function maxLengthRule(
  field: NewsletterField,
  max: number,
  suffix: (typeof NEWSLETTER_ERROR_SUFFIX)[keyof typeof NEWSLETTER_ERROR_SUFFIX] = NEWSLETTER_ERROR_SUFFIX.maxLength,
): NewsletterRule {
  return (value) => (value.trim().length > max ? newsletterMessageKey(field, suffix) : undefined);
}

/** Which optional fields a market shows and requires (spec 2.1, 5.1). */
export interface NewsletterMarket {
  salutation: 'hidden' | 'optional' | 'required';
  names: 'hidden' | 'optional' | 'required';
  /** Turkey only: the commercial electronic message consent, required. */
  legals: boolean;
  /**
   * The market's newsletter consent already includes DNE, so DNE is dropped from the payload. The
   * spec names the setting, not the markets; Switzerland is our decision, since its one consent text
   * covers personalised offers (docs/spec-conformance.md, NFPL-4.1-9).
   */
  dneIncluded: boolean;
}

const PLAIN: NewsletterMarket = {
  salutation: 'hidden',
  names: 'hidden',
  legals: false,
  dneIncluded: false,
};

export const NEWSLETTER_MARKETS: Readonly<Record<Site, NewsletterMarket>> = {
  DE: PLAIN,
  AT: { ...PLAIN, salutation: 'optional', names: 'optional' },
  CH: { ...PLAIN, dneIncluded: true },
  CH_FR: { ...PLAIN, dneIncluded: true },
  CZ: PLAIN,
  HU: { ...PLAIN, salutation: 'required', names: 'required' },
  PL: PLAIN,
  SK: PLAIN,
  TR: { ...PLAIN, names: 'required', legals: true },
};

/** The rules of every field in a market, in the order they are checked. */
export function newsletterRules(site: Site): Record<NewsletterField, readonly NewsletterRule[]> {
  const market = NEWSLETTER_MARKETS[site];
  const name = (field: 'firstName' | 'lastName'): NewsletterRule[] => [
    ...(market.names === 'required' ? [requiredRule(field)] : []),
    maxLengthRule(field, NEWSLETTER_NAME_MAX_LENGTH),
    invalidCharacterRule(field),
    noUrlRule(field),
  ];
  return {
    email: [
      requiredRule('email'),
      maxLengthRule('email', NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_ERROR_SUFFIX.regex),
      regexRule('email', NEWSLETTER_EMAIL_PATTERN),
    ],
    salutation: market.salutation === 'required' ? [requiredRule('salutation')] : [],
    firstName: name('firstName'),
    lastName: name('lastName'),
    legals: market.legals ? [requiredRule('legals')] : [],
  };
}

/** The first failing rule's message key, or undefined. */
export function firstFailingRule(
  rules: readonly NewsletterRule[],
  value: string,
): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

export type NewsletterValues = Partial<Record<NewsletterField, string>>;

/**
 * Checks the given fields (by default all the values hold) and answers the failing ones with their
 * message keys. A checkbox counts as filled when its value is non-blank (e.g. 'true').
 */
export function validateNewsletter(
  site: Site,
  values: NewsletterValues,
  fields: readonly NewsletterField[] = NEWSLETTER_FIELDS,
): Partial<Record<NewsletterField, string>> {
  const rules = newsletterRules(site);
  const errors: Partial<Record<NewsletterField, string>> = {};
  for (const field of fields) {
    const message = firstFailingRule(rules[field], values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}
