import { appStoreId } from './conditions';

describe('app-install banner', () => {
  it('uses the test app id on the test host', () => {
    expect(appStoreId('de.localhost')).toBe('1234567899');
    expect(appStoreId('www.storefront.de')).toBe('1234567890');
  });
});
