import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';
import {
  compatibilityProblems,
  entryOfRelease,
  ReleaseManifestSchema,
  type PrepareRelease,
  type ShellCatalogue,
} from '@storefront/releases';

export interface PreviewCheckOptions {
  /** This host's copies of the releases (`RELEASE_STORE_DIR`). */
  releaseStoreDir: string;
  /** What this host's shell provides (publishShellCatalogue.ts). */
  catalogue: () => ShellCatalogue;
  /** The render gate of a deploy's preparation: the release's server-rendered slots, once per site. */
  testRender: PrepareRelease;
}

/**
 * The checks a release passes before staff see it on the real site, the same as a deploy's: it
 * fits this shell (the compatibility check) and its server-rendered slots render (the render gate).
 * Why it may not be previewed, or [] when it may. A release that passed is not rendered again by
 * this process: a release never changes.
 */
export function previewChecks(options: PreviewCheckOptions) {
  const passed = new Set<string>();
  return async (remote: RemoteName, release: string): Promise<string[]> => {
    const key = `${remote}/${release}`;
    if (passed.has(key)) return [];
    const file = path.join(options.releaseStoreDir, 'remotes', remote, release, 'mf-manifest.json');
    const manifest = ReleaseManifestSchema.safeParse(
      JSON.parse(await fs.promises.readFile(file, 'utf8')),
    );
    if (!manifest.success) return [`Its mf-manifest.json is no Module Federation manifest.`];
    const catalogue = options.catalogue();
    const problems = compatibilityProblems(
      remote,
      manifest.data,
      catalogue.provides,
      catalogue.slotModules[remote] ?? [],
    );
    if (problems.length > 0) return problems;
    try {
      await options.testRender(remote, entryOfRelease(remote, release));
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
    passed.add(key);
    return [];
  };
}
