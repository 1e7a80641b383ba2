/**
 * Global class names of the page frame. The document server writes the same frame into the HTML
 * (skip link, the header's reserved place, main with the page's heading), so the heading paints
 * before any script has run; the shell's first render then replaces it with identical geometry.
 */
export const FRAME_CLASSES = {
  skipLink: 'sf-skip-link',
  headerPlaceholder: 'sf-header-placeholder',
  withAppBanner: 'sf-header-placeholder--app-banner',
  reducedHeaderPlaceholder: 'sf-header-placeholder--reduced',
  main: 'sf-main',
  /** A box-less wrapper (display: contents) around every slot: its on-demand hydration and held clicks (issue 27 item 3). */
  slot: 'sf-slot',
} as const;
