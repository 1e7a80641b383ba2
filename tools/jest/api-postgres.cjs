// The `api-postgres` jest project: the API tests again, each on a fresh PostgreSQL database
// (apps/api/src/test/testDatabase.ts).
process.env.API_TEST_DATABASE = 'postgres';
