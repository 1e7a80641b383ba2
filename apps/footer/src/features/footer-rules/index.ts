// The footer-rules feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export {
  isMobileClient,
  isReducedByCookies,
  isReducedFooter,
  linkTarget,
  type LinkTarget,
  NEW_APP_MARKER,
  type NewsletterBlockInput,
  showNewsletterBlock,
  visibleTeaserGroups,
  visibleTeaserLinks,
} from './footerRules';
