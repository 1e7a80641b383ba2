import type { RemoteName } from '@storefront/contracts';
import type { ChangeAuthor, RegistryChange, RegistryScope } from '../store/types';

/**
 * The release service's changes of a scope's registry, each with the checks its route makes (the
 * live shell's compatibility, the render gate, every live host's preparation); a refusal is thrown
 * with an HTTP `status` and what happened. The service makes them (apps/release-service) and hands
 * them to what it mounts (the release console), so a change from the console passes the same
 * checks as one from a team's key.
 */
export interface RegistryChanges {
  promote(remote: RemoteName, scope: RegistryScope, by: ChangeAuthor): Promise<RegistryChange>;
  endCanary(remote: RemoteName, scope: RegistryScope, by: ChangeAuthor): Promise<RegistryChange>;
  /** One step back (ending a running canary instead), or to `to`, any published release. */
  rollback(
    remote: RemoteName,
    scope: RegistryScope,
    by: ChangeAuthor,
    to?: string,
  ): Promise<RegistryChange>;
  changeShare(
    remote: RemoteName,
    scope: RegistryScope,
    percent: number,
    by: ChangeAuthor,
  ): Promise<RegistryChange>;
}
