const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  exposes: {
    './SignUp': './src/expose/SignUp.tsx',
    './SignUpPage': './src/expose/SignUpPage.tsx',
    './DoubleOptIn': './src/expose/DoubleOptIn.tsx',
    './Subscription': './src/expose/Subscription.tsx',
  },
});
