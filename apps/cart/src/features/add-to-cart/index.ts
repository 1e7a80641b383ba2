// The add-to-cart feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { AddToCartButton } from './AddToCartButton';
export { loadPageAddress } from './pageAddress';
