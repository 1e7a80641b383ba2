import type { PrepareRelease } from '@storefront/releases';
import { serverEntryLocation, type ServerEntryRoots } from '@storefront/shell';
import type { RenderPool } from '../../renderPool/renderPool';
import { testRenderRelease } from '../../renderPool/testRender';

/**
 * This host's preparation: the release's server container (this host's verified copy) loaded and
 * every server-rendered slot of it rendered once per site in a render worker, with the deadlines
 * and memory limit of a page (the same test render as the deploy's gate). A slot that
 * throws, spins, runs out of memory, ends its worker or renders nothing rejects, naming it.
 */
export function workerPrepare(pool: RenderPool, roots: ServerEntryRoots): PrepareRelease {
  return async (remote, manifestUrl) => {
    const problems = await testRenderRelease(pool, remote, {
      manifestUrl,
      serverEntry: serverEntryLocation(manifestUrl, roots),
    });
    if (problems.length > 0) throw new Error(problems.join(' '));
  };
}
