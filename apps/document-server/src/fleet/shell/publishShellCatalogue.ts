import fs from 'node:fs';
import path from 'node:path';
import { SLOT_MODULES } from '@storefront/contracts';
import { ShellCatalogueSchema, type ReleaseStore, type ShellCatalogue } from '@storefront/releases';

/** The shell's build: `shared-provided.json` lists the shared libraries it provides (tools/webpack). */
const SHARED_PROVIDED = path.resolve(__dirname, '../../../../shell/dist/shared-provided.json');

/** This shell's catalogue: what its build provides and the modules its slots load. */
export function thisShellCatalogue(file = SHARED_PROVIDED): ShellCatalogue {
  const provides: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return ShellCatalogueSchema.parse({
    provides,
    slotModules: Object.fromEntries(
      Object.entries(SLOT_MODULES).map(([remote, modules]) => [remote, [...modules]]),
    ),
  });
}

/**
 * A starting shell publishes what it provides into the store, so a deploy from CI
 * checks a release against the live shell, with no shell build of its own.
 */
export async function publishShellCatalogue(
  store: ReleaseStore,
  environment: string,
): Promise<void> {
  await store.publishShell(environment, thisShellCatalogue());
}
