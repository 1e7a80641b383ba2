// The suggestions feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export {
  type SuggestionOption,
  SuggestionPanel,
  type SuggestionPanelProps,
} from './SuggestionPanel';
export { productHref } from './productLink';
export { fetchSuggestions, loadCacheKeyOnce } from './suggestionsApi';
export { useSuggestions } from './useSuggestions';
