import { searchWords } from '@storefront/contracts';

export interface Candidate {
  /** The text shown (title or term); ranked by its folded words. */
  text: string;
  /** FTS5 bm25 of the row: lower is better. */
  bm25: number;
  /** Higher first, after the text match (search terms carry their popularity; products 0). */
  popularity: number;
}

/** True when the text's words begin with the query's words, the last one as a prefix. */
function startsWithQuery(textWords: readonly string[], queryWords: readonly string[]): boolean {
  if (queryWords.length > textWords.length) return false;
  return queryWords.every((word, index) => (index === queryWords.length - 1 ? textWords[index]!.startsWith(word) : textWords[index] === word));
}

/**
 * The order shoppers expect: first what begins with the typed text ("kaffee" → "Kaffeemühle" before
 * "Bio-Kaffee"), then texts where typed words are whole words rather than prefixes, then popularity,
 * then bm25, then shorter and alphabetical so the order is stable.
 */
export function rankCandidates<T extends Candidate>(query: string, candidates: readonly T[]): T[] {
  const queryWords = searchWords(query);
  const keyed = candidates.map((candidate) => {
    const words = searchWords(candidate.text);
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
      a.candidate.text.localeCompare(b.candidate.text),
  );
  return keyed.map((entry) => entry.candidate);
}

/** An FTS5 MATCH expression: every word as a quoted prefix. Words hold letters and digits only. */
export function matchExpression(query: string, maxWords = MAX_QUERY_WORDS): string | undefined {
  const words = searchWords(query).slice(0, maxWords);
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word}"*`).join(' ');
}

/** More words than this narrow nothing further and only cost time; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
