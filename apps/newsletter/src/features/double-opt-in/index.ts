// The double-opt-in feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export { confirmSubscription, tokenFromLocation } from './doubleOptInApi';
