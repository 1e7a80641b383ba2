/** The value of each select's "Live release (no preview)" option; release ids are 12 hex digits. */
export const LIVE_RELEASE = 'live';
/** The dialog's size (the Modal offers S, M and L): a release's option reads long. */
export const RELEASE_MODAL_SIZE = 'L' as const;
