import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The stylesheets the document server inlined into the head
 * (apps/document-server/src/inlineStylesheets.ts puts them in `<style data-href="…">`) are not linked again
 * when a remote's code arrives: the federation runtime asks this hook before it creates a link for
 * a manifest's stylesheet, and an element handed back counts as one already in the page (it is
 * never attached). Any other stylesheet is linked as usual.
 */
export function inlinedStylesPlugin(
  base: string = window.location.href,
): ModuleFederationRuntimePlugin {
  const absolute = (url: string) => new URL(url, base).href;
  return {
    name: 'storefront-inlined-styles',
    // A stylesheet's link or its preload: either is needless for a sheet already inlined.
    createLink({ url }) {
      const wanted = absolute(url);
      const inlined = [...document.querySelectorAll('style[data-href]')].some(
        (style) => absolute(style.getAttribute('data-href') ?? '') === wanted,
      );
      return inlined ? document.createElement('link') : undefined;
    },
  };
}
