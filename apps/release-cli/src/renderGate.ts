import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';
import { createRenderPool, serverBundleFile, testRenderRelease } from '@storefront/document-server';

const root = path.resolve(__dirname, '../../..');

/**
 * The deploy's gate before shoppers: every slot of the new release that pages
 * render on the server is rendered alone, for every site, with the shell's sample props, in a
 * render worker with the storefront's own deadlines and memory limit. A release that throws,
 * spins, runs out of memory, ends its worker or renders nothing is refused with the reason.
 */
export async function renderGateProblems(remote: RemoteName, dist: string): Promise<string[]> {
  const pool = createRenderPool({
    serverEntryFile: serverBundleFile(path.join(root, 'apps/shell/dist')),
    threads: 1,
    // The candidate's own folder is all the gate's render process may load remote code from.
    releaseRoots: [dist],
  });
  try {
    return await testRenderRelease(pool, remote, {
      manifestUrl: `/remotes/${remote}/candidate/mf-manifest.json`,
      serverEntry: path.join(dist, 'server', 'remoteEntry.js'),
    });
  } finally {
    await pool.close();
  }
}

/**
 * The switch that deploys past the gate: for tests that prove what the storefront does with a
 * release the gate would refuse. Honoured only with ALLOW_UNGATED_DEPLOY=true as well.
 */
export const SKIP_RENDER_GATE_FLAG = 'skip-render-gate';
export const ALLOW_UNGATED_DEPLOY = 'ALLOW_UNGATED_DEPLOY';
