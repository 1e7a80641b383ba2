const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { chunkIntegrityPlugins } = require('./integrity.cjs');
const { commonConfig, outputDirOf } = require('./common.cjs');
const { serverCommonConfig, nodeRuntimePlugin } = require('./server.cjs');
const { sharedSingletons } = require('./shared.cjs');
const { appNamed } = require('../workspace/apps.cjs');

/**
 * The build of one remote: a federated container with its manifest, plus (in development) a harness
 * page that renders the remote alone for the team that owns it; and beside it, in `dist/server/`,
 * the same exposed modules as a container for Node, which the document server renders.
 * A release copies the whole dist, so both ship together. `webpack serve` (the harness) builds
 * only the browser container. `publishes` names files put beside the manifest (copied, or built by a `.cjs` module), for
 * the document server to read from the release (navigation's header placeholder, contracts'
 * headerPlaceholder.ts).
 */
function remoteConfig({ dir, exposes, publishes = {} }) {
  // Its name and harness port are the app's own (package.json `storefront`, tools/workspace/apps.cjs).
  const { name, devPort } = appNamed(require('node:path').basename(dir));
  return (env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const outputDir = outputDirOf(dir, env);
    const browser = browserConfig({ name, dir, exposes, devPort, mode, outputDir });
    browser.plugins.push(new PublishFilesPlugin(dir, publishes));
    return env?.WEBPACK_SERVE
      ? browser
      : [browser, serverConfig({ name, dir, exposes, mode, outputDir })];
  };
}

function browserConfig({ name, dir, exposes, devPort, mode, outputDir }) {
  const config = commonConfig({ dir, mode, name, outputDir });
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
      experiments: {
        asyncStartup: true,
        externalRuntime: !harness,
        optimization: { target: 'web' },
      },
    }),
  );
  if (!harness) {
    // Every chunk the remote entry loads carries its SHA-256 (tools/webpack/integrity.cjs).
    config.output.crossOriginLoading = 'anonymous';
    config.plugins.push(...chunkIntegrityPlugins());
  }
  if (harness) {
    config.plugins.push(
      new HtmlWebpackPlugin({
        title: `${name} harness`,
        chunks: ['harness'],
        templateContent: '<!doctype html><html><body><div id="harness"></div></body></html>',
      }),
    );
    config.devServer = {
      port: devPort,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      // The harness talks to the same API as the composed storefront (`pnpm start`).
      proxy: [
        {
          context: ['/service'],
          target: process.env.STOREFRONT_URL ?? 'http://localhost:3000',
          changeOrigin: true,
        },
      ],
    };
  }
  return config;
}

/**
 * The remote's server container: the same container name and exposed modules, loaded by the
 * document server's one federation host (apps/shell/src/ssr), which provides every shared
 * singleton, so this container carries none (`import: false`). CommonJS, so Node's federation
 * runtime can evaluate the entry; it bundles its own runtime copy (no externalRuntime in Node).
 */
function serverConfig({ name, dir, exposes, mode, outputDir }) {
  const config = serverCommonConfig({ dir, mode, name, outputDir });
  config.entry = {};
  config.plugins.push(
    new ModuleFederationPlugin({
      name: containerName(name),
      filename: 'remoteEntry.js',
      exposes,
      // Unnamed: `module.exports` IS the container, whatever remote name a host registers it under.
      library: { type: 'commonjs-module' },
      remoteType: 'script',
      shared: hostProvided(sharedSingletons()),
      shareStrategy: 'loaded-first',
      runtimePlugins: [nodeRuntimePlugin()],
      manifest: false,
      dts: false,
    }),
  );
  return config;
}

/**
 * In production the shell always provides every shared module, so a remote carries no fallback
 * copy of its own: no react-dom to minify per remote, and a smaller remote entry (the chunk map and
 * fallback getters of every shared library go away).
 */
function hostProvided(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, options]) => [key, { ...options, import: false }]),
  );
}

/** The global name of a remote's container; the shell registers it under the remote's plain name. */
function containerName(name) {
  return `storefront_${name}`;
}

/**
 * A published file built by a module (`.cjs` exporting a function that returns its text), e.g. CSS
 * from measured data: the module and what it requires from its folder are read afresh each build.
 */
function built(source, compilation) {
  const folder = require('node:path').dirname(source) + require('node:path').sep;
  const ownFiles = () => Object.keys(require.cache).filter((file) => file.startsWith(folder));
  for (const file of ownFiles()) delete require.cache[file];
  const text = require(source)();
  for (const file of ownFiles()) compilation.fileDependencies.add(file);
  return text;
}

/** Emits each published file (name → source path in the app) beside the manifest: copied, or built by its `.cjs` module. */
class PublishFilesPlugin {
  constructor(dir, files) {
    this.files = Object.entries(files).map(([name, source]) => [
      name,
      require('node:path').resolve(dir, source),
    ]);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublishFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublishFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const [name, source] of this.files) {
            compilation.fileDependencies.add(source);
            compilation.emitAsset(
              name,
              new RawSource(
                source.endsWith('.cjs')
                  ? built(source, compilation)
                  : require('node:fs').readFileSync(source, 'utf8'),
              ),
            );
          }
        },
      );
    });
  }
}

module.exports = { remoteConfig, containerName };
