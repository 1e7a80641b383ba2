import { emit, on, pushToDataLayer } from '@storefront/contracts';

export const CONSENT_SCRIPT_ELEMENT_ID = 'storefront-consent-script';

/**
 * Loads the consent service's script once per page, then pushes a consent-update event to the
 * data layer and tells the other remotes it is there. The address (site and stage) comes from the
 * document server's configuration (apps/document-server/src/consent.ts).
 */
export function loadConsent(scriptUrl: string, doc: Document = document): void {
  if (!scriptUrl || doc.getElementById(CONSENT_SCRIPT_ELEMENT_ID)) return;
  const script = doc.createElement('script');
  script.id = CONSENT_SCRIPT_ELEMENT_ID;
  script.src = scriptUrl;
  script.async = true;
  script.addEventListener('load', () => {
    pushToDataLayer({ event: 'consent_update' });
    emit('consent:consent-update', { loaded: true });
  });
  script.addEventListener('error', () => console.error('The consent service could not be loaded.'));
  doc.head.appendChild(script);
}

interface ConsentService {
  showSettings?: () => void;
}

/**
 * A footer legal link asks for the consent settings through the event catalogue; the header, which
 * loads the consent service, opens its settings dialog. Returns the unsubscribe function.
 */
export function openConsentSettingsOnRequest(win: Window = window): () => void {
  return on(
    'consent:open-settings',
    () => {
      const service = (win as Window & { StorefrontConsent?: ConsentService }).StorefrontConsent;
      if (service?.showSettings) service.showSettings();
      else
        console.error('The consent settings cannot be opened: the consent service is not loaded.');
    },
    win,
  );
}
