import { renderHarness } from '@storefront/ui';
import SearchBox from './expose/SearchBox';

// `pnpm --filter @storefront/search dev`: the remote alone, e.g. http://localhost:3102/?site=HU
renderHarness('search', SearchBox);
