/**
 * How long the document server waits for one slot's module and its server data together.
 * Slots prepare in parallel, so this bounds the whole page's wait: a remote that hangs
 * costs at most this, then its fallback goes into the HTML and the browser tries it again.
 */
export const SERVER_SLOT_DEADLINE_MS = 800;

/**
 * The longest a page's render may take once its slots are prepared: whatever is still pending
 * then (a boundary waiting on something that never comes) goes out as its fallback and is left to
 * the browser.
 */
export const SERVER_RENDER_DEADLINE_MS = 2000;
