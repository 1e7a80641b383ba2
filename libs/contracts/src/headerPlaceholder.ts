/**
 * The header's reserved place while the navigation remote loads (contracts 2.4.0).
 * The shell draws an empty box with these class names; the navigation team sizes it with the
 * stylesheet it publishes beside its manifest (apps/navigation/src/features/header-placeholder),
 * which the document server inlines into every page's head from the live navigation release. So
 * the header's heights per site and width, and the row the app-install banner adds, change with
 * a navigation release, and the shell knows none of them.
 */
export const HEADER_PLACEHOLDER_STYLESHEET = 'header-placeholder.css';

export const HEADER_PLACEHOLDER_CLASSES = {
  placeholder: 'sf-header-placeholder',
  /** The app-install banner will show (appBanner.ts decides): its row is reserved too. */
  withAppBanner: 'sf-header-placeholder--app-banner',
  /** The reduced header (reduced.ts): its own height. */
  reduced: 'sf-header-placeholder--reduced',
} as const;

/** The placeholder's class names for a page: reduced, or full with or without the app banner's row. */
export function headerPlaceholderClassName({
  reduced,
  appBanner,
}: {
  reduced: boolean;
  appBanner: boolean;
}): string {
  if (reduced) return HEADER_PLACEHOLDER_CLASSES.reduced;
  return appBanner
    ? `${HEADER_PLACEHOLDER_CLASSES.placeholder} ${HEADER_PLACEHOLDER_CLASSES.withAppBanner}`
    : HEADER_PLACEHOLDER_CLASSES.placeholder;
}

/** Where a navigation release publishes its placeholder stylesheet: beside its manifest. */
export function headerPlaceholderStylesheet(navigationManifestUrl: string): string {
  return `${navigationManifestUrl.slice(0, navigationManifestUrl.lastIndexOf('/') + 1)}${HEADER_PLACEHOLDER_STYLESHEET}`;
}
