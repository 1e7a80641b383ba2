// The template databases of a jest run (apps/api/src/test/templateDatabase.ts): each worker
// migrates and seeds one per seed, a SQLite file or a PostgreSQL database, and copies it for every
// test API. The run's global setup names the run; its teardown removes that run's templates, and
// only those, so two runs on one machine or server keep each other's.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const pg = require('pg');

const RUN = 'STOREFRONT_TEST_RUN';
/** A database name's characters: what CREATE DATABASE takes unquoted. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]*$/;
const templateDatabasePrefix = (run) => `storefront_tpl_${run}_`;

async function globalSetup() {
  process.env[RUN] = String(process.pid);
}

async function globalTeardown() {
  const run = process.env[RUN];
  if (!run) return;
  const prefix = templateDatabasePrefix(run);
  for (const file of fs.readdirSync(os.tmpdir()))
    if (file.startsWith(prefix)) fs.rmSync(path.join(os.tmpdir(), file), { force: true });
  const client = new pg.Client({
    connectionString: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    connectionTimeoutMillis: 5000,
  });
  // A run without PostgreSQL made no template; the tests that needed one have failed already.
  const connected = await client.connect().then(
    () => true,
    () => false,
  );
  if (!connected) return;
  try {
    const { rows } = await client.query(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows)
      if (DATABASE_NAME.test(datname))
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

module.exports = { DATABASE_NAME, templateDatabasePrefix, globalSetup, globalTeardown };
