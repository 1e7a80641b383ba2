// The external-change feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { externalCartChange } from './externalCartChange';
