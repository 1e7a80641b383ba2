import { renderHarness } from '@storefront/ui';
import SignUpPage from './expose/SignUpPage';

// `pnpm --filter @storefront/newsletter dev`: the remote alone, e.g. http://localhost:3104/?site=HU
renderHarness('newsletter', SignUpPage);
