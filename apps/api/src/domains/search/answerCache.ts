/**
 * A small least-recently-used cache of serialised answers. Shoppers type the same prefixes again and
 * again ("ka", "kaf", "kaff"), so most suggestion requests repeat an earlier one; serving the stored
 * JSON skips the index, the ranking and the serialisation. Everything is dropped when the version
 * of the data behind the answers changes.
 */
export class AnswerCache {
  private readonly entries = new Map<string, string>();
  private version: number | undefined;

  constructor(private readonly capacity: number) {}

  /** The stored answer, marked as recently used; undefined when absent or the data changed. */
  get(key: string, version: number): string | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting makes this the newest entry.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, version: number, value: string): void {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
