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
  let term = input.trim();
  if (DIGITS_AND_SPACES.test(term)) term = term.replace(/\s+/g, '');
  return term.slice(0, MAX_QUERY_LENGTH);
}

/** The pre-fill from the page address: only one `query` parameter counts, several are an array. */
export function termFromAddress(search: string): string {
  const values = new URLSearchParams(search).getAll('query');
  return normaliseTerm(values.length === 1 ? values[0] : null);
}

export function searchPageUrl(term: string): string {
  return `${SEARCH_PATH}?query=${encodeURIComponent(term)}`;
}
