// The main-nav feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { MainNav } from './MainNav';
export { endDateTexts } from './endDate';
