import SQLite from 'better-sqlite3';
import { CartWriter } from './sqliteStorage';

/** Group commit on a bare connection: a table of numbers, no API around it. */
function setUp() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('CREATE TABLE n (value INTEGER PRIMARY KEY)');
  let locked = 0;
  const writer = new CartWriter(sqlite, async (task) => {
    locked += 1;
    await task();
  });
  const values = () =>
    sqlite.prepare('SELECT value FROM n ORDER BY value').pluck().all() as number[];
  return { sqlite, writer, values, batches: () => locked };
}

describe('CartWriter', () => {
  it('commits the changes asked for together in one transaction, in order, and answers each', async () => {
    const { sqlite, writer, values, batches } = setUp();
    const insert = sqlite.prepare('INSERT INTO n (value) VALUES (?)');
    const seenInTransaction: boolean[] = [];
    const answers = await Promise.all(
      [1, 2, 3].map((value) =>
        writer.run(() => {
          seenInTransaction.push(sqlite.inTransaction);
          insert.run(value);
          return value * 10;
        }),
      ),
    );
    expect(answers).toEqual([10, 20, 30]);
    expect(seenInTransaction).toEqual([true, true, true]);
    expect(values()).toEqual([1, 2, 3]);
    expect(batches()).toBe(1);
    expect(sqlite.inTransaction).toBe(false);
  });

  it('undoes a failing change alone and rejects only its caller', async () => {
    const { sqlite, writer, values } = setUp();
    const insert = sqlite.prepare('INSERT INTO n (value) VALUES (?)');
    const results = await Promise.allSettled([
      writer.run(() => insert.run(1)),
      writer.run(() => {
        insert.run(2);
        throw new Error('refused half-way');
      }),
      writer.run(() => insert.run(1)), // primary key clash: fails inside SQLite
      writer.run(() => insert.run(3)),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(values()).toEqual([1, 3]);
  });

  it('rejects every caller of a batch whose transaction cannot begin, and keeps working afterwards', async () => {
    const { sqlite, writer, values } = setUp();
    sqlite.exec('BEGIN'); // someone else's open transaction: BEGIN IMMEDIATE fails
    // Matched by message: SqliteError may come from another realm than the test's Error.
    await expect(writer.run(() => 1)).rejects.toMatchObject({
      message: expect.stringMatching(/transaction/),
    });
    sqlite.exec('ROLLBACK');
    await writer.run(() => sqlite.prepare('INSERT INTO n (value) VALUES (7)').run());
    expect(values()).toEqual([7]);
  });
});
