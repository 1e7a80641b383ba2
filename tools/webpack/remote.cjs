const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig } = require('./common.cjs');
const { sharedSingletons } = require('./shared.cjs');

/**
 * The build of one remote: a federated container with its manifest, plus (in development) a harness
 * page that renders the remote alone for the team that owns it.
 */
function remoteConfig({ name, dir, exposes, devPort }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const config = commonConfig({ dir, mode, name });
    const harness = mode === 'development';
    config.entry = harness ? { harness: './src/harness.tsx' } : {};
    config.plugins.push(
      new ModuleFederationPlugin({
        // Prefixed: a container global named `navigation` would collide with window.navigation.
        name: containerName(name),
        filename: 'remoteEntry.js',
        exposes,
        shared: harness ? sharedSingletons() : hostProvided(sharedSingletons()),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        shareStrategy: 'loaded-first',
        // In production the page's one federation runtime comes from the shell (see
        // tools/webpack/runtime.cjs); the dev harness has no shell, so it bundles its own.
        experiments: { asyncStartup: true, externalRuntime: !harness },
      }),
    );
    if (harness) {
      config.plugins.push(new HtmlWebpackPlugin({ title: `${name} harness`, chunks: ['harness'], templateContent: '<!doctype html><html><body><div id="harness"></div></body></html>' }));
      config.devServer = {
        port: devPort,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        // The harness talks to the same API as the composed storefront (`pnpm start`).
        proxy: [{ context: ['/service'], target: process.env.STOREFRONT_URL ?? 'http://localhost:3000', changeOrigin: true }],
      };
    }
    return config;
  };
}

/**
 * In production the shell always provides every shared module, so a remote carries no fallback
 * copy of its own: no react-dom to minify per remote, and a smaller remote entry (the chunk map and
 * fallback getters of every shared library go away).
 */
function hostProvided(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, import: false }]));
}

/** The global name of a remote's container; the shell registers it under the remote's plain name. */
function containerName(name) {
  return `storefront_${name}`;
}

module.exports = { remoteConfig, containerName };
