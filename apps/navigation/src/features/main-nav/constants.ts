/** Hovering an entry opens its flyout after this delay on non-touch devices. */
export const FLYOUT_HOVER_DELAY_MS = 300;
/** Resting the pointer on the page overlay this long closes the open flyout. */
export const FLYOUT_OVERLAY_HOVER_MS = 1000;
/** The flyout's enter transition. */
export const FLYOUT_ENTER_TRANSITION_MS = 600;
/** "Only X days left" shows when a theme world ends within this many days. */
export const ONLY_X_DAYS_LEFT_THRESHOLD = 3;
/** The id of the theme-world entry; other entries use their href. */
export const THEMEWORLD_FLYOUT_ID = 'themeworlds';

/** Image prefixes by host: the preview host shows unpublished pictures. */
export const NAVIGATION_IMAGE_PREFIXES = {
  production: '/service/header-backend/media/',
  preview: '/service/header-backend/preview-media/',
} as const;
