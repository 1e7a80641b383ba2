// The modules that must exist exactly once on the composed page. The workspace libs are shared too,
// so every remote sees the same i18next instance, the same contracts and the same platform (one HTTP
// client, one cross-tab channel).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [path.join(root, 'apps/shell')] })).version;

function sharedSingletons() {
  const react = version('react');
  // The per-domain schema libraries (@storefront/<domain>-schemas) are not here: each consumer bundles its own copy.
  const libs = ['@storefront/contracts', '@storefront/platform', '@storefront/i18n', '@storefront/ui'];
  const shared = {
    react: { singleton: true, requiredVersion: `^${react}` },
    'react/': { singleton: true, requiredVersion: `^${react}` },
    'react-dom': { singleton: true, requiredVersion: `^${react}` },
    'react-dom/': { singleton: true, requiredVersion: `^${react}` },
    jotai: { singleton: true, requiredVersion: `^${version('jotai')}` },
    i18next: { singleton: true, requiredVersion: `^${version('i18next')}` },
    'react-i18next': { singleton: true, requiredVersion: `^${version('react-i18next')}` },
  };
  for (const lib of libs) {
    const libVersion = require(path.join(root, 'libs', lib.split('/')[1], 'package.json')).version;
    shared[lib] = { singleton: true, version: libVersion, requiredVersion: `^${libVersion}` };
  }
  return shared;
}

/** The third-party packages shared above (`react/` counts as react): no remote may bundle a copy. */
function sharedPackages() {
  return [
    ...new Set(
      Object.keys(sharedSingletons())
        .filter((key) => !key.startsWith('@storefront/'))
        .map((key) => key.split('/')[0]),
    ),
  ];
}

module.exports = { sharedSingletons, sharedPackages, root };
