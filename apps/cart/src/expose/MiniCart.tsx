import { MiniCart } from '../features/mini-cart/MiniCart';
import { registerCartTexts } from '../texts/cartTexts';

registerCartTexts();

export default MiniCart;
