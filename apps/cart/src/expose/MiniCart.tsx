import { MiniCart } from '../app/mini-cart/MiniCart';
import { registerCartTexts } from '../texts/cartTexts';

registerCartTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadCartTexts as loadTexts } from '../texts/cartTexts';

/** Server rendering: the visitor's cart from the request's cookies, so the badge shows its count in the first HTML. */
export { loadCartServerData as loadServerData } from '../shared/cart-state';
export default MiniCart;
