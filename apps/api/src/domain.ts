import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type SQLite from 'better-sqlite3';
import type { Database } from './db/schema';
import type { ApiConfig } from './config';

export interface DomainContext {
  db: Kysely<Database>;
  sqlite: SQLite.Database;
  config: ApiConfig;
}

/** One service domain of the API: its tables, its seed data and its routes. */
export interface ApiDomain {
  name: string;
  migrations: Record<string, Migration>;
  /** Loads the domain's seed data; runs at every start and must do nothing when data is there. */
  seed?: (context: DomainContext) => Promise<void>;
  routes: (app: FastifyInstance, context: DomainContext) => Promise<void> | void;
}
