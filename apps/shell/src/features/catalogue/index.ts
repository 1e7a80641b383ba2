export { fetchProduct, fetchProducts } from './catalogueApi';
export {
  embeddedHomeProducts,
  embeddedProduct,
  loadHomeProducts,
  loadProductOfPage,
  priced,
  type PricedProduct,
} from './catalogueServerData';
