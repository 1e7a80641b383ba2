import type { OpenedDatabase } from '../../db/database';
import type { CartStorage } from './repository';
import { postgresCartStorage } from './postgresStorage';
import { sqliteCartStorage } from './sqliteStorage';

/** Row locks on PostgreSQL, group commit on SQLite; see the two storages. */
export function cartStorageOf(database: OpenedDatabase): CartStorage {
  if (database.dialect === 'postgres') return postgresCartStorage(database.pool);
  return sqliteCartStorage(database.sqlite, (task) => database.db.connection().execute(task));
}
