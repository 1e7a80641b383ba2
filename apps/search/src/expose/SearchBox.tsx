import { SearchBox } from '../features/search-box/SearchBox';

export default SearchBox;
