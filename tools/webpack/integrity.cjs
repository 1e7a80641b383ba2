// Subresource Integrity for every chunk a remote entry loads (webpack-subresource-integrity): the
// entry carries each chunk's SHA-256 and sets it on the script it adds, so the browser refuses a
// chunk whose bytes changed on a host's disk or on the way (docs/architecture/releases.md,
// "Integrity for every file"). The entry itself is pinned by the shell (its integrity plugin).
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

/** The plugins that give a remote's browser build its chunks' integrity; needs output.crossOriginLoading. */
function chunkIntegrityPlugins() {
  return [new SubresourceIntegrityPlugin({ hashFuncNames: HASHES }), new FilelessChunksPlugin()];
}

module.exports = { chunkIntegrityPlugins };
