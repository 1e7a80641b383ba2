import crypto from 'node:crypto';
import type pg from 'pg';

/** How often a storefront process says it is alive. */
export const HEARTBEAT_MS = 1_000;
/** A process not heard of for this long is no longer live: a deploy does not wait for it. */
export const HOST_LIVE_MS = 5_000;

/**
 * Writes this process into `fleet_hosts` now and every HEARTBEAT_MS: the live hosts a deploy asks to
 * prepare its release before the registry switches, and `written` after each beat written. The
 * row's `instance` tells a restarted process from the one before it under the same host name (a
 * deploy waits for neither's answer twice). Returns the
 * stop, which also takes the row out (a process shutting down is not waited for), unless a newer
 * instance of the host wrote it meanwhile.
 */
export function startHeartbeat(
  pool: pg.Pool,
  host: string,
  environment: string,
  warn: (message: string) => void,
  written: () => void = () => undefined,
): () => Promise<void> {
  const instance = crypto.randomUUID();
  const beat = () =>
    pool
      .query(
        'INSERT INTO fleet_hosts (host, environment, seen_at, instance) VALUES ($1, $2, clock_timestamp(), $3) ON CONFLICT (host) DO UPDATE SET environment = EXCLUDED.environment, seen_at = EXCLUDED.seen_at, instance = EXCLUDED.instance',
        [host, environment, instance],
      )
      .then(written, (error: unknown) =>
        warn(`Heartbeat of ${host} not written: ${String(error)}`),
      );
  void beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pool
      .query('DELETE FROM fleet_hosts WHERE host = $1 AND instance = $2', [host, instance])
      .catch(() => undefined);
  };
}

/** The processes of an environment heard of within HOST_LIVE_MS: host name → its process's instance. */
export async function liveInstances(
  client: pg.ClientBase | pg.Pool,
  environment: string,
): Promise<Map<string, string>> {
  const result = await client.query<{ host: string; instance: string }>(
    'SELECT host, instance FROM fleet_hosts WHERE environment = $1 AND seen_at > clock_timestamp() - make_interval(secs => $2) ORDER BY host',
    [environment, HOST_LIVE_MS / 1000],
  );
  return new Map(result.rows.map((row) => [row.host, row.instance]));
}

/** The processes of an environment heard of within HOST_LIVE_MS. */
export async function liveHosts(
  client: pg.ClientBase | pg.Pool,
  environment: string,
): Promise<string[]> {
  return [...(await liveInstances(client, environment)).keys()];
}
