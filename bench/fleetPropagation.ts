// How long a deploy and a rollback take to reach every host of a fleet (issue 25: every process
// within 1 s): two hosts, each with its own release folder, share only a fresh PostgreSQL database;
// a third connection deploys the footer and rolls it back, and the time is taken from the store's
// answer until both hosts' registries name the change, with the release verified on their disks.
// The fleet tests (apps/document-server/src/fleet/*.postgres.test.ts) check that the change arrives;
// how fast is measured here, not on the clock of a shared machine in a test.
// `npx tsx bench/fleetPropagation.ts` prints it alone; `pnpm bench` puts it into the results.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import {
  deployRelease,
  LOCAL_REGISTRY,
  postgresStore,
  rollbackRelease,
} from '@storefront/releases';
import { startFleet, type Fleet } from '../apps/document-server/src/fleet/startFleet';
import { createBenchDatabase } from './postgres';
import { stat, type Stat } from './stat';

/** Issue 25's bound for a registry change to reach every process. */
export const FLEET_PROPAGATION_BUDGET_MS = 1_000;
const CHANGES = 20;
const LOOK_EVERY_MS = 2;
const GIVE_UP_MS = 30_000;

export interface FleetPropagationFigures {
  /** ms from the store's answer until the last of the two hosts serves the change, over the changes. */
  deploy: Stat;
  rollback: Stat;
  changes: number;
}

async function untilEveryHost(hosts: Fleet[], entry: string): Promise<number> {
  const started = performance.now();
  while (hosts.some((host) => host.registry('AT').footer !== entry)) {
    if (performance.now() - started > GIVE_UP_MS)
      throw new Error(`a change did not reach every host within ${GIVE_UP_MS} ms`);
    await delay(LOOK_EVERY_MS);
  }
  return performance.now() - started;
}

export async function measureFleetPropagation(): Promise<FleetPropagationFigures> {
  const database = await createBenchDatabase();
  const folders = ['a', 'b'].map((name) =>
    fs.mkdtempSync(path.join(os.tmpdir(), `bench-fleet-${name}-`)),
  );
  const deployer = await postgresStore(database.url);
  const hosts: Fleet[] = [];
  try {
    for (const [index, dir] of folders.entries()) {
      const fleet = await startFleet(
        {
          DATABASE_URL: database.url,
          RELEASE_STORE_DIR: dir,
          STOREFRONT_ENV: 'bench',
          FLEET_HOST: `bench-host-${index}`,
        },
        () => undefined,
      );
      if (!fleet) throw new Error('no fleet without DATABASE_URL');
      hosts.push(fleet);
    }
    const author = { actor: 'bench', reason: 'propagation', commit: 'bench' };
    const deploys: number[] = [];
    const rollbacks: number[] = [];
    for (let change = 0; change < CHANGES; change += 1) {
      const files = new Map([
        ['mf-manifest.json', Buffer.from('{}')],
        ['server/remoteEntry.js', Buffer.from(`module.exports = ${change};`)],
      ]);
      const deployed = await deployRelease(
        deployer,
        'footer',
        files,
        { environment: 'bench' },
        author,
      );
      deploys.push(
        await untilEveryHost(hosts, `/remotes/footer/${deployed.release}/mf-manifest.json`),
      );
      await rollbackRelease(deployer, 'footer', { environment: 'bench' }, author);
      rollbacks.push(await untilEveryHost(hosts, LOCAL_REGISTRY.footer ?? ''));
    }
    const round = (figure: Stat): Stat => ({
      median: Math.round(figure.median * 10) / 10,
      min: Math.round(figure.min * 10) / 10,
      max: Math.round(figure.max * 10) / 10,
    });
    return { deploy: round(stat(deploys)), rollback: round(stat(rollbacks)), changes: CHANGES };
  } finally {
    for (const host of hosts) await host.close();
    await deployer.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

export function fleetPropagationTable(figures: FleetPropagationFigures): string {
  const row = (name: string, f: Stat) => `| ${name} | ${f.median} | ${f.min} | ${f.max} |`;
  return [
    `### Fleet propagation (ms until both hosts serve it; ${figures.changes} changes; budget ${FLEET_PROPAGATION_BUDGET_MS} ms)`,
    '| change | median | min | max |',
    '|---|---|---|---|',
    row('deploy', figures.deploy),
    row('rollback', figures.rollback),
  ].join('\n');
}

if (require.main === module)
  void measureFleetPropagation().then((figures) => console.log(fleetPropagationTable(figures)));
