// A connection PostgreSQL ends while a request holds it (a restart, a fail-over, an operator
// terminating backends) must cost that statement, never the process: pg-pool listens for errors
// only on idle clients, and an 'error' event nobody listens to ends Node (issue 55; a storefront
// host died this way in the fleet fault test before every client got a listener).
import { sql } from 'kysely';
import { openPostgres } from './database';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('survives a checked-out connection ended by the server: the statement fails, the next one runs on a new connection', async () => {
  const idleErrors: Error[] = [];
  const opened = openPostgres(database.url, (error) => idleErrors.push(error));
  try {
    const held = await opened.pool.connect();
    // (events.once would reject on the 'error' that comes first: waited for by hand.)
    const ended = new Promise((resolve) => held.once('end', resolve));
    expect(await database.cutConnections()).toHaveLength(1);
    await ended;
    await expect(held.query('SELECT 1')).rejects.toThrow();
    held.release(true);
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(opened.db);
    expect(rows).toEqual([{ one: 1 }]);
  } finally {
    await opened.db.destroy();
  }
});
