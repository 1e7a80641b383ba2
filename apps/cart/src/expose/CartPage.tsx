import { CartPage } from '../features/cart-page/CartPage';
import { registerCartTexts } from '../texts/cartTexts';

registerCartTexts();

export default CartPage;
