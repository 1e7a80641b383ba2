const path = require('node:path');
const { cssModuleOptions, swcRule } = require('./common.cjs');

/**
 * What every server build shares: an app's code for Node, beside its
 * browser build in `<outputDir>/server/`. Node loads it with Module Federation's Node runtime
 * (`@module-federation/node/runtimePlugin`), whose chunk loader reads the hashed chunks from disk
 * (or fetches them next to the remote entry's URL).
 *
 * CSS modules produce the browser build's class names (same `localIdentName`, same context), but
 * no CSS: the browser build ships the stylesheets. Neither minified nor source-mapped: nobody
 * downloads it, and the build runs on 2 cores.
 */
function serverCommonConfig({ dir, mode, name, outputDir }) {
  const production = mode === 'production';
  return {
    name: 'server',
    mode,
    context: dir,
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(outputDir, 'server'),
      // Chunks are read from the entry's folder on disk: a container on a CDN is first copied to a
      // local folder, file by file after `files.json` (apps/shell/src/ssr/loadServerModule.ts).
      publicPath: '',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      // `createRequire(file)` must stay Node's: it is the `require` a loaded container runs with
      // (apps/shell/src/ssr/loadServerModule.ts), not a module webpack resolves at build time.
      parser: { javascript: { createRequire: false } },
      rules: [
        swcRule(production),
        {
          test: /\.module\.css$/,
          use: [
            {
              loader: 'css-loader',
              options: { modules: { ...cssModuleOptions({ mode, name }), exportOnlyLocals: true } },
            },
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [require.resolve('./empty-loader.cjs')] },
      ],
    },
    plugins: [fileListPlugin()],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * `files.json`: every file of the server build, so a host can copy a release from a CDN to disk
 * before loading it. Node's federation runtime can fetch an entry over HTTP, but two releases of
 * one remote share one runtime instance (same container name), and only the first one's chunk
 * loader fetches; from disk, every release's own webpack chunk loader reads its own folder.
 */
function fileListPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ServerFileList', (compilation) => {
        compilation.hooks.processAssets.tap(
          {
            name: 'ServerFileList',
            stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
          },
          () => {
            const files = Object.keys(compilation.assets).sort();
            compilation.emitAsset(
              'files.json',
              new compiler.webpack.sources.RawSource(JSON.stringify(files)),
            );
          },
        );
      });
    },
  };
}

/** The federation runtime plugin that loads remote entries and their chunks in Node. */
function nodeRuntimePlugin() {
  return require.resolve('@module-federation/node/runtimePlugin');
}

module.exports = { serverCommonConfig, nodeRuntimePlugin };
