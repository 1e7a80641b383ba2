import { CartPage } from '../app/cart-page/CartPage';
import { registerCartTexts } from '../texts/cartTexts';

registerCartTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadCartTexts as loadTexts } from '../texts/cartTexts';

/** Server rendering: the visitor's cart, so the page's lines are in the first HTML. */
export { loadCartServerData as loadServerData } from '../shared/cart-state';
export default CartPage;
