import { foldSearchChar } from '@storefront/search-schemas';

export interface HighlightParts {
  prefix: string;
  match: string;
  suffix: string;
}

/**
 * Splits a suggested text around the first place the typed term occurs, ignoring case and
 * diacritics the way the search itself does ("kavefo" marks "kávéfő" in "Automata kávéfőző").
 * No match: the whole text is the prefix. The parts are plain strings, rendered as text nodes, so
 * neither a term nor a title can inject markup.
 */
export function splitHighlight(text: string, term: string): HighlightParts {
  const needle = [...term.trim()].map(foldSearchChar).join('');
  if (!needle) return { prefix: text, match: '', suffix: '' };
  // Fold the text character by character, remembering where each folded character came from.
  const chars = [...text];
  let folded = '';
  const origin: number[] = []; // folded code unit index -> index in chars
  chars.forEach((char, index) => {
    const part = foldSearchChar(char);
    folded += part;
    for (let i = 0; i < part.length; i += 1) origin.push(index);
  });
  const at = folded.indexOf(needle);
  if (at < 0) return { prefix: text, match: '', suffix: '' };
  const start = origin[at]!;
  const end = origin[at + needle.length - 1]! + 1;
  return {
    prefix: chars.slice(0, start).join(''),
    match: chars.slice(start, end).join(''),
    suffix: chars.slice(end).join(''),
  };
}
