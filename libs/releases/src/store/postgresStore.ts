import pg from 'pg';
import { surviveLostConnections } from '@storefront/server-kit';
import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import {
  canaryEffect,
  RegistryBusyError,
  RegistryChangeSchema,
  ShellCatalogueSchema,
  type Canaries,
  type Canary,
  type RegistryScope,
  type ReleaseStore,
} from './types';
import { canaryOfDecided, refuseUnknownRelease, scopeOfStored } from './storeRules';
import { releaseIdOf, releaseManifest } from './releaseId';
import { REGISTRY_LOCK_TIMEOUT_MS } from './lockFolder';
import { ensureReleaseSchema, ReleaseSchemaMissingError } from './releaseSchema';

/** The channel every storefront process listens on for registry changes. */
export const REGISTRY_CHANNEL = 'fleet_registry';
/** The channel a deploy asks every live process on to prepare a release. */
export const PREPARE_CHANNEL = 'fleet_prepare';

const ManifestSchema = z.array(z.tuple([z.string(), z.string()]));
const ReleaseRowSchema = z.object({
  id: z.string(),
  published_at: z.date(),
  published_by: z.nullable(z.string()),
});
const RegistryRowSchema = z.object({ remote: z.enum(REMOTE_NAMES), release: z.string() });
const ScopeRowSchema = z.object({ environment: z.string(), site: z.string() });
/** A history row is a registry change as PostgreSQL returns it: `at` a date already, `percent` a column of every row. */
const HistoryRowSchema = z.extend(RegistryChangeSchema, {
  at: z.date(),
  percent: z.nullable(z.number()),
});
const CanaryRowSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  release: z.string(),
  percent: z.number(),
  since: z.date(),
  steps: z.nullable(z.array(z.number())),
  step_every_ms: z.nullable(z.number()),
});
const canaryOfRow = (row: z.infer<typeof CanaryRowSchema>): Canary => ({
  release: row.release,
  percent: row.percent,
  since: row.since,
  ...(row.steps && row.step_every_ms
    ? { rollout: { steps: row.steps, stepEveryMs: row.step_every_ms } }
    : {}),
});
const CANARY_COLUMNS = 'remote, release, percent, since, steps, step_every_ms';
const HISTORY_COLUMNS = 'remote, kind, release, previous, actor, reason, commit, at, percent';

const siteOf = (scope: RegistryScope) => scope.site ?? '';
/** The parameters of a remote's rows in a scope: fleet_registry, fleet_canary and fleet_registry_history are keyed alike ($1, $2, $3). */
const remoteKey = (scope: RegistryScope, remote: RemoteName) => [
  scope.environment,
  siteOf(scope),
  remote,
];
const HISTORY_OF_REMOTE = `SELECT ${HISTORY_COLUMNS} FROM fleet_registry_history WHERE environment = $1 AND site = $2 AND remote = $3 ORDER BY seq`;
const rows = <T>(schema: z.ZodMiniType<T>, result: pg.QueryResult) =>
  result.rows.map((row: unknown) => schema.parse(row));
/** How often a transaction whose connection was lost before COMMIT runs again. */
const CONNECTION_LOSS_RETRIES = 1;

/**
 * The connection itself failed, not the statement: the server ended the backend (admin shutdown,
 * crash, not accepting connections: class 57P) or the socket closed under the client.
 */
function isConnectionLoss(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && /^57P0[123]$/.test(code)) ||
    (typeof message === 'string' &&
      /Connection terminated|not queryable|ECONNRESET|EPIPE/.test(message))
  );
}

/** The URL without its password, for messages. */
const described = (url: string) => {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
};

/**
 * The shared store of a fleet (DATABASE_URL): every host reads releases and registry from the
 * same database, and a registry change notifies REGISTRY_CHANNEL in its own transaction, so a
 * listener hears of it exactly when it is committed.
 */
export async function postgresStore(url: string): Promise<ReleaseStore> {
  const pool = surviveLostConnections(
    new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000 }),
  );
  const description = described(url);
  /**
   * `work` in a transaction. A connection lost before COMMIT (PostgreSQL restarting, the backend
   * terminated while a deploy waited for its hosts) committed nothing: the whole transaction runs
   * again once on a new connection, so the change is made, not lost. Every `work` here may run
   * twice (its writes are inserts that ignore conflicts, or decided again from what it reads).
   */
  /**
   * Takes each scope's registry lock for the client's transaction, in the order of their keys (two
   * callers of several never wait on each other), waiting up to the deadline for each.
   */
  const lockRegistries = async (client: pg.PoolClient, scopes: readonly RegistryScope[]) => {
    await client.query(`SET LOCAL lock_timeout = ${REGISTRY_LOCK_TIMEOUT_MS}`);
    const keys = [
      ...new Set(scopes.map((scope) => `fleet_registry:${scope.environment}:${siteOf(scope)}`)),
    ].sort();
    for (const key of keys)
      try {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      } catch (error) {
        throw new RegistryBusyError(
          `Another deploy is changing the registry (${key.slice('fleet_registry:'.length)}); try again once it has finished. The registry is unchanged. (${error instanceof Error ? error.message : String(error)})`,
        );
      }
  };
  const transaction = async <T>(
    work: (client: pg.PoolClient) => Promise<T>,
    retries = CONNECTION_LOSS_RETRIES,
  ): Promise<T> => {
    const client = await pool.connect();
    let lost = false;
    const onLost = () => {
      lost = true;
    };
    client.on('error', onLost);
    let committing = false;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      committing = true;
      await client.query('COMMIT');
      return result;
    } catch (error) {
      if (!lost) await client.query('ROLLBACK').catch(() => undefined);
      lost ||= isConnectionLoss(error);
      if (!lost || committing || retries === 0) throw error;
    } finally {
      // A lost connection goes to nobody else: the pool discards it.
      client.off('error', onLost);
      client.release(lost);
    }
    return transaction(work, retries - 1);
  };
  try {
    await ensureReleaseSchema(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `The release store at ${description} is not ${error instanceof ReleaseSchemaMissingError ? 'ready' : 'reachable'}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const manifest = async (remote: RemoteName, id: string) => {
    const release = await pool.query(
      'SELECT manifest FROM fleet_releases WHERE remote = $1 AND id = $2',
      [remote, id],
    );
    return release.rowCount === 1
      ? ManifestSchema.parse((release.rows[0] as { manifest: unknown }).manifest)
      : undefined;
  };
  const hasRelease = async (remote: RemoteName, id: string) =>
    (await pool.query('SELECT 1 FROM fleet_releases WHERE remote = $1 AND id = $2', [remote, id]))
      .rowCount === 1;

  return {
    description,
    async publish(remote, files, publisher) {
      const id = releaseIdOf(files);
      const manifest = releaseManifest(files);
      await transaction(async (client) => {
        for (const [file, hash] of manifest)
          await client.query(
            'INSERT INTO fleet_files (hash, bytes) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING',
            [hash, files.get(file)],
          );
        // Published again: the files stay, and a publisher is recorded only where none was (the
        // folder store's rule, as recordSignature's).
        await client.query(
          'INSERT INTO fleet_releases (remote, id, manifest, published_by) VALUES ($1, $2, $3, $4) ON CONFLICT (remote, id) DO UPDATE SET published_by = EXCLUDED.published_by WHERE fleet_releases.published_by IS NULL AND EXCLUDED.published_by IS NOT NULL',
          [remote, id, JSON.stringify(manifest), publisher ?? null],
        );
      });
      return id;
    },
    async releases(remote) {
      const result = await pool.query(
        'SELECT id, published_at, published_by FROM fleet_releases WHERE remote = $1 ORDER BY published_at DESC',
        [remote],
      );
      return rows(ReleaseRowSchema, result).map((row) => ({
        id: row.id,
        published: row.published_at,
        publisher: row.published_by,
      }));
    },
    hasRelease,
    manifest,
    async signature(remote, id) {
      const result = await pool.query(
        'SELECT signature FROM fleet_releases WHERE remote = $1 AND id = $2',
        [remote, id],
      );
      const signature: unknown = (result.rows[0] as { signature?: unknown } | undefined)?.signature;
      return typeof signature === 'string' ? signature : undefined;
    },
    async recordSignature(remote, id, signature) {
      await pool.query(
        'UPDATE fleet_releases SET signature = $3 WHERE remote = $1 AND id = $2 AND signature IS NULL',
        [remote, id, signature],
      );
    },
    async file(remote, id, file) {
      const hash = (await manifest(remote, id))?.find(([name]) => name === file)?.[1];
      if (!hash) return undefined;
      const found = await pool.query('SELECT bytes FROM fleet_files WHERE hash = $1', [hash]);
      const bytes: unknown = (found.rows[0] as { bytes?: unknown } | undefined)?.bytes;
      return Buffer.isBuffer(bytes) ? bytes : undefined;
    },
    async registry(scope) {
      const result = await pool.query(
        'SELECT remote, release FROM fleet_registry WHERE environment = $1 AND site = $2',
        [scope.environment, siteOf(scope)],
      );
      return Object.fromEntries(
        rows(RegistryRowSchema, result).map((row) => [row.remote, row.release]),
      );
    },
    async scopes() {
      const result = await pool.query(
        'SELECT environment, site FROM fleet_registry UNION SELECT environment, site FROM fleet_registry_history UNION SELECT environment, site FROM fleet_canary',
      );
      return rows(ScopeRowSchema, result).map((row) => scopeOfStored(row.environment, row.site));
    },
    async history(remote, scope) {
      return rows(HistoryRowSchema, await pool.query(HISTORY_OF_REMOTE, remoteKey(scope, remote)));
    },
    async changeRegistry(remote, scope, decide) {
      return transaction(async (client) => {
        // One change of a scope at a time: a second deploy waits here, up to the deadline, then is refused.
        await lockRegistries(client, [scope]);
        const key = remoteKey(scope, remote);
        const history = rows(HistoryRowSchema, await client.query(HISTORY_OF_REMOTE, key));
        const [canary] = rows(
          CanaryRowSchema,
          await client.query(
            `SELECT ${CANARY_COLUMNS} FROM fleet_canary WHERE environment = $1 AND site = $2 AND remote = $3`,
            key,
          ),
        );
        const decided = await decide(history, canary && canaryOfRow(canary));
        await refuseUnknownRelease(remote, decided, hasRelease);
        const [current] = rows(
          RegistryRowSchema,
          await client.query(
            'SELECT remote, release FROM fleet_registry WHERE environment = $1 AND site = $2 AND remote = $3',
            key,
          ),
        );
        const effect = canaryEffect(decided.kind);
        if (effect === 'set-canary') {
          const { release, percent, rollout } = canaryOfDecided(remote, decided);
          await client.query(
            'INSERT INTO fleet_canary (environment, site, remote, release, percent, steps, step_every_ms) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (environment, site, remote) DO UPDATE SET release = EXCLUDED.release, percent = EXCLUDED.percent, since = EXCLUDED.since, steps = EXCLUDED.steps, step_every_ms = EXCLUDED.step_every_ms',
            [...key, release, percent, rollout?.steps ?? null, rollout?.stepEveryMs ?? null],
          );
        } else
          await client.query(
            'DELETE FROM fleet_canary WHERE environment = $1 AND site = $2 AND remote = $3',
            key,
          );
        if (effect !== 'set-live') {
          // The live release stays as it was.
        } else if (decided.release === null)
          await client.query(
            'DELETE FROM fleet_registry WHERE environment = $1 AND site = $2 AND remote = $3',
            key,
          );
        else
          await client.query(
            'INSERT INTO fleet_registry (environment, site, remote, release) VALUES ($1, $2, $3, $4) ON CONFLICT (environment, site, remote) DO UPDATE SET release = EXCLUDED.release',
            [...key, decided.release],
          );
        const inserted = await client.query(
          `INSERT INTO fleet_registry_history (environment, site, remote, kind, release, previous, actor, reason, commit, percent) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${HISTORY_COLUMNS}`,
          [
            ...key,
            decided.kind,
            decided.release,
            current?.release ?? null,
            decided.actor,
            decided.reason,
            decided.commit,
            decided.percent ?? null,
          ],
        );
        await client.query('SELECT pg_notify($1, $2)', [
          REGISTRY_CHANNEL,
          JSON.stringify({ environment: scope.environment, site: siteOf(scope), remote }),
        ]);
        const [change] = rows(HistoryRowSchema, inserted);
        if (!change) throw new Error('PostgreSQL returned no history row');
        return change;
      });
    },
    async withRegistriesLocked(scopes, work) {
      return transaction(async (client) => {
        await lockRegistries(client, scopes);
        return work();
      });
    },
    async canaries(scope) {
      const result = await pool.query(
        `SELECT ${CANARY_COLUMNS} FROM fleet_canary WHERE environment = $1 AND site = $2`,
        [scope.environment, siteOf(scope)],
      );
      return Object.fromEntries(
        rows(CanaryRowSchema, result).map((row) => [row.remote, canaryOfRow(row)]),
      ) as Canaries;
    },
    async publishShell(environment, catalogue) {
      await pool.query(
        'INSERT INTO fleet_shell (environment, catalogue) VALUES ($1, $2) ON CONFLICT (environment) DO UPDATE SET catalogue = EXCLUDED.catalogue, published_at = EXCLUDED.published_at',
        [environment, JSON.stringify(catalogue)],
      );
    },
    async shell(environment) {
      const result = await pool.query('SELECT catalogue FROM fleet_shell WHERE environment = $1', [
        environment,
      ]);
      return result.rowCount === 1
        ? ShellCatalogueSchema.parse((result.rows[0] as { catalogue: unknown }).catalogue)
        : undefined;
    },
    async removeRelease(remote, id) {
      await transaction(async (client) => {
        await client.query('DELETE FROM fleet_releases WHERE remote = $1 AND id = $2', [
          remote,
          id,
        ]);
        // A file no release lists any more goes with its last release.
        await client.query(
          `DELETE FROM fleet_files f WHERE NOT EXISTS (SELECT 1 FROM fleet_releases r, jsonb_array_elements(r.manifest) e WHERE e->>1 = f.hash)`,
        );
      });
    },
    async close() {
      await pool.end();
    },
  };
}
