// The modules that must exist exactly once on the composed page. The workspace libs are shared too,
// so every remote sees the same i18next instance, the same contracts and the same platform (one HTTP
// client, one cross-tab channel).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) =>
  require(require.resolve(`${pkg}/package.json`, { paths: [path.join(root, 'apps/shell')] }))
    .version;

function sharedSingletons() {
  const react = version('react');
  // The per-domain schema libraries (@storefront/<domain>-schemas) are not here: each consumer bundles its own copy.
  const libs = [
    '@storefront/contracts',
    '@storefront/platform',
    '@storefront/i18n',
    '@storefront/ui',
  ];
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

/** The version the shell provides of one shared library: its own version, else its range's floor. */
function providedVersion(options) {
  return options.version ?? options.requiredVersion.replace(/^\^/, '');
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

/** The one shared library the shell provides from a chunk of its own (see below). */
const SHELL_LAZY_SHARED = ['@storefront/ui'];

/**
 * The shared singletons as the shell's browser build provides them: from main.js itself (eager),
 * except `@storefront/ui`, whose stylesheets the document server links from that library's own
 * chunk (apps/shell/webpack.config.cjs, `sharedStylesheetsPlugin`). Every page's
 * start needs them all, and as chunks of their own they were asked for only once main.js ran, a
 * second round trip, by script elements created inside main.js's first task together with the
 * federation runtime's version checks (loadShare 50-82 ms of that 181-194 ms task at 4x CPU, DE
 * home, 2026-11-28). Eager, they arrive with main.js; each module is still evaluated only when
 * first required, so the start keeps its steps (apps/shell/src/index.tsx). The price: main.js
 * (revalidated, `no-cache`) carries react-dom, so a shell release sends it again where the
 * content-hashed chunk would have stayed cached. bench/check-budgets.mjs holds main.js to it.
 */
function shellEagerShared() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([key, options]) => {
      // The shell consumes the very versions it provides, so its own consumption checks no range:
      // the federation runtime's semver parse of each library's range was 9-15 ms of main.js's
      // first task at 4x CPU (bench/README.md, 2026-11-29). The version each provides stays the same
      // (shared-provided.json's), and every remote's range is still checked against it, at deploy
      // (apps/release-cli) and when the remote consumes it.
      const own = { ...options, version: providedVersion(options), requiredVersion: false };
      return [key, SHELL_LAZY_SHARED.includes(key) ? own : { ...own, eager: true }];
    }),
  );
}

module.exports = {
  sharedSingletons,
  providedVersion,
  sharedPackages,
  shellEagerShared,
  SHELL_LAZY_SHARED,
  root,
};
