const { remoteConfig } = require('../../tools/webpack/remote.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  exposes: {
    './MiniCart': './src/expose/MiniCart.tsx',
    './CartPage': './src/expose/CartPage.tsx',
    './externalCartChange': './src/expose/externalCartChange.ts',
    './AddToCartButton': './src/expose/AddToCartButton.tsx',
  },
});
