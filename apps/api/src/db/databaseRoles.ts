import crypto from 'node:crypto';
import type pg from 'pg';
import { HOST_RELEASE_PRIVILEGES, RELEASE_TABLES, type ReleaseTable } from '@storefront/releases';
import { RELEASE_HEALTH_TABLES } from '../releaseHealth';
import { MIGRATION_LOCK_KEY } from './migrate';

/** Every storefront host's role: the API's tables, and of the release store what a host does. */
export const HOST_ROLE = 'storefront_host';
/**
 * The release service's role: the release store's tables, and the shoppers' health of releases to
 * read (its console's charts); nothing of the shop's customers, carts or staff.
 */
export const RELEASE_SERVICE_ROLE = 'storefront_release_service';

/**
 * Kysely's bookkeeping of the API's migrations: a starting host reads it to find nothing pending
 * (its migrator runs at every start); only `./storefront migrate` writes it.
 */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

export interface RolePasswords {
  host?: string | undefined;
  releaseService?: string | undefined;
}

/** A password refused before anything was changed. */
export class RolePasswordError extends Error {}

/** What SASLprep leaves as it is, so the verifier made here is the one PostgreSQL and every client derive. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The SCRAM-SHA-256 verifier PostgreSQL keeps for `password` (RFC 5802, RFC 7677), made here as
 * psql's \password does, so the password itself is never in a statement a server log could keep.
 */
export function scramVerifier(
  password: string,
  salt: Buffer = crypto.randomBytes(16),
  iterations = 4096,
): string {
  const salted = crypto.pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const hmac = (text: string) => crypto.createHmac('sha256', salted).update(text).digest();
  const storedKey = crypto.createHash('sha256').update(hmac('Client Key')).digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${hmac('Server Key').toString('base64')}`;
}

/** Refuses, before anything is changed, a password this module cannot hash exactly as PostgreSQL would. */
export function checkRolePasswords(passwords: RolePasswords): void {
  for (const [variable, password] of [
    ['STOREFRONT_HOST_PASSWORD', passwords.host],
    ['RELEASE_SERVICE_PASSWORD', passwords.releaseService],
  ] as const)
    if (password !== undefined && !PRINTABLE_ASCII.test(password))
      throw new RolePasswordError(
        `${variable} wants printable ASCII characters only (e.g. \`openssl rand -hex 32\`); nothing was changed.`,
      );
}

interface Relation {
  name: string;
  sequence: boolean;
  /** The table a sequence belongs to (serial or identity column), if any. */
  owned_by: string | null;
}

const isReleaseTable = (name: string | null): name is ReleaseTable =>
  RELEASE_TABLES.includes(name as ReleaseTable);

/**
 * Creates (when missing) the two login roles of a fleet and grants them what each process needs, in
 * the schema the tables are in: storefront_host every API table and, of the release store,
 * HOST_RELEASE_PRIVILEGES; storefront_release_service the release store only. Every run first
 * revokes all either role holds on the release tables (and the service on the others), so what they
 * may do there is exactly this, whatever an earlier version granted. Run after the API's migrations and the release schema; safe when several
 * processes run it at once: one database's runs queue on the migration lock, and roles, which every
 * database of the server shares, are created by whichever run gets there first.
 */
export async function grantDatabaseRoles(
  client: pg.ClientBase,
  passwords: RolePasswords = {},
): Promise<void> {
  checkRolePasswords(passwords);
  const id = (name: string) => client.escapeIdentifier(name);
  const host = id(HOST_ROLE);
  const service = id(RELEASE_SERVICE_ROLE);
  const list = (names: readonly string[]) => names.map(id).join(', ');
  await client.query('BEGIN');
  try {
    // The lock a starting host migrates under: no table appears between the listing and the grants.
    await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
    // Looked up first: roles a database administrator made are used by an admin without CREATEROLE.
    for (const role of [HOST_ROLE, RELEASE_SERVICE_ROLE])
      await client.query(
        `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = ${client.escapeLiteral(role)}) THEN CREATE ROLE ${id(role)} LOGIN; END IF; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
      );
    if (passwords.host !== undefined)
      await client.query(
        `ALTER ROLE ${host} PASSWORD ${client.escapeLiteral(scramVerifier(passwords.host))}`,
      );
    if (passwords.releaseService !== undefined)
      await client.query(
        `ALTER ROLE ${service} PASSWORD ${client.escapeLiteral(scramVerifier(passwords.releaseService))}`,
      );
    const { rows: names } = await client.query<{ database: string; schema: string }>(
      'SELECT current_database() AS database, current_schema() AS schema',
    );
    const { database, schema } = names[0] ?? { database: '', schema: '' };
    await client.query(`GRANT CONNECT ON DATABASE ${id(database)} TO ${host}, ${service}`);
    await client.query(`GRANT USAGE ON SCHEMA ${id(schema)} TO ${host}, ${service}`);
    const { rows: relations } = await client.query<Relation>(
      `SELECT c.relname AS name, c.relkind = 'S' AS sequence, owner.relname AS owned_by
       FROM pg_catalog.pg_class c
       LEFT JOIN pg_catalog.pg_depend d ON c.relkind = 'S' AND d.classid = 'pg_catalog.pg_class'::regclass AND d.objid = c.oid AND d.refclassid = 'pg_catalog.pg_class'::regclass AND d.deptype IN ('a', 'i')
       LEFT JOIN pg_catalog.pg_class owner ON owner.oid = d.refobjid
       WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'S')
       ORDER BY c.relname`,
    );
    const tables = relations.filter((relation) => !relation.sequence).map(({ name }) => name);
    const releaseTables = tables.filter(isReleaseTable);
    const apiTables = tables.filter((name) => !isReleaseTable(name));
    const sequencesOf = (owner: (table: string | null) => boolean) =>
      relations
        .filter((relation) => relation.sequence && owner(relation.owned_by))
        .map(({ name }) => name);
    const releaseSequences = sequencesOf(isReleaseTable);
    const apiSequences = sequencesOf((table) => !isReleaseTable(table));
    // A host inserts into a release table with a serial key (the registry's history) through its sequence.
    const hostReleaseSequences = sequencesOf(
      (table) => isReleaseTable(table) && HOST_RELEASE_PRIVILEGES[table].includes('INSERT'),
    );
    const grant = async (what: string, kind: 'TABLE' | 'SEQUENCE', names: string[], to: string) => {
      if (what !== '' && names.length > 0)
        await client.query(`GRANT ${what} ON ${kind} ${list(names)} TO ${to}`);
    };
    const revoke = async (kind: 'TABLE' | 'SEQUENCE', names: string[], from: string) => {
      if (names.length > 0) await client.query(`REVOKE ALL ON ${kind} ${list(names)} FROM ${from}`);
    };
    await revoke('TABLE', releaseTables, `${host}, ${service}`);
    await revoke('SEQUENCE', releaseSequences, `${host}, ${service}`);
    await revoke('TABLE', apiTables, service);
    await revoke('SEQUENCE', apiSequences, service);
    await grant('SELECT, INSERT, UPDATE, DELETE', 'TABLE', releaseTables, service);
    await grant('USAGE', 'SEQUENCE', releaseSequences, service);
    // The release console's charts and evidence: the shoppers' health of releases, read only.
    await grant(
      'SELECT',
      'TABLE',
      apiTables.filter((name) => (RELEASE_HEALTH_TABLES as readonly string[]).includes(name)),
      service,
    );
    for (const table of releaseTables)
      await grant(HOST_RELEASE_PRIVILEGES[table].join(', '), 'TABLE', [table], host);
    await grant('USAGE', 'SEQUENCE', hostReleaseSequences, host);
    const migratorTables = apiTables.filter((name) => MIGRATOR_TABLES.includes(name));
    await revoke('TABLE', migratorTables, host);
    await grant('SELECT', 'TABLE', migratorTables, host);
    await grant(
      'SELECT, INSERT, UPDATE, DELETE',
      'TABLE',
      apiTables.filter((name) => !MIGRATOR_TABLES.includes(name)),
      host,
    );
    await grant('USAGE, SELECT', 'SEQUENCE', apiSequences, host);
    // A table a later migration adds is the host's at once, even when a host that still has the
    // admin URL runs that migration at its start rather than `./storefront migrate`. (A release
    // table added that way is the host's too until the next `./storefront migrate` narrows it.)
    await client.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${id(schema)} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${host}`,
    );
    await client.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${id(schema)} GRANT USAGE, SELECT ON SEQUENCES TO ${host}`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** `url` without its password, and as `role` when given: where a role's URL differs from the admin's. */
export function urlAs(url: string, role?: string): string {
  const parsed = new URL(url);
  if (role !== undefined) parsed.username = role;
  parsed.password = '';
  parsed.searchParams.delete('password');
  return parsed.toString();
}

/** Which URL goes where, for the operator; never a password, only the variable that holds it. */
export function rolesGuide(adminUrl: string, passwords: RolePasswords): string[] {
  const passwordNote = (variable: string, given: string | undefined) =>
    given === undefined
      ? ` (${variable} was not set: this run set no password)`
      : ` with the password of ${variable}`;
  return [
    `Database roles: ${HOST_ROLE} and ${RELEASE_SERVICE_ROLE} (DATABASE_URL as given keeps working everywhere):`,
    `- ${urlAs(adminUrl)} (this run's, the admin): \`./storefront migrate\` (and \`pnpm staff:add\`) only;`,
    `- ${urlAs(adminUrl, HOST_ROLE)}${passwordNote('STOREFRONT_HOST_PASSWORD', passwords.host)}: every storefront host's DATABASE_URL;`,
    `- ${urlAs(adminUrl, RELEASE_SERVICE_ROLE)}${passwordNote('RELEASE_SERVICE_PASSWORD', passwords.releaseService)}: the release service's DATABASE_URL (and the operator's \`./storefront keys\` and \`deploy\`).`,
  ];
}
