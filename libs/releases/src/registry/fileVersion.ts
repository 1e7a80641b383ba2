import fs from 'node:fs';

/**
 * What identifies one version of a file, or undefined when there is none: a deploy writes a new
 * file and renames it over the old one (a new inode and times), so one stat tells whether a file
 * read before is still the same. The registry and canary files are asked for on every page.
 */
export function fileVersion(file: string): string | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}` : undefined;
}

/**
 * `read()` again only when one of `files` changed (or came or went) since the last read under the
 * same `key`; otherwise the value read then. The value is shared by every caller: never changed.
 */
export function readWhenChanged<T>(
  cache: Map<string, { version: string; value: T }>,
  key: string,
  files: readonly string[],
  read: () => T,
): T {
  const version = files.map((file) => fileVersion(file) ?? '-').join('|');
  const known = cache.get(key);
  if (known?.version === version) return known.value;
  const value = read();
  cache.set(key, { version, value });
  return value;
}
