const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  exposes: {
    './Header': './src/expose/Header.tsx',
  },
  // The header's placeholder, which the document server inlines into every page (contracts: headerPlaceholder.ts).
  publishes: {
    'header-placeholder.css': './src/features/header-placeholder/headerPlaceholderCss.cjs',
  },
});
