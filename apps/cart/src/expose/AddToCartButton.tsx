import { AddToCartButton } from '../features/add-to-cart';
import { registerCartTexts } from '../texts/cartTexts';

registerCartTexts();

/** Server rendering: the texts of this release, for the site that runs it (contracts, ServerRenderableModule). */
export { loadCartTexts as loadTexts } from '../texts/cartTexts';

/** Server rendering: the page's address, where the button's plain form returns with its outcome. */
export { loadPageAddress as loadServerData } from '../features/add-to-cart';
export default AddToCartButton;
