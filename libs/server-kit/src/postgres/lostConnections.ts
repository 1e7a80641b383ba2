/** The part of a pg client this needs: server-kit takes no `pg` of its own. */
interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** The part of pg.Pool this needs. */
export interface PoolEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'connect', listener: (client: ErrorEmitter) => void): unknown;
}

/**
 * Keeps the process alive when PostgreSQL ends connections (a restart, a fail-over, an operator
 * terminating backends). pg-pool listens for errors only on idle clients: a client checked out
 * (a transaction between two statements, Kysely's connection, even a running query) whose socket
 * ends emits 'error' with no listener, and Node ends the process. Every client the pool opens gets
 * a listener of its own; the statement in flight still fails with the error, the pool discards the
 * client on release (it is no longer queryable), and an idle one's loss goes to `onIdleError`.
 */
export function surviveLostConnections<Pool extends PoolEvents>(
  pool: Pool,
  onIdleError: (error: Error) => void = () => undefined,
): Pool {
  pool.on('error', onIdleError);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}
