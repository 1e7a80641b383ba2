import { splitHighlight } from './highlight';
import styles from './SuggestionPanel.module.css';

/** The suggested text with the typed part marked; text nodes only, never HTML. */
export function Highlight({ text, term }: { text: string; term: string }) {
  const { prefix, match, suffix } = splitHighlight(text, term);
  return (
    <>
      {prefix}
      {match && <mark className={styles.match}>{match}</mark>}
      {suffix}
    </>
  );
}
