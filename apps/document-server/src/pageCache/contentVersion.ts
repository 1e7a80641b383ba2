/** How long one read of the content version is used: content changes reach cached pages within it. */
export const CONTENT_VERSION_READ_MS = 1000;

/**
 * The content version for the page cache's key, read at most once per CONTENT_VERSION_READ_MS
 * (on PostgreSQL a round trip; one read serves every page in that second). A failed read gives
 * `undefined`: the page is then rendered, not answered from a copy of unknown age.
 */
export function contentVersionReader(
  read: () => Promise<number>,
  now: () => number = Date.now,
): () => Promise<number | undefined> {
  let last: { at: number; version: Promise<number | undefined> } | undefined;
  return () => {
    const at = now();
    if (!last || at - last.at >= CONTENT_VERSION_READ_MS)
      last = { at, version: read().catch(() => undefined) };
    return last.version;
  };
}
