const path = require('node:path');
const webpack = require('webpack');
const { commonConfig } = require('../../tools/webpack/common.cjs');

/**
 * A MEASURING build, not a product build: the same shell with every remote's exposed components
 * imported directly into one bundle, no federation runtime and no shared-module negotiation. The
 * benchmark (bench/single.ts) serves it in place of the shell's own files to report what
 * federation itself costs.
 *
 * It writes to dist/single/ (served under /shell/single/ by the normal document server, and wiped
 * by the next normal shell build). `pnpm build` never runs it.
 */
module.exports = () => {
  const config = commonConfig({ dir: __dirname, mode: 'production', name: 'shell' });
  config.entry = { main: './src/index.tsx' };
  config.output.path = path.join(__dirname, 'dist/single');
  config.output.publicPath = '/shell/single/';
  config.output.clean = true;
  config.plugins.push(
    // The two files that talk to the federation runtime are swapped for direct imports.
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]federation[\\/]loadExposed$/,
      path.join(__dirname, 'src/single/loadExposedSingle.ts'),
    ),
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]federation[\\/]registry$/,
      path.join(__dirname, 'src/single/registrySingle.ts'),
    ),
  );
  return config;
};
