const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  exposes: {
    './SearchBox': './src/expose/SearchBox.tsx',
    './SearchResults': './src/expose/SearchResults.tsx',
  },
});
