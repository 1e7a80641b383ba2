/** `<registry entry's folder>/server/remoteEntry.js`, as a path or URL like the entry itself. */
export function serverEntryPath(manifestUrl: string): string {
  return manifestUrl.replace(/[^/]*$/, 'server/remoteEntry.js');
}
