import semver from 'semver';
import * as z from 'zod/mini';
import { SLOT_MODULES, type RemoteName } from '@storefront/contracts';

/**
 * The parts of a build's `mf-manifest.json` the compatibility check reads, checked where they are
 * read: a release is a team's, and neither the service nor a host trusts what it has not parsed.
 */
export const ReleaseManifestSchema = z.object({
  shared: z.array(
    z.object({
      name: z.string(),
      requiredVersion: z.optional(z.union([z.string(), z.literal(false)])),
    }),
  ),
  exposes: z.array(z.object({ path: z.string() })),
});
/** What a release's mf-manifest.json says about itself (the parts the check reads). */
export type ReleaseManifest = z.infer<typeof ReleaseManifestSchema>;

/** The shared libraries the live shell provides, name → version (`shared-provided.json` of its build). */
export type ShellProvides = Record<string, string>;

/**
 * Why the live shell cannot serve this release, or [] when it can. Every shared library is
 * `import: false` in a remote (the shell provides it), so a requirement the shell's version does
 * not satisfy — another major, or a newer minor of a workspace library — could never load: it is
 * refused here, before shoppers see it (docs/architecture/composition.md, "Shared libraries"). `slotModules`: what
 * the live shell's slots load from the remote (its published catalogue).
 */
export function compatibilityProblems(
  remote: RemoteName,
  manifest: ReleaseManifest,
  shell: ShellProvides,
  slotModules: readonly string[] = SLOT_MODULES[remote],
): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of manifest.shared) {
    // `react/` shares every `react/…` subpath (react/jsx-runtime) at react's version.
    const provided =
      shell[name] ??
      Object.entries(shell).find(
        ([prefix]) => prefix.endsWith('/') && name.startsWith(prefix),
      )?.[1];
    if (provided === undefined) {
      problems.push(
        `${remote} needs the shared library ${name}, which the live shell does not provide.`,
      );
    } else if (requiredVersion && !semver.satisfies(provided, requiredVersion)) {
      problems.push(
        `${remote} needs ${name} ${requiredVersion}, but the live shell provides ${provided}.`,
      );
    }
  }
  const exposed = new Set(manifest.exposes.map((entry) => entry.path.replace(/^\.\//, '')));
  for (const module of slotModules) {
    if (!exposed.has(module))
      problems.push(`${remote} no longer exposes ${module}, which the shell's slots load.`);
  }
  return problems;
}
