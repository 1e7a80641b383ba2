import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RemoteRegistrySchema, type RemoteName, type RemoteRegistry, type Site } from '@storefront/contracts';
import { registryFile, remoteReleasesDir } from '../../apps/shell/server/releaseStore';

/** How long a deploy waits for another one to finish writing the registry. */
export const REGISTRY_LOCK_TIMEOUT_MS = 10_000;
/** A lock older than this was left by a deploy that died; it is taken over. */
const STALE_LOCK_MS = 30_000;
const LOCK_RETRY_MS = 50;

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

/** A release id from the content of its files: the same build publishes to the same folder. */
export function releaseId(dist: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dist)) hash.update(file).update('\0').update(fs.readFileSync(path.join(dist, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies a remote's built files into the store as a release: into a temporary folder first, then
 * renamed into place, so a half-copied release is never visible. An existing release is never
 * overwritten (the same id means the same bytes).
 */
export function publishRelease(remote: RemoteName, dist: string, env: NodeJS.ProcessEnv = process.env): string {
  const id = releaseId(dist);
  const target = path.join(remoteReleasesDir(remote, env), id);
  if (fs.existsSync(target)) return id;
  const temporary = `${target}.partial-${process.pid}`;
  fs.cpSync(dist, temporary, { recursive: true });
  fs.renameSync(temporary, target);
  return id;
}

export interface ReleaseHistory {
  /** Per remote, the releases switched to, oldest first; the last is live. */
  [remote: string]: string[];
}

const historyFile = (env: NodeJS.ProcessEnv, site?: Site) => registryFile(env, site).replace(/\.json$/, '.history.json');

function readJson<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;
}

/** Write-then-rename: a reader sees the old file or the new one, never a part. */
function writeAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** One deploy at a time changes the registry: a lock folder (mkdir is atomic) around read-change-write. */
function withRegistryLock<T>(env: NodeJS.ProcessEnv, site: Site | undefined, change: () => T): T {
  const lock = `${registryFile(env, site)}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + REGISTRY_LOCK_TIMEOUT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Another deploy holds ${lock}; try again once it has finished.`);
      else sleep(LOCK_RETRY_MS);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const entryOf = (remote: RemoteName, id: string) => `/remotes/${remote}/${id}/mf-manifest.json`;

function point(env: NodeJS.ProcessEnv, site: Site | undefined, remote: RemoteName, id: string, history: ReleaseHistory): void {
  const registry = RemoteRegistrySchema.parse(readJson<RemoteRegistry>(registryFile(env, site), {}));
  writeAtomically(historyFile(env, site), history);
  writeAtomically(registryFile(env, site), { ...registry, [remote]: entryOf(remote, id) });
}

/**
 * Points the registry of this environment (or of one site in it) at a published release; the next
 * page load uses it.
 */
export function switchRelease(remote: RemoteName, id: string, env: NodeJS.ProcessEnv = process.env, site?: Site): void {
  if (!fs.existsSync(path.join(remoteReleasesDir(remote, env), id, 'mf-manifest.json'))) throw new Error(`${remote} has no release ${id}.`);
  withRegistryLock(env, site, () => {
    const history = readJson<ReleaseHistory>(historyFile(env, site), {});
    const releases = history[remote] ?? [];
    point(env, site, remote, id, { ...history, [remote]: releases.at(-1) === id ? releases : [...releases, id] });
  });
}

/** Points the registry back at the release before the live one; returns that release. */
export function rollbackRelease(remote: RemoteName, env: NodeJS.ProcessEnv = process.env, site?: Site): string {
  return withRegistryLock(env, site, () => {
    const history = readJson<ReleaseHistory>(historyFile(env, site), {});
    const releases = history[remote] ?? [];
    const previous = releases.at(-2);
    if (!previous) throw new Error(`${remote} has no earlier release to roll back to.`);
    if (!fs.existsSync(path.join(remoteReleasesDir(remote, env), previous, 'mf-manifest.json'))) {
      throw new Error(`${remote}'s previous release ${previous} was pruned from the store; deploy it again (or another) instead. The registry is unchanged.`);
    }
    point(env, site, remote, previous, { ...history, [remote]: releases.slice(0, -1) });
    return previous;
  });
}

export interface ReleaseListing {
  id: string;
  published: Date;
  live: boolean;
}

/** Every published release of a remote, newest first, the live one marked. */
export function listReleases(remote: RemoteName, env: NodeJS.ProcessEnv = process.env, site?: Site): ReleaseListing[] {
  const dir = remoteReleasesDir(remote, env);
  const live = readJson<RemoteRegistry>(registryFile(env, site), {})[remote] ?? (site ? readJson<RemoteRegistry>(registryFile(env), {})[remote] : undefined);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.partial-'))
    .map((entry) => ({ id: entry.name, published: fs.statSync(path.join(dir, entry.name)).mtime, live: live === entryOf(remote, entry.name) }))
    .sort((a, b) => b.published.getTime() - a.published.getTime());
}

/** How many of a remote's newest releases `releases --prune` keeps besides those any registry uses. */
export const RELEASES_KEPT_BY_PRUNE = 5;
/** How far back each registry's history keeps its releases from pruning: the rollbacks anyone may still run. */
export const ROLLBACK_DEPTH_KEPT_BY_PRUNE = 3;

/**
 * The releases of a remote that any registry of the store needs: live in any environment or site,
 * or among the last ROLLBACK_DEPTH_KEPT_BY_PRUNE releases of any registry's history (so the next
 * rollbacks still find their release).
 */
function releasesInUse(remote: RemoteName, env: NodeJS.ProcessEnv): Set<string> {
  const dir = path.dirname(registryFile(env));
  const used = new Set<string>();
  if (!fs.existsSync(dir)) return used;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.json')) continue;
    const value = readJson<Record<string, unknown>>(path.join(dir, name), {});
    const entry = value[remote];
    if (typeof entry === 'string') {
      const live = /^\/remotes\/[a-z]+\/([0-9a-f]+)\//.exec(entry)?.[1];
      if (live) used.add(live);
    } else if (Array.isArray(entry)) {
      for (const id of entry.slice(-ROLLBACK_DEPTH_KEPT_BY_PRUNE)) if (typeof id === 'string') used.add(id);
    }
  }
  return used;
}

/**
 * Deletes a remote's releases no registry needs, keeping the `keep` newest as well: the store
 * otherwise grows by one folder per deploy. Returns the deleted ids. A release a history still
 * lists further back can no longer be rolled back to (rollbackRelease then refuses, saying so).
 */
export function pruneReleases(remote: RemoteName, env: NodeJS.ProcessEnv = process.env, keep = RELEASES_KEPT_BY_PRUNE): string[] {
  return withRegistryLock(env, undefined, () => {
    const used = releasesInUse(remote, env);
    const doomed = listReleases(remote, env)
      .slice(keep)
      .filter((release) => !used.has(release.id))
      .map((release) => release.id);
    for (const id of doomed) fs.rmSync(path.join(remoteReleasesDir(remote, env), id), { recursive: true, force: true });
    return doomed;
  });
}
