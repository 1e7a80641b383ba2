// The newsletter-block feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export * from './customerInfoApi';
export * from './useNlStatus';
