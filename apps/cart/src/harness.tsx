import { renderHarness } from '@storefront/ui';
import MiniCart from './expose/MiniCart';

// `pnpm --filter @storefront/cart dev`: the remote alone, e.g. http://localhost:3103/?site=HU
renderHarness('cart', MiniCart);
