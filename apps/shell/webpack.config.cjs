const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, outputDirOf } = require('../../tools/webpack/common.cjs');
const { serverCommonConfig, nodeRuntimePlugin } = require('../../tools/webpack/server.cjs');
const {
  sharedSingletons,
  providedVersion,
  shellEagerShared,
} = require('../../tools/webpack/shared.cjs');
const { injectExternalRuntimePlugin } = require('../../tools/webpack/runtime.cjs');
const { entryCompileHintPlugin } = require('../../tools/webpack/compileHints.cjs');

/**
 * The host. It knows no remote at build time: the registry the document server embeds in the page
 * says where each remote's manifest is, so a remote ships without rebuilding the shell.
 */
/**
 * `shared-provided.json`: each shared library and the version this shell provides. A remote's
 * deploy checks its release's requirements against the live shell's file (apps/release-cli).
 */
function sharedProvidedPlugin() {
  const provided = Object.fromEntries(
    Object.entries(sharedSingletons()).map(([name, options]) => [name, providedVersion(options)]),
  );
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('SharedProvided', (compilation) => {
        compilation.hooks.processAssets.tap(
          {
            name: 'SharedProvided',
            stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
          },
          () => {
            compilation.emitAsset(
              'shared-provided.json',
              new compiler.webpack.sources.RawSource(JSON.stringify(provided, null, 2)),
            );
          },
        );
      });
    },
  };
}

/**
 * `shared-stylesheets.json`: the stylesheets of the chunks that hold the shared `@storefront/ui`
 * this shell provides, as URLs. The browser loads them only with the library's chunk, after the
 * scripts; the document server links them in the head of a server-rendered page, so the ui
 * components in the server's HTML (the search results' product tiles) are styled when first painted
 * instead of moving once the chunk arrives (Lighthouse: CLS 0.021 on the search results). The chunk's
 * loader finds the link already there and adds none.
 */
function sharedStylesheetsPlugin() {
  const uiEntry = path.resolve(__dirname, '../../libs/ui/src/index.ts');
  const isUiEntry = (module) =>
    module.resource === uiEntry ||
    module.rootModule?.resource === uiEntry ||
    [...(module.modules ?? [])].some((inner) => inner.resource === uiEntry);
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('SharedStylesheets', (compilation) => {
        compilation.hooks.processAssets.tap(
          {
            name: 'SharedStylesheets',
            stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
          },
          () => {
            const files = new Set();
            for (const chunk of compilation.chunks) {
              if (![...compilation.chunkGraph.getChunkModulesIterable(chunk)].some(isUiEntry))
                continue;
              // Loading the library loads its whole chunk group; an initial chunk's CSS is in the head already.
              for (const group of chunk.groupsIterable)
                for (const member of group.chunks)
                  if (!member.canBeInitial())
                    for (const file of member.files) if (file.endsWith('.css')) files.add(file);
            }
            if (files.size === 0)
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  'SharedStylesheets: no chunk holds @storefront/ui; the server-rendered pages would paint its components unstyled.',
                ),
              );
            const urls = [...files]
              .sort()
              .map((file) => `${compilation.outputOptions.publicPath}${file}`);
            compilation.emitAsset(
              'shared-stylesheets.json',
              new compiler.webpack.sources.RawSource(JSON.stringify(urls, null, 2)),
            );
          },
        );
      });
    },
  };
}

module.exports = (env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const outputDir = outputDirOf(__dirname, env);
  return [browserConfig(mode, outputDir), serverConfig(mode, outputDir)];
};

function browserConfig(mode, outputDir) {
  const config = commonConfig({ dir: __dirname, mode, name: 'shell', outputDir });
  config.entry = { main: './src/index.tsx' };
  // The document is rendered for every path (/p/123, /search...), so the shell's files need an absolute base.
  config.output.publicPath = process.env.SHELL_PUBLIC_PATH ?? '/shell/';
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: shellEagerShared(),
      dts: false,
      manifest: false,
      // 'version-first' would fetch every remote's entry at start, so one dead remote could break the page.
      shareStrategy: 'loaded-first',
      experiments: { asyncStartup: true, optimization: { target: 'web' } },
      // The shell hands its federation runtime to every remote, so no remote entry carries a copy.
      runtimePlugins: [injectExternalRuntimePlugin()],
    }),
    sharedProvidedPlugin(),
    sharedStylesheetsPlugin(),
    entryCompileHintPlugin(),
    new HtmlWebpackPlugin({
      filename: 'document.html',
      // No script tag in the head: the template's start-up script asks for the
      // entry after the first paint; the entry's CSS stays a stylesheet of the head.
      inject: false,
      templateContent: ({ htmlWebpackPlugin }) => {
        const template = fs.readFileSync(path.join(__dirname, 'src/document.html'), 'utf8');
        const [script] = htmlWebpackPlugin.files.js;
        const [css] = htmlWebpackPlugin.files.css;
        if (!script || !css)
          throw new Error('document.html: the shell build has no entry script or stylesheet');
        return template.replace('%MAIN_SCRIPT%', () => script).replace('%MAIN_CSS%', () => css);
      },
      minify: false,
    }),
  );
  return config;
}

/**
 * The document server's side: `dist/server/entry.js`, the shell's React tree for Node
 * with the browser build's CSS-module class names, and the process's one federation host. It
 * provides every shared singleton eagerly (a remote's server container carries none), and knows no
 * remote at build time: `loadServerModule` registers each registry entry when first asked.
 */
function serverConfig(mode, outputDir) {
  const config = serverCommonConfig({ dir: __dirname, mode, name: 'shell', outputDir });
  config.entry = { entry: './src/ssr/entry.ts' };
  config.output.library = { type: 'commonjs2' };
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell_server',
      remotes: {},
      shared: Object.fromEntries(
        Object.entries(sharedSingletons()).map(([key, options]) => [
          key,
          { ...options, eager: true },
        ]),
      ),
      shareStrategy: 'loaded-first',
      runtimePlugins: [nodeRuntimePlugin()],
      manifest: false,
      dts: false,
    }),
  );
  return config;
}
