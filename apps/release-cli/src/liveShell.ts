import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseStore, ShellCatalogue } from '@storefront/releases';
import { thisShellCatalogue } from '@storefront/document-server';

const root = path.resolve(__dirname, '../../..');
/** This checkout's shell build: what it provides (tools/webpack writes it). */
export const CHECKOUT_SHELL_CATALOGUE = path.join(root, 'apps/shell/dist/shared-provided.json');

/**
 * What the live shell provides: as it published it into the store when it started (CI needs no
 * shell build), else this checkout's shell build (one host, no shell started yet); undefined when
 * there is neither.
 */
export async function liveShellOf(
  store: ReleaseStore,
  environment: string,
): Promise<ShellCatalogue | undefined> {
  const published = await store.shell(environment);
  if (published) return published;
  return fs.existsSync(CHECKOUT_SHELL_CATALOGUE)
    ? thisShellCatalogue(CHECKOUT_SHELL_CATALOGUE)
    : undefined;
}
