/** The open panel renews the staff login every 5 minutes (spec 4.3, 9). */
export const PREVIEW_AUTH_RENEWAL_MS = 5 * 60 * 1000;
/** The preview date must look like this; anything else means "now" (spec 5.2). */
export const PREVIEW_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const PREVIEW_TIME_PATTERN = /^\d{2}:\d{2}$/;
/** The settings dialog's size (the Modal offers S, M and L). */
export const PREVIEW_MODAL_SIZE = 'M' as const;
/** Value of the Name select's 'None' option (an explicit "no A/B override"). */
export const NONE_VALUE = '__none__';
