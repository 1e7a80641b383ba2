import { SEARCH_PATH } from '@storefront/contracts';
import { MAX_QUERY_LENGTH } from './constants';

const DIGITS_AND_SPACES = /^[\d\s]+$/;

/**
 * The term a search sends, from whatever the input or address held: null, arrays and other
 * non-strings give an empty term; surrounding spaces go; a term of digits and spaces only (an article
 * number typed in groups, "123 456") loses its spaces; at most 200 characters.
 */
export function normaliseTerm(input: unknown): string {
  if (typeof input !== 'string') return '';
  let term = wellFormed(input).trim();
  if (DIGITS_AND_SPACES.test(term)) term = term.replace(/\s+/g, '');
  // Never cut an emoji (a surrogate pair) in half: half a pair cannot be put in an address.
  const end = isHighSurrogate(term.charCodeAt(MAX_QUERY_LENGTH - 1))
    ? MAX_QUERY_LENGTH - 1
    : MAX_QUERY_LENGTH;
  // Trimmed again: a cut can end on a space, and the results page would read the term back without it.
  return term.slice(0, end).trimEnd();
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * A lone surrogate (a pasted half emoji) makes encodeURIComponent throw, so the search would never
 * leave the page; it becomes U+FFFD, as String.prototype.toWellFormed would do.
 */
function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

/** The pre-fill from the page address: only one `query` parameter counts, several are an array. */
export function termFromAddress(search: string): string {
  const values = new URLSearchParams(search).getAll('query');
  return normaliseTerm(values.length === 1 ? values[0] : null);
}

export function searchPageUrl(term: string): string {
  return `${SEARCH_PATH}?query=${encodeURIComponent(term)}`;
}
