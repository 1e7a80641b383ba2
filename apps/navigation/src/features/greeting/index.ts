// The greeting feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { Greeting, greetingLinks, type LogoutFields } from './Greeting';
export { usePersonalData } from './usePersonalData';
