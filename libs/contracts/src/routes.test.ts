import { pageTypeForPath, productIdOfPath, trimTrailingSlashes } from './routes';

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
