// The consent feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export {
  CONSENT_SCRIPT_ELEMENT_ID,
  loadConsent,
  openConsentSettingsOnRequest,
} from './consentLoader';
