const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  exposes: {
    './PreviewPanel': './src/expose/PreviewPanel.tsx',
  },
});
