import { searchWords } from '@storefront/search-schemas';

export interface Candidate {
  /** The text shown (title or term); ranked by its folded words. */
  text: string;
  /** FTS5 bm25 of the row: lower is better. */
  bm25: number;
  /** Higher first, after the text match (search terms carry their popularity; products 0). */
  popularity: number;
}

/**
 * Words of candidate texts, memoised: the same few thousand titles and terms are ranked on every
 * request, and folding them (normalize + regex per character) was most of a suggestion's CPU time.
 * Bounded, so a changing catalogue cannot grow it without end.
 */
const WORDS_MEMO_LIMIT = 50_000;
const wordsMemo = new Map<string, readonly string[]>();

function candidateWords(text: string): readonly string[] {
  let words = wordsMemo.get(text);
  if (!words) {
    if (wordsMemo.size >= WORDS_MEMO_LIMIT) wordsMemo.clear();
    words = searchWords(text);
    wordsMemo.set(text, words);
  }
  return words;
}

/** True when the text's words begin with the query's words, the last one as a prefix. */
function startsWithQuery(textWords: readonly string[], queryWords: readonly string[]): boolean {
  if (queryWords.length > textWords.length) return false;
  return queryWords.every((word, index) =>
    index === queryWords.length - 1
      ? textWords[index]!.startsWith(word)
      : textWords[index] === word,
  );
}

/** What `localeCompare` without arguments uses, made once instead of per comparison. */
const collator = new Intl.Collator();

/**
 * The order shoppers expect: first what begins with the typed text ("kaffee" → "Kaffeemühle" before
 * "Bio-Kaffee"), then texts where typed words are whole words rather than prefixes, then popularity,
 * then bm25, then shorter and alphabetical so the order is stable.
 */
export function rankCandidates<T extends Candidate>(query: string, candidates: readonly T[]): T[] {
  const queryWords = searchWords(query);
  const keyed = candidates.map((candidate) => {
    const words = candidateWords(candidate.text);
    return {
      candidate,
      startsWith: startsWithQuery(words, queryWords) ? 1 : 0,
      wholeWords: queryWords.filter((word) => words.includes(word)).length,
    };
  });
  keyed.sort(
    (a, b) =>
      b.startsWith - a.startsWith ||
      b.wholeWords - a.wholeWords ||
      b.candidate.popularity - a.candidate.popularity ||
      a.candidate.bm25 - b.candidate.bm25 ||
      a.candidate.text.length - b.candidate.text.length ||
      collator.compare(a.candidate.text, b.candidate.text),
  );
  return keyed.map((entry) => entry.candidate);
}

/** More words than this narrow nothing further and only cost time; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;

/** The words a query searches for, folded: letters and digits only, at most `maxWords`. */
export function queryWords(query: string, maxWords = MAX_QUERY_WORDS): string[] {
  return searchWords(query).slice(0, maxWords);
}

/** An FTS5 MATCH expression: every word as a quoted prefix. Words hold letters and digits only. */
export function matchExpression(query: string, maxWords = MAX_QUERY_WORDS): string | undefined {
  const words = queryWords(query, maxWords);
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word}"*`).join(' ');
}
