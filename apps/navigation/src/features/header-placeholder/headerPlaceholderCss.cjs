/**
 * The header's reserved place while this remote loads (contracts: headerPlaceholder.ts), built at
 * release time from the measured heights in headerHeights.json and published beside the manifest
 * as header-placeholder.css (webpack.config.cjs `publishes`): the document server inlines it into
 * every page, and the shell draws the box with the contract's class names.
 *
 * The heights are the header's (banners, bar, navigation, benefits and service links, and the
 * phase integration under them: 174 px from 480 px up, 217 px on a 375 px phone) as measured on
 * the seeded DE site at each width (bench/README.md; below 767 px with the top banner's short
 * headline, a line shorter than its headline up to 479 px); below 1200 px the service links take a row
 * of their own, so the page below does not jump when the header arrives. The app-install banner
 * (contracts: appBanner.ts) adds its row where it will show.
 */
const { widest, narrower, appBanner, reduced } = require('./headerHeights.json');

module.exports = function headerPlaceholderCss() {
  const rule = (selector, declarations) => `${selector}{${declarations}}`;
  return [
    rule(
      '.sf-header-placeholder',
      `--header:${widest}px;--app-banner:0px;height:calc(var(--header) + var(--app-banner))`,
    ),
    rule('.sf-header-placeholder--app-banner', `--app-banner:${appBanner}px`),
    // Widest first: the narrower query comes later and wins.
    ...[...narrower]
      .sort((a, b) => b.maxWidth - a.maxWidth)
      .map(
        ({ maxWidth, height }) =>
          `@media (max-width:${maxWidth}px){${rule('.sf-header-placeholder', `--header:${height}px`)}}`,
      ),
    rule('.sf-header-placeholder--reduced', `height:${reduced}px`),
  ].join('\n');
};
