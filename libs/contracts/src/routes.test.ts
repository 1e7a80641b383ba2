import { PAGE_TYPES } from './props';
import {
  CONTENT_PATHS,
  PAGE_ROUTES,
  pageTypeForPath,
  productIdOfPath,
  productPath,
  trimTrailingSlashes,
} from './routes';

describe('the router', () => {
  it.each([
    ['/', 'home'],
    ['//', 'home'],
    [productPath('100001'), 'ProductDetailPage'],
    [`${productPath('100001')}//`, 'ProductDetailPage'],
    ['/p/100001/more', 'notFound'],
    ['/p/', 'notFound'],
    ['/service/cartfrontend/cart', 'basket'],
    ['/search/', 'search'],
    ['/subscribenewsletter', 'newsletter'],
    ['/subscribenewsletter/confirm', 'newsletterConfirm'],
    ['/subscribenewsletter/subscription/', 'newsletterSubscription'],
    ['/login', 'login'],
    ['/login/x', 'notFound'],
    ['/staff/login', 'staffLogin'],
    ['/logout', 'logout'],
    ['/service/storefinder', 'content'],
    ['/service/storefinder/search/', 'content'],
    ['/c/kaffee', 'content'],
    ['/c/kaffee/', 'content'],
    ['/kaffee-c123.html', 'content'],
    ['/kaffee-c123.html/', 'notFound'],
    ['/hilfe-s9.html', 'content'],
    ['/registerfreegoldcard', 'content'],
    ['/content/ueber-uns', 'content'],
    ['/themeworld/garten', 'content'],
    ['/nowhere', 'notFound'],
  ])('routes %s to %s', (path, pageType) => {
    expect(pageTypeForPath(path)).toBe(pageType);
  });

  it('routes every content path, with or without its trailing slash, unless a page of its own has it', () => {
    const ownPath = (path: string) =>
      PAGE_TYPES.find(
        (type) =>
          type !== 'content' && (PAGE_ROUTES[type].paths as readonly unknown[]).includes(path),
      );
    expect(ownPath('/login')).toBe('login');
    for (const path of CONTENT_PATHS) {
      const expected = ownPath(path) ?? 'content';
      expect([path, pageTypeForPath(path)]).toEqual([path, expected]);
      expect([path, pageTypeForPath(`${path}/`)]).toEqual([path, expected]);
    }
  });

  it('serves the UI catalogue in demo mode only', () => {
    expect(pageTypeForPath('/ui-catalogue')).toBe('notFound');
    expect(pageTypeForPath('/ui-catalogue/', { demo: false })).toBe('notFound');
    expect(pageTypeForPath('/ui-catalogue/', { demo: true })).toBe('uiCatalogue');
  });

  it('has a route for every page type, and only not-found answers no path', () => {
    expect(Object.keys(PAGE_ROUTES).sort()).toEqual([...PAGE_TYPES].sort());
    const pathless = PAGE_TYPES.filter((type) => PAGE_ROUTES[type].paths.length === 0);
    expect(pathless).toEqual(['notFound']);
  });
});

describe('path normalisation', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/search/', '/search'],
    ['/search///', '/search'],
    ['/a//b', '/a//b'],
    ['', ''],
  ])('trims %j to %j', (path, expected) => {
    expect(trimTrailingSlashes(path)).toBe(expected);
  });

  // The old `/\/+$/` backtracked over every run of slashes (quadratic); the scan reads each
  // character once. Its time is reported by the benchmark (bench/pathNormalisation.ts).
  it('handles 100,000-character paths of slashes', () => {
    const slashes = '/'.repeat(100_000);
    expect(pageTypeForPath(`/a${slashes}b`)).toBe('notFound');
    expect(pageTypeForPath(`/search${slashes}`)).toBe('search');
    expect(pageTypeForPath(slashes)).toBe('home');
    expect(trimTrailingSlashes(`/c/kaffee${slashes}`)).toBe('/c/kaffee');
  });
});

describe('productIdOfPath', () => {
  it.each([
    ['/p/100001', '100001'],
    ['/p/caf%C3%A9/', 'café'],
    ['/p/%E0%A4%A', undefined],
    ['/p/', undefined],
    ['/c/coffee', undefined],
  ])('%s → %s', (path, id) => {
    expect(productIdOfPath(path)).toBe(id);
  });
});
