import { AddToCartButton } from '../features/add-to-cart/AddToCartButton';
import { registerCartTexts } from '../texts/cartTexts';

registerCartTexts();

export default AddToCartButton;
