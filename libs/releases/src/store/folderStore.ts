import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { REMOTE_NAMES, RemoteRegistrySchema, type RemoteName } from '@storefront/contracts';
import { registryFile, releaseStoreDir, remoteReleasesDir } from './locations';
import {
  CanarySchema,
  canaryEffect,
  RegistryChangeSchema,
  ShellCatalogueSchema,
  type Canaries,
  type RegistryChange,
  type RegistryScope,
  type ReleaseStore,
} from './types';
import { canaryOfDecided, refuseUnknownRelease, scopeOfStored } from './storeRules';
import { releaseIdOf, releaseManifest } from './releaseId';
import { readReleaseFolder } from './readReleaseFolder';
import { withLockFolder } from './lockFolder';

const envOf = (scope: RegistryScope, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...base,
  STOREFRONT_ENV: scope.environment,
});
const registryOf = (scope: RegistryScope, base: NodeJS.ProcessEnv) =>
  registryFile(envOf(scope, base), scope.site);
const historyOf = (scope: RegistryScope, base: NodeJS.ProcessEnv) =>
  registryOf(scope, base).replace(/\.json$/, '.history.json');
/** The scope's canaries: `registry/<env>[.<SITE>].canary.json`, remote → release, share, since. */
export const canaryFileOf = (scope: RegistryScope, base: NodeJS.ProcessEnv) =>
  registryOf(scope, base).replace(/\.json$/, '.canary.json');
const CanaryFileSchema = z.partialRecord(z.enum(REMOTE_NAMES), CanarySchema);
/** The canaries of a canary file; none when there is no file. */
export function readCanaryFile(file: string): Canaries {
  return fs.existsSync(file)
    ? CanaryFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
    : {};
}
/** What the environment's live shell provides: `shell/<env>.json` (beside `registry/`, which holds registries only). */
const shellFileOf = (environment: string, base: NodeJS.ProcessEnv) =>
  path.join(releaseStoreDir(base), 'shell', `${environment}.json`);
/** A release's signature: `signatures/<remote>/<id>`, beside the releases, never under what is served. */
const signatureFileOf = (remote: RemoteName, id: string, base: NodeJS.ProcessEnv) =>
  path.join(releaseStoreDir(base), 'signatures', remote, id);
/** Who published a release: `publishers/<remote>/<id>`, beside its signature, never under what is served. */
const publisherFileOf = (remote: RemoteName, id: string, base: NodeJS.ProcessEnv) =>
  path.join(releaseStoreDir(base), 'publishers', remote, id);
const readPublisher = (file: string): string | null =>
  fs.existsSync(file) ? z.string().parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : null;
/** The entry the document server serves a release under (registry.ts reads it as it is). */
export const entryOfRelease = (remote: RemoteName, id: string) =>
  `/remotes/${remote}/${id}/mf-manifest.json`;
const releaseOfEntry = (entry: string) =>
  /^\/remotes\/[a-z]+\/([0-9a-f]+)\/mf-manifest\.json$/.exec(entry)?.[1];

/** An early history was the ids alone; those read as deploys by nobody known. */
const LegacyHistorySchema = z.array(z.string());
const HistoryFileSchema = z.record(
  z.string(),
  z.union([z.array(RegistryChangeSchema), LegacyHistorySchema]),
);

function readHistory(file: string, remote: RemoteName): RegistryChange[] {
  if (!fs.existsSync(file)) return [];
  const entries = HistoryFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))[remote] ?? [];
  return entries.map((entry, index) =>
    typeof entry === 'string'
      ? {
          remote,
          kind: 'deploy',
          release: entry,
          previous: index > 0 ? String(entries[index - 1]) : null,
          actor: 'unknown',
          reason: '',
          commit: '',
          at: new Date(0),
        }
      : entry,
  );
}

function readRegistry(file: string): Record<string, string> {
  return fs.existsSync(file)
    ? (RemoteRegistrySchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) as Record<
        string,
        string
      >)
    : {};
}

/** Write-then-rename: a reader sees the old file or the new one, never a part. */
function writeAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * Writes the file unless it exists: a link fails where a file already is, so of two writers at once
 * the first keeps its value (a rename would let the last one win).
 */
function writeOnce(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * The embedded default (no DATABASE_URL): `RELEASE_STORE_DIR` (default `.releases/`) holds the
 * releases' folders, which the document server serves as they are, and the registry files it
 * reads per page (README, "Deploying one remote").
 */
export function folderStore(base: NodeJS.ProcessEnv = process.env): ReleaseStore {
  const releaseDir = (remote: RemoteName, id: string) =>
    path.join(remoteReleasesDir(remote, base), id);
  const hasRelease = async (remote: RemoteName, id: string) =>
    fs.existsSync(path.join(releaseDir(remote, id), 'mf-manifest.json'));
  return {
    description: releaseStoreDir(base),
    async publish(remote, files, publisher) {
      const id = releaseIdOf(files);
      const target = releaseDir(remote, id);
      // After the release is in place: a publisher file never names a release that is not there.
      const recordPublisher = () => {
        if (publisher !== undefined) writeOnce(publisherFileOf(remote, id, base), publisher);
      };
      if (fs.existsSync(target)) {
        recordPublisher();
        return id;
      }
      // Copied into a temporary folder, then renamed into place: a half-copied release is never visible.
      const temporary = `${target}.partial-${process.pid}-${crypto.randomUUID()}`;
      for (const [file, bytes] of files) {
        fs.mkdirSync(path.dirname(path.join(temporary, file)), { recursive: true });
        fs.writeFileSync(path.join(temporary, file), bytes);
      }
      // The folder's time is its publication time: strictly after the newest release's, so two
      // published within one clock tick still list (and prune) in the order they came.
      const newest = Math.max(
        0,
        ...(await this.releases(remote)).map((release) => release.published.getTime()),
      );
      const published = new Date(Math.max(Date.now(), newest + 1));
      fs.renameSync(temporary, target);
      fs.utimesSync(target, published, published);
      recordPublisher();
      return id;
    },
    async releases(remote) {
      const dir = remoteReleasesDir(remote, base);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.includes('.partial-'))
        .map((entry) => ({
          id: entry.name,
          published: fs.statSync(path.join(dir, entry.name)).mtime,
          publisher: readPublisher(publisherFileOf(remote, entry.name, base)),
        }))
        .sort((a, b) => b.published.getTime() - a.published.getTime());
    },
    hasRelease,
    async manifest(remote, id) {
      return (await hasRelease(remote, id))
        ? releaseManifest(readReleaseFolder(releaseDir(remote, id)))
        : undefined;
    },
    async signature(remote, id) {
      const file = signatureFileOf(remote, id, base);
      return fs.existsSync(file)
        ? z.string().parse(JSON.parse(fs.readFileSync(file, 'utf8')))
        : undefined;
    },
    async recordSignature(remote, id, signature) {
      const file = signatureFileOf(remote, id, base);
      if (!fs.existsSync(file)) writeAtomically(file, signature);
    },
    async file(remote, id, file) {
      const full = path.join(releaseDir(remote, id), file);
      if (!full.startsWith(releaseDir(remote, id) + path.sep) || !fs.existsSync(full))
        return undefined;
      return fs.readFileSync(full);
    },
    async registry(scope) {
      const entries = readRegistry(registryOf(scope, base));
      return Object.fromEntries(
        REMOTE_NAMES.flatMap((remote) => {
          const id = entries[remote] === undefined ? undefined : releaseOfEntry(entries[remote]);
          return id ? [[remote, id]] : [];
        }),
      );
    },
    async scopes() {
      const dir = path.join(releaseStoreDir(base), 'registry');
      if (!fs.existsSync(dir)) return [];
      const scopes = new Map<string, RegistryScope>();
      for (const name of fs.readdirSync(dir)) {
        const match = /^([^.]+)(?:\.([A-Z_]+))?(?:\.history)?\.json$/.exec(name);
        if (!match?.[1]) continue;
        const scope = scopeOfStored(match[1], match[2]);
        scopes.set(`${scope.environment}.${scope.site ?? ''}`, scope);
      }
      return [...scopes.values()];
    },
    async history(remote, scope) {
      return readHistory(historyOf(scope, base), remote);
    },
    async withRegistriesLocked<T>(scopes: readonly RegistryScope[], work: () => Promise<T>) {
      // Each scope's lock folder, in the order of their paths: two callers never wait on each other.
      const locks = [...new Set(scopes.map((scope) => `${registryOf(scope, base)}.lock`))].sort();
      const lockedFrom = (index: number): Promise<T> => {
        const lock = locks[index];
        return lock === undefined ? work() : withLockFolder(lock, () => lockedFrom(index + 1));
      };
      return lockedFrom(0);
    },
    async changeRegistry(remote, scope, decide) {
      return withLockFolder(`${registryOf(scope, base)}.lock`, async () => {
        const history = readHistory(historyOf(scope, base), remote);
        const canaries = readCanaryFile(canaryFileOf(scope, base));
        const decided = await decide(history, canaries[remote]);
        await refuseUnknownRelease(remote, decided, hasRelease);
        const effect = canaryEffect(decided.kind);
        // Refused before anything is written: the history never records a change the registry did not make.
        const canary = effect === 'set-canary' ? canaryOfDecided(remote, decided) : undefined;
        const registry = readRegistry(registryOf(scope, base));
        const previousEntry = registry[remote];
        const change: RegistryChange = {
          ...decided,
          remote,
          previous: previousEntry === undefined ? null : (releaseOfEntry(previousEntry) ?? null),
          at: new Date(),
        };
        const all = fs.existsSync(historyOf(scope, base))
          ? HistoryFileSchema.parse(JSON.parse(fs.readFileSync(historyOf(scope, base), 'utf8')))
          : {};
        writeAtomically(historyOf(scope, base), { ...all, [remote]: [...history, change] });
        const { [remote]: _canary, ...otherCanaries } = canaries;
        // The canary file first: a reader between the two writes sees no canary and the old live release, never both gone.
        if (canary)
          writeAtomically(canaryFileOf(scope, base), {
            ...otherCanaries,
            [remote]: { ...canary, since: change.at },
          });
        else if (_canary) writeAtomically(canaryFileOf(scope, base), otherCanaries);
        if (effect === 'set-live') {
          const { [remote]: _old, ...others } = registry;
          writeAtomically(
            registryOf(scope, base),
            decided.release === null
              ? others
              : { ...others, [remote]: entryOfRelease(remote, decided.release) },
          );
        }
        return change;
      });
    },
    async canaries(scope) {
      return readCanaryFile(canaryFileOf(scope, base));
    },
    async publishShell(environment, catalogue) {
      writeAtomically(shellFileOf(environment, base), catalogue);
    },
    async shell(environment) {
      const file = shellFileOf(environment, base);
      return fs.existsSync(file)
        ? ShellCatalogueSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
        : undefined;
    },
    async removeRelease(remote, id) {
      fs.rmSync(releaseDir(remote, id), { recursive: true, force: true });
      fs.rmSync(signatureFileOf(remote, id, base), { force: true });
      fs.rmSync(publisherFileOf(remote, id, base), { force: true });
    },
    async close() {},
  };
}
