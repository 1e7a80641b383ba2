import { pageTypeForPath, UI_CATALOGUE_PATH } from '@storefront/contracts';

describe('UI catalogue page', () => {
  it('has its own page type at /ui-catalogue', () => {
    expect(UI_CATALOGUE_PATH).toBe('/ui-catalogue');
    expect(pageTypeForPath('/ui-catalogue')).toBe('uiCatalogue');
    expect(pageTypeForPath('/ui-catalogue/')).toBe('uiCatalogue');
  });
});
