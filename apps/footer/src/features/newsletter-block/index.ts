// The newsletter-block feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { customerOf, fetchNlStatus, loadNlStatusOnServer } from './customerInfoApi';
export { type NlStatusState, useNlStatus } from './useNlStatus';
