// A remote's dist folder as the upload carries it: relative `/`-separated paths → bytes. Every check
// the service would make of the paths and sizes is made here first, so a bad build is refused with
// the file named, before a byte of it is sent (and before the key is used).
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_PATH, UPLOAD_LIMITS, type Remote } from './contract';

/** The file at the top of every remote's build; without it the folder is no build at all. */
export const MANIFEST_FILE = 'mf-manifest.json';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** A build refused before anything was sent; the message names the file and what to do. */
export class BuildRefusal extends Error {
  constructor(message: string) {
    super(`${message} Nothing was sent.`);
    this.name = 'BuildRefusal';
  }
}

const megabytes = (bytes: number) =>
  `${Number((bytes / BYTES_PER_MEGABYTE).toFixed(1)).toString()} MB`;

/** Reads every file of `dist`, sorted by path, or throws a BuildRefusal naming the first bad one. */
export function readBuild(dist: string, remote: Remote): Map<string, Buffer> {
  const root = path.resolve(dist);
  const stat = fs.statSync(root, { throwIfNoEntry: false });
  if (!stat?.isDirectory())
    throw new BuildRefusal(
      `${dist} is no folder: --dist takes the folder ${remote}'s build wrote (the one holding ${MANIFEST_FILE}).`,
    );

  const files = new Map<string, Buffer>();
  let totalBytes = 0;
  // Names are shown JSON-quoted: a space, a backslash or a stray control character is then visible.
  const named = (relative: string) => `${JSON.stringify(relative)} in ${dist}`;

  const visit = (folder: string, prefix: string): void => {
    const entries = fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const relative = `${prefix}${entry.name}`;
      const absolute = path.join(folder, entry.name);
      // A link could point anywhere on the CI machine (a secret, the whole checkout): never follow one.
      if (entry.isSymbolicLink())
        throw new BuildRefusal(
          `${named(relative)} is a symbolic link; a release holds plain files only, so copy what it points to into the build.`,
        );
      if (entry.isDirectory()) {
        visit(absolute, `${relative}/`);
        continue;
      }
      if (!entry.isFile())
        throw new BuildRefusal(
          `${named(relative)} is no plain file (a socket, pipe or device); a release holds plain files only.`,
        );
      if (relative.length > UPLOAD_LIMITS.pathLength)
        throw new BuildRefusal(
          `${named(relative)}: its path has ${relative.length} characters; a release's paths have at most ${UPLOAD_LIMITS.pathLength}.`,
        );
      if (!RELEASE_PATH.test(relative))
        throw new BuildRefusal(
          `${named(relative)}: a release's paths are made of letters, digits, '.', '_' and '-' between '/', never '.' or '..' alone; rename it in the build.`,
        );
      if (files.size >= UPLOAD_LIMITS.files)
        throw new BuildRefusal(
          `${dist} has more than ${UPLOAD_LIMITS.files} files (${named(relative)} is one too many); a release holds at most ${UPLOAD_LIMITS.files}.`,
        );
      const { size } = fs.lstatSync(absolute);
      if (size > UPLOAD_LIMITS.fileBytes)
        throw new BuildRefusal(
          `${named(relative)} is ${megabytes(size)}; a release's files are at most ${megabytes(UPLOAD_LIMITS.fileBytes)} each.`,
        );
      totalBytes += size;
      if (totalBytes > UPLOAD_LIMITS.totalBytes)
        throw new BuildRefusal(
          `${dist} holds more than ${megabytes(UPLOAD_LIMITS.totalBytes)} (the limit of a release) once ${named(relative)} is counted.`,
        );
      files.set(relative, fs.readFileSync(absolute));
    }
  };
  visit(root, '');

  if (!files.has(MANIFEST_FILE))
    throw new BuildRefusal(
      `${dist} is no build of ${remote}: it has no ${MANIFEST_FILE} at its top. Build the remote, then pass the folder its build wrote.`,
    );
  return files;
}
