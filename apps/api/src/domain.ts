import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from './db/schema';
import type { OpenedDatabase } from './db/database';
import type { ApiConfig } from './config';
import { type Lifecycle } from '@storefront/server-kit';

export interface DomainContext {
  db: Kysely<Database>;
  /** The same database with its dialect, for the few queries that differ (cart, search). */
  database: OpenedDatabase;
  config: ApiConfig;
  /** Starting, ready or stopping (the readiness endpoint); absent outside a server (CLI). */
  lifecycle?: Lifecycle;
  /** Shared state of several processes (REDIS_URL); absent in the embedded mode. */
  redis?: Redis;
}

/** One service domain of the API: its tables, its seed data and its routes. */
export interface ApiDomain {
  name: string;
  migrations: Record<string, Migration>;
  /**
   * Loads the domain's content seed data (catalogue, navigation, promotions, footer...), in
   * production and demo mode alike; runs at every start and must do nothing when data is there.
   */
  seed?: (context: DomainContext) => Promise<void>;
  /** Demo data only (DEMO=true): accounts with published passwords and the like. Idempotent. */
  demoSeed?: (context: DomainContext) => Promise<void>;
  /**
   * Production mode: removes what demoSeed may have left in a database once started with DEMO=true,
   * so published demo passwords never open anything in production.
   */
  removeDemoData?: (context: DomainContext, warn: (message: string) => void) => Promise<void>;
  routes: (app: FastifyInstance, context: DomainContext) => Promise<void> | void;
}
