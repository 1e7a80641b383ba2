/** A validation rule: a message (or message key) when the value is not valid, otherwise undefined. */
export type Rule = (value: string) => string | undefined;

/**
 * What a rule returns when it was given no message of its own; useValidatedField turns it into the
 * ui namespace's '{field} is not valid.' with the field's label. Deliberate deviation from spec 5.1
 * (an English default): the message is localised per site like every other text the shopper reads
 * (docs/spec-conformance.md, NFPL-5.1-10).
 */
export const DEFAULT_INVALID_MESSAGE = 'ui:validation.invalid';

export function required(message: string = DEFAULT_INVALID_MESSAGE): Rule {
  return (value) => (value.trim() === '' ? message : undefined);
}

/** An empty value passes: combine with required() when the field must be filled. */
export function regex(pattern: RegExp, message: string = DEFAULT_INVALID_MESSAGE): Rule {
  return (value) => (value === '' || matchesWhole(pattern, value) ? undefined : message);
}

export function maxLength(max: number, message: string = DEFAULT_INVALID_MESSAGE): Rule {
  return (value) => ([...value].length > max ? message : undefined);
}

/** Letters, digits, whitespace and + & ' ` ´ , ( ) / . - (the names rule of the sign-up form). */
export const ALLOWED_NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}\s+&'`´,()/.-]*$/u;

export function invalidCharacters(message: string = DEFAULT_INVALID_MESSAGE): Rule {
  return (value) => (ALLOWED_NAME_CHARACTERS.test(value) ? undefined : message);
}

/** A word that looks like a web address: optional http(s):// and www., a domain with 1 or 2 dotted parts. */
export const WEB_ADDRESS =
  /(?:^|\s)(?:https?:\/\/)?(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)?\.\p{L}{2,}(?:\/\S*)?(?=\s|$)/iu;

export function noUrl(message: string = DEFAULT_INVALID_MESSAGE): Rule {
  return (value) => (WEB_ADDRESS.test(value) ? message : undefined);
}

/** The first failing rule's message, or undefined when every rule passes. */
export function firstError(rules: readonly Rule[], value: string): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

function matchesWhole(pattern: RegExp, value: string): boolean {
  const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(value);
  return match !== null && match.index === 0 && match[0].length === value.length;
}
