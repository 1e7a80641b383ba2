const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  name: 'newsletter',
  dir: __dirname,
  devPort: 3104,
  exposes: {
    "./SignUp": "./src/expose/SignUp.tsx",
    "./SignUpPage": "./src/expose/SignUpPage.tsx",
    "./DoubleOptIn": "./src/expose/DoubleOptIn.tsx",
    "./Subscription": "./src/expose/Subscription.tsx"
  },
});
