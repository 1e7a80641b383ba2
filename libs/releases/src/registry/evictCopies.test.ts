import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRUNE_GRACE_MS } from '../operations/releases';
import { evictUnusedCopies } from './evictCopies';

const HOUR_MS = 60 * 60 * 1000;
const LIVE = 'aaaaaaaaaaaa';
const USED = 'bbbbbbbbbbbb';
const OLD = 'cccccccccccc';
const FRESH = 'dddddddddddd';

let dir: string;
/** A copy of a footer release on this host's disk, made at `madeAt`. */
function copy(release: string, madeAt: number): void {
  const folder = path.join(dir, 'remotes', 'footer', release);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), release);
  fs.utimesSync(folder, madeAt / 1000, madeAt / 1000);
}
const copies = () => fs.readdirSync(path.join(dir, 'remotes', 'footer')).sort();

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evict-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('evicts only copies the environment no longer serves and no page used within the grace period', async () => {
  const now = Date.parse('2026-12-04T12:00:00Z');
  const dayAgo = now - 25 * HOUR_MS;
  for (const release of [LIVE, USED, OLD]) copy(release, dayAgo);
  copy(FRESH, now - HOUR_MS);
  // A copy being made by a process that died: never a release of its own, never touched.
  fs.mkdirSync(path.join(dir, 'remotes', 'footer', `${OLD}.partial-1-x`));
  const evicted = await evictUnusedCopies({
    dir,
    couldServe: (_remote, release) => release === LIVE,
    lastUsed: (_remote, release) => (release === USED ? now - 2 * HOUR_MS : undefined),
    now,
    graceMs: PRUNE_GRACE_MS,
  });
  expect(evicted).toEqual([`footer/${OLD}`]);
  expect(copies()).toEqual([LIVE, USED, FRESH, `${OLD}.partial-1-x`].sort());
});

it('evicts nothing on a host that has no copies yet', async () => {
  await expect(
    evictUnusedCopies({
      dir,
      couldServe: () => false,
      lastUsed: () => undefined,
      now: Date.now(),
      graceMs: PRUNE_GRACE_MS,
    }),
  ).resolves.toEqual([]);
});
