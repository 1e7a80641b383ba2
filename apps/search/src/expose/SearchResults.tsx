import { SearchResults } from '../features/results/SearchResults';

export default SearchResults;
