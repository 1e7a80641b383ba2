import { CartPage } from '../features/cart-page/CartPage';

export default CartPage;
