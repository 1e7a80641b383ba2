// The results feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { SearchResults } from './SearchResults';
export { loadSearchResultsServerData } from './resultsServerData';
