const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');

/**
 * CSS-module class names: the browser build and the server build (tools/webpack/server.cjs) must
 * name every class alike, or the server's HTML would not match the browser's CSS.
 */
function cssModuleOptions({ mode, name }) {
  const production = mode === 'production';
  return {
    namedExport: false,
    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[name]-[local]`,
  };
}

/**
 * Where an app's build goes: `--env outputDir=<dir>` (scripts/build.mjs: a deploy builds into a
 * scratch folder), else `<app>/dist`. Not `--output-path`: webpack-cli would give it to every
 * config of a multi-config build, and the server container belongs in `<dir>/server`.
 */
function outputDirOf(dir, env) {
  return env && typeof env.outputDir === 'string'
    ? path.resolve(env.outputDir)
    : path.join(dir, 'dist');
}

/** Loaders, resolution and optimisation every app's build shares. */
function commonConfig({ dir, mode, name, outputDir = path.join(dir, 'dist') }) {
  const production = mode === 'production';
  return {
    name: 'browser',
    mode,
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      publicPath: 'auto',
      uniqueName: name,
      // [contenthash] is not allowed for the federated entry (toolchain notes): hash chunks only.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // dist/server/ is the server build's (tools/webpack/server.cjs), which cleans it itself.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        swcRule(production),
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { modules: cssModuleOptions({ mode, name }) } },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
    ],
    optimization: {
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

module.exports = { commonConfig, cssModuleOptions, outputDirOf, swcRule };
