import fs from 'node:fs';
import path from 'node:path';

/**
 * The shell's server build (apps/shell/dist/server/entry.js): the page's React tree with
 * the same CSS-module names as the browser build, and the Module Federation host that loads each
 * remote's server container. Only the render workers load it: the thread that accepts
 * requests never runs a remote's code. A storefront never starts half-built.
 */
export function serverBundleFile(shellDist: string): string {
  const file = path.join(shellDist, 'server', 'entry.js');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: build the storefront first (pnpm build).`);
  return file;
}
