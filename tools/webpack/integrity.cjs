// Subresource Integrity for every chunk a remote entry loads (webpack-subresource-integrity): the
// entry carries each chunk's SHA-256 and sets it on the script it adds, so the browser refuses a
// chunk whose bytes changed on a host's disk or on the way (docs/architecture/releases.md,
// "Integrity for every file"). The entry itself is pinned by the shell (its integrity plugin).
// Style sheets the entry loads are pinned the same way (StylesheetIntegrityPlugin).
const crypto = require('node:crypto');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { makePlaceholder } = require('webpack-subresource-integrity/util');

/** SHA-256, the shortest SRI allows: every chunk's hash is bytes of its entry, which slow phones load first. */
const HASHES = ['sha256'];

/**
 * Module Federation leaves chunks with no file of their own (only shared modules the shell
 * provides): nothing is ever loaded for them, but the plugin still writes a placeholder for their
 * hash into the entry and then refuses the build. Their entry is emptied before that check.
 */
class FilelessChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FilelessChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FilelessChunksPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1,
        },
        (assets) => {
          const placeholders = [...compilation.chunks]
            .filter((chunk) => chunk.files.size === 0 && chunk.id !== null)
            .map((chunk) => makePlaceholder(HASHES, chunk.id));
          if (placeholders.length === 0) return;
          for (const chunk of compilation.chunks)
            for (const file of chunk.files) {
              const source = assets[file]?.source().toString();
              if (!source || !placeholders.some((placeholder) => source.includes(placeholder)))
                continue;
              const emptied = placeholders.reduce(
                (text, placeholder) => text.split(placeholder).join(''),
                source,
              );
              compilation.updateAsset(file, new compiler.webpack.sources.RawSource(emptied));
            }
        },
      );
    });
  }
}

/**
 * Where the entry's style sheet loader reads each CSS chunk's hash: replaced by the map of them once
 * the sheets' bytes are final (a string, so the runtime code stays valid JavaScript until then).
 */
const STYLESHEET_HASHES = '"__storefront_stylesheet_integrity__"';

/**
 * webpack-subresource-integrity keeps one hash per chunk, the last of its files, so a chunk's style
 * sheet is either unpinned (mini-css-extract's loader sets no integrity) or pinned to its script's
 * hash. This gives mini-css-extract's loader a map of its own: each CSS chunk's SHA-256, set on the
 * `<link>` it adds. Fail closed: a sheet the entry holds no hash for is never added (the chunk's
 * load fails, so the slot falls back).
 */
class StylesheetIntegrityPlugin {
  apply(compiler) {
    const name = 'StylesheetIntegrityPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        name,
        (source, { tag, chunkId }) =>
          compiler.webpack.Template.asString([
            source,
            `var integrity = (${STYLESHEET_HASHES})[${chunkId}];`,
            'if (!integrity) throw new Error("No integrity for style sheet chunk " + chunkId);',
            `${tag}.integrity = integrity;`,
          ]),
      );
      compilation.hooks.processAssets.tap(
        {
          name,
          // Where the scripts' hashes are taken: the sheets are minified and mapped by then.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1,
        },
        (assets) => {
          const hashes = {};
          for (const chunk of compilation.chunks)
            for (const file of chunk.files)
              if (file.endsWith('.css') && assets[file] && chunk.id !== null)
                hashes[chunk.id] =
                  `sha256-${crypto.createHash('sha256').update(assets[file].buffer()).digest('base64')}`;
          for (const [file, asset] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const text = asset.source().toString();
            if (!text.includes(STYLESHEET_HASHES)) continue;
            compilation.updateAsset(
              file,
              new compiler.webpack.sources.RawSource(
                text.split(STYLESHEET_HASHES).join(JSON.stringify(hashes)),
              ),
            );
          }
        },
      );
    });
  }
}

/** The plugins that give a remote's browser build its chunks' integrity; needs output.crossOriginLoading. */
function chunkIntegrityPlugins() {
  return [
    new SubresourceIntegrityPlugin({ hashFuncNames: HASHES }),
    new FilelessChunksPlugin(),
    new StylesheetIntegrityPlugin(),
  ];
}

module.exports = { chunkIntegrityPlugins };
