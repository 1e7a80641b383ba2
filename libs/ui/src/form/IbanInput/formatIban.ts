/** The longest IBAN (34 characters) plus a space between each group of four. */
export const IBAN_MAX_LENGTH = 34;
export const IBAN_FORMATTED_MAX_LENGTH = IBAN_MAX_LENGTH + Math.ceil(IBAN_MAX_LENGTH / 4) - 1;

/** Upper case, non-alphanumerics stripped: 'de89 3704-0044' → 'DE8937040044'. */
export function normalizeIban(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Stripped and grouped by four: 'de89370400440532013000' → 'DE89 3704 0044 0532 0130 00'. */
export function formatIban(value: string): string {
  return (
    normalizeIban(value)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** Whether a (partly typed) IBAN can still become valid: letter, letter, digits, then alphanumerics. */
export function isIbanPrefix(value: string): boolean {
  return (
    /^(?:[A-Z]{0,2}|[A-Z]{2}\d{1,2}|[A-Z]{2}\d{2}[A-Z0-9]*)$/.test(normalizeIban(value)) &&
    normalizeIban(value).length <= IBAN_MAX_LENGTH
  );
}

/** A complete IBAN's start: two letters, then digits. */
export function hasIbanStart(value: string): boolean {
  return /^[A-Z]{2}\d{2}/.test(normalizeIban(value));
}

/** Where the caret belongs after formatting: after the same number of alphanumerics as before. */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const before = normalizeIban(raw.slice(0, caret)).length;
  if (before === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (formatted[index] !== ' ') seen += 1;
    if (seen === before) return index + 1;
  }
  return formatted.length;
}
