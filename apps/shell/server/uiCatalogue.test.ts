import { pageTypeForPath, UI_CATALOGUE_PATH } from '@storefront/contracts';
import { uiCatalogueEnabled } from './app';

describe('UI catalogue page', () => {
  it('has its own page type at /ui-catalogue', () => {
    expect(UI_CATALOGUE_PATH).toBe('/ui-catalogue');
    expect(pageTypeForPath('/ui-catalogue')).toBe('uiCatalogue');
    expect(pageTypeForPath('/ui-catalogue/')).toBe('uiCatalogue');
  });

  it('is off in production unless UI_CATALOGUE=true, on in development', () => {
    expect(uiCatalogueEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(uiCatalogueEnabled({ NODE_ENV: 'production', UI_CATALOGUE: '1' })).toBe(false);
    expect(uiCatalogueEnabled({ NODE_ENV: 'production', UI_CATALOGUE: 'true' })).toBe(true);
    expect(uiCatalogueEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(uiCatalogueEnabled({})).toBe(true);
  });
});
