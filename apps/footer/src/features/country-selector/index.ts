// The country-selector feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { CountrySelector, type CountrySelectorProps } from './CountrySelector';
