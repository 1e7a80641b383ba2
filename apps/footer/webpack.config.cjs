const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  exposes: {
    './Footer': './src/expose/Footer.tsx',
  },
});
