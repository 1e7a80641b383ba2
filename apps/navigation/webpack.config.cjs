const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  exposes: {
    "./Header": "./src/expose/Header.tsx"
  },
});
