import { renderHarness } from '@storefront/ui';
import Footer from './expose/Footer';

// `pnpm --filter @storefront/footer dev`: the remote alone, e.g. http://localhost:3105/?site=HU
renderHarness('footer', Footer);
