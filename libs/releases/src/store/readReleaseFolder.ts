import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseFiles } from './types';

/** A built remote's (or a stored release's) files, path in the release (always `/`) → bytes. */
export function readReleaseFolder(dir: string): ReleaseFiles {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      fs.readFileSync(path.join(entry.parentPath, entry.name)),
    ]),
  );
}
