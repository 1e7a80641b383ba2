import { SearchBox } from '../features/search-box/SearchBox';
import { registerSearchTexts } from '../texts/searchTexts';

registerSearchTexts();

export default SearchBox;
