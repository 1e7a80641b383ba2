// The platform feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { ViewSwitch, type ViewSwitchProps } from './ViewSwitch';
export {
  choosePlatform,
  DEFAULT_FOOTER_WIDTH,
  footerPlatform,
  PLATFORM_COOKIE_MAX_AGE_SECONDS,
  switchTarget,
  useFooterPlatform,
} from './footerPlatform';
