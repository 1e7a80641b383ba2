// The double-opt-in feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { confirmSubscription, tokenFromLocation } from './doubleOptInApi';
export { DoubleOptIn } from './DoubleOptIn';
