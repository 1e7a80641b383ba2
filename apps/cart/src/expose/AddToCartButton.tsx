import { AddToCartButton } from '../features/add-to-cart/AddToCartButton';

export default AddToCartButton;
