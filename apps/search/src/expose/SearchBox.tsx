import { SearchBox } from '../app/search-box/SearchBox';
import { registerSearchTexts } from '../texts/searchTexts';

registerSearchTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadSearchTexts as loadTexts } from '../texts/searchTexts';

/** Server rendering: the term of the address, so the box shows it in the first HTML. */
export { loadSearchBoxServerData as loadServerData } from '../app/search-box/searchBoxServerData';
export default SearchBox;
