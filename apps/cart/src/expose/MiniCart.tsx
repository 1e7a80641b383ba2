import { MiniCart } from '../features/mini-cart/MiniCart';

export default MiniCart;
