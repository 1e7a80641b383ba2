const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  name: 'footer',
  dir: __dirname,
  devPort: 3105,
  exposes: {
    "./Footer": "./src/expose/Footer.tsx"
  },
});
