/**
 * V8's explicit compile hint (Chrome 136+): a file that begins with this comment has every function
 * compiled eagerly while it streams in, on a background thread, instead of on the main thread at each
 * function's first call. Other engines read it as a plain comment.
 */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint at the top of the entry's scripts (TBT). The shell's entry holds what
 * every page runs before and during hydration (react-dom, the federation runtime, i18next, the
 * contracts' schemas), so nearly all of it is called on load; lazily compiled, its functions were
 * compiled inside main.js's first tasks (`__webpack_require__`'s self time in a CPU profile, 78 ms
 * per load at 4x CPU on HU search results). Other chunks stay lazy: hinting every chunk of every
 * app compiled remote code a page never ran and measured no better than the entry alone
 * (bench/README.md, 2026-11-29).
 *
 * Added after minification (which would drop the comment) and before the source maps are written,
 * so each map still points at the right line.
 */
function entryCompileHintPlugin() {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('EntryCompileHint', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'EntryCompileHint', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
          () => {
            for (const entrypoint of compilation.entrypoints.values())
              for (const file of entrypoint.getFiles())
                if (file.endsWith('.js'))
                  compilation.updateAsset(
                    file,
                    (source) => new sources.ConcatSource(ALL_FUNCTIONS_CALLED_ON_LOAD, source),
                  );
          },
        );
      });
    },
  };
}

module.exports = { entryCompileHintPlugin };
