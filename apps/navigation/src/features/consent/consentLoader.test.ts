import { emit } from '@storefront/contracts';
import { openConsentSettingsOnRequest } from './consentLoader';

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
