export { AddToCart } from './AddToCart';
