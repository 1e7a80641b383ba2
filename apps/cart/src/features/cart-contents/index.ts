// The cart-contents feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { CartContents } from './CartContents';
export { CartMessage } from './CartMessage';
