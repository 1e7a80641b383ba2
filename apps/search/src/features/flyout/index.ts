// The flyout feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { SearchFlyout, type SearchFlyoutProps } from './SearchFlyout';
export { useFlyoutVariant } from './useFlyoutVariant';
