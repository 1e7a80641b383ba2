const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  name: 'search',
  dir: __dirname,
  devPort: 3102,
  exposes: {
    "./SearchBox": "./src/expose/SearchBox.tsx",
    "./SearchResults": "./src/expose/SearchResults.tsx"
  },
});
