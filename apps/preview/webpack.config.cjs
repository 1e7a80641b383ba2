const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  name: 'preview',
  dir: __dirname,
  devPort: 3106,
  exposes: {
    "./PreviewPanel": "./src/expose/PreviewPanel.tsx"
  },
});
