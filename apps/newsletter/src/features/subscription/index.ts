// The subscription feature's public face: other features import it from here, never from its files (issue 30 item 3, eslint.config.mjs).
export * from './useSubscription';
