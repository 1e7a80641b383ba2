const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  name: 'navigation',
  dir: __dirname,
  devPort: 3101,
  exposes: {
    "./Header": "./src/expose/Header.tsx"
  },
});
