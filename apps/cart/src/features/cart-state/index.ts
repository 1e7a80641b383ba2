// The cart-state feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export * from './cartApi';
export * from './cartItems';
export * from './cartMessages';
export * from './cartServerData';
export * from './cartStore';
export * from './checkout';
export * from './constants';
export * from './priceTexts';
export * from './useCart';
