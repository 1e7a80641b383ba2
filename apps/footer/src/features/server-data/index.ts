// The server-data feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export {
  type FooterServerData,
  loadFooterServerData,
  parseFooterServerData,
  parseSiteOrigins,
  SHARED_FOOTER_S,
  type SiteOrigins,
} from './footerServerData';
