// The footer-content feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export {
  fetchFooterContent,
  FOOTER_CONTENT_PATH,
  FOOTER_CONTENT_TIMEOUT_MS,
  footerContentOf,
  type FooterContentResult,
  loadFooterContentOnServer,
  withoutServiceContent,
} from './footerContentApi';
export { type FooterContentState, useFooterContent } from './useFooterContent';
