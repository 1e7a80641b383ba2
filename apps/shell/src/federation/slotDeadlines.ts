// No imports: the end-to-end tests read these deadlines in node (e2e/faults.spec.ts).

/**
 * A slot shows its fallback at the latest this long after the page started loading, so a remote
 * that hangs costs the shopper at most ~3 s, however long the page took to boot...
 */
export const SLOT_LOAD_DEADLINE_MS = 3000;
/**
 * ...but a slot always gives its remote at least this long once it asked for it: room for one
 * retry (REMOTE_RETRY_DELAY_MS, retryPlugin.ts) on a slow phone. At 1 s a slot asked late (the
 * newsletter inside the footer, past the 3 s) fell back on a single failed answer when the CPU was
 * busy: its manifest, the failed entry, the pause and the second entry took 1.1–1.3 s
 * (e2e/faults.spec.ts, "fail once are asked again", 4 of 6 runs with both cores loaded).
 */
export const SLOT_MIN_WAIT_MS = 2000;
