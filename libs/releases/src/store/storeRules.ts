import type { RemoteName } from '@storefront/contracts';
import {
  ChangeRefusedError,
  SiteSchema,
  type RegistryChange,
  type Rollout,
  type RegistryScope,
} from './types';

/**
 * What every release store (folderStore.ts, postgresStore.ts) does alike around the data it keeps,
 * written once so that the embedded store and the shared one cannot drift apart.
 */

/** A scope as a store keeps it: the environment and a site's name, or none (or '') for the environment's own registry. */
export function scopeOfStored(environment: string, site: string | undefined): RegistryScope {
  return { environment, ...(site ? { site: SiteSchema.parse(site) } : {}) };
}

/** Refuses a decided change to a release the store does not hold (a release of null removes the scope's entry). */
export async function refuseUnknownRelease(
  remote: RemoteName,
  decided: Pick<RegistryChange, 'release'>,
  hasRelease: (remote: RemoteName, id: string) => Promise<boolean>,
): Promise<void> {
  if (decided.release !== null && !(await hasRelease(remote, decided.release)))
    throw new ChangeRefusedError(`${remote} has no release ${decided.release}.`);
}

/** The canary a `canary` change sets: its release and share, which such a change must have. */
export function canaryOfDecided(
  remote: RemoteName,
  decided: Pick<RegistryChange, 'release' | 'percent' | 'rollout'>,
): { release: string; percent: number; rollout?: Rollout } {
  if (decided.release === null || !decided.percent)
    throw new Error(`A canary of ${remote} needs a release and a share.`);
  return {
    release: decided.release,
    percent: decided.percent,
    ...(decided.rollout ? { rollout: decided.rollout } : {}),
  };
}
