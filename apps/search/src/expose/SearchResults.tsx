import { SearchResults } from '../features/results';
import { registerSearchTexts } from '../texts/searchTexts';

registerSearchTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadSearchTexts as loadTexts } from '../texts/searchTexts';

/** Server rendering: the products of the address's term, in the first HTML. */
export { loadSearchResultsServerData as loadServerData } from '../features/results';
export default SearchResults;
