import { SearchResults } from '../features/results/SearchResults';
import { registerSearchTexts } from '../texts/searchTexts';

registerSearchTexts();

export default SearchResults;
