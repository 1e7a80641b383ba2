import { compatibilityProblems, type ReleaseManifest } from './compatibility';

const shell = {
  react: '19.3.1',
  'react/': '19.3.1',
  '@storefront/contracts': '1.0.0',
  '@storefront/ui': '1.0.0',
};
const footer = (shared: ReleaseManifest['shared'], exposes = ['./Footer']): ReleaseManifest => ({
  shared,
  exposes: exposes.map((path) => ({ path })),
});

describe('compatibility of a release with the live shell', () => {
  it('accepts a release whose requirements the shell satisfies', () => {
    expect(
      compatibilityProblems(
        'footer',
        footer([
          { name: 'react', requiredVersion: '^19.3.1' },
          { name: '@storefront/contracts', requiredVersion: '^1.0.0' },
        ]),
        shell,
      ),
    ).toEqual([]);
  });

  it('takes a subpath as provided by its shared prefix (react/ provides react/jsx-runtime)', () => {
    expect(
      compatibilityProblems(
        'footer',
        footer([{ name: 'react/jsx-runtime', requiredVersion: '^19.3.1' }]),
        shell,
      ),
    ).toEqual([]);
  });

  it('refuses a shared library major the shell does not provide', () => {
    expect(
      compatibilityProblems(
        'footer',
        footer([{ name: 'react', requiredVersion: '^20.0.0' }]),
        shell,
      ),
    ).toEqual(['footer needs react ^20.0.0, but the live shell provides 19.3.1.']);
  });

  it('refuses a contracts version outside the shell’s range, also a newer minor', () => {
    expect(
      compatibilityProblems(
        'footer',
        footer([{ name: '@storefront/contracts', requiredVersion: '^1.1.0' }]),
        shell,
      ),
    ).toEqual(['footer needs @storefront/contracts ^1.1.0, but the live shell provides 1.0.0.']);
  });

  it('refuses a library the shell does not share at all', () => {
    expect(
      compatibilityProblems(
        'footer',
        footer([{ name: 'lodash', requiredVersion: '^4.0.0' }]),
        shell,
      ),
    ).toEqual(['footer needs the shared library lodash, which the live shell does not provide.']);
  });

  it('refuses a release that no longer exposes a module the shell’s slots load', () => {
    expect(compatibilityProblems('footer', footer([], ['./Other']), shell)).toEqual([
      "footer no longer exposes Footer, which the shell's slots load.",
    ]);
  });
});
