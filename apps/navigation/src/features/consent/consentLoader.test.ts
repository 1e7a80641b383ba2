import { emit } from '@storefront/contracts';
import {
  CONSENT_SCRIPT_ELEMENT_ID,
  loadConsent,
  openConsentSettingsOnRequest,
} from './consentLoader';

describe('consent settings', () => {
  afterEach(() => {
    delete (window as Window & { StorefrontConsent?: unknown }).StorefrontConsent;
    jest.restoreAllMocks();
  });

  it('opens the consent service’s settings when another team asks for them', () => {
    const showSettings = jest.fn();
    (window as Window & { StorefrontConsent?: unknown }).StorefrontConsent = { showSettings };
    const stop = openConsentSettingsOnRequest();
    emit('consent:open-settings', {});
    expect(showSettings).toHaveBeenCalledTimes(1);
    stop();
    emit('consent:open-settings', {});
    expect(showSettings).toHaveBeenCalledTimes(1);
  });

  it('logs instead of failing when the service is not loaded', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = openConsentSettingsOnRequest();
    emit('consent:open-settings', {});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('consent service is not loaded'));
    stop();
  });
});

describe('consent script', () => {
  afterEach(() => {
    document.getElementById(CONSENT_SCRIPT_ELEMENT_ID)?.remove();
    window.dataLayer = [];
  });

  it('loads the configured address once and pushes consent_update when it has loaded', () => {
    const updates: boolean[] = [];
    const onUpdate = (event: Event) =>
      updates.push((event as CustomEvent<{ loaded: boolean }>).detail.loaded);
    window.addEventListener('consent:consent-update', onUpdate);
    loadConsent('https://consent.example/3f1c-test/stub.js');
    loadConsent('https://consent.example/other.js');
    const scripts = document.querySelectorAll<HTMLScriptElement>(`#${CONSENT_SCRIPT_ELEMENT_ID}`);
    // HSC-1-6 / HSC-7-12: the consent service's script loads once; after it loads a consent-update event goes to the data layer.
    expect([...scripts].map((script) => script.src)).toEqual([
      'https://consent.example/3f1c-test/stub.js',
    ]);
    expect(window.dataLayer ?? []).toEqual([]);
    scripts[0]!.dispatchEvent(new Event('load'));
    expect(window.dataLayer).toEqual([{ event: 'consent_update' }]);
    expect(updates).toEqual([true]);
    window.removeEventListener('consent:consent-update', onUpdate);
  });

  it('loads nothing without an address (a remote alone in its harness)', () => {
    loadConsent('');
    expect(document.getElementById(CONSENT_SCRIPT_ELEMENT_ID)).toBeNull();
  });
});
