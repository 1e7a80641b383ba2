import { renderHarness } from '@storefront/ui';
import Header from './expose/Header';

// `pnpm --filter @storefront/navigation dev`: the remote alone, e.g. http://localhost:3101/?site=HU
renderHarness('navigation', Header);
