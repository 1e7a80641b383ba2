// The app-banner feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export { type AppBannerDecision, AppInstallBanner } from './AppInstallBanner';
