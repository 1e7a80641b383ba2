// Unit tests (jsdom) and API tests (node) in one run; each file sits beside the code it tests.
// Each remote is its own project, so `pnpm --filter @storefront/<remote> test` runs it alone.
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
};
const moduleNameMapper = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
};
const { remoteNames: REMOTES } = require('./tools/workspace/apps.cjs');
const { QUIET_TESTS } = require('./tools/jest/quiet.cjs');
const QUIET = Object.values(QUIET_TESTS)
  .flat()
  .map((file) => file.replace('<rootDir>', ''));

const dom = (displayName, testMatch, setupFiles = []) => ({
  displayName,
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch,
  transform,
  moduleNameMapper,
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-dom.ts', ...setupFiles],
  testEnvironmentOptions: { customExportConditions: ['require', 'node', 'default'] },
});

/** API tests with nothing to test on PostgreSQL: SQLite's own machinery, or no database at all. */
const SQLITE_OR_NO_DATABASE_TESTS = [
  '/apps/api/src/domains/search/folding.test.ts', // FTS5's tokenizer
  '/apps/api/src/domains/search/answerCache.test.ts', // in memory
  '/apps/api/src/domains/cart/repository.test.ts', // SQLite's group commit
  '/apps/api/src/db/migrate.test.ts', // SQLite's schema table
  '/apps/api/src/test/durability.test.ts', // SQLite's synchronous setting
  '/apps/api/src/test/hostileInput.property.test.ts', // counts writes with SQLite's total_changes()
  '/apps/api/src/test/transportSecurity.test.ts', // configuration only
  '/apps/api/src/domains/newsletter/signUpLimit.test.ts', // Redis and memory only
  '/apps/api/src/domains/rum/beaconLimit.test.ts', // Redis and memory only
  '/apps/api/src/test/redisOutage.test.ts', // Redis only
  '/apps/api/src/domains/login/tokenKeys.test.ts', // tokens only
  '/apps/api/src/http/',
];

module.exports = {
  // The API tests' PostgreSQL templates belong to the run that made them (tools/jest/templateDatabases.cjs).
  globalSetup: '<rootDir>/tools/jest/globalSetup.cjs',
  globalTeardown: '<rootDir>/tools/jest/globalTeardown.cjs',
  projects: [
    dom('unit', [
      '<rootDir>/apps/shell/src/**/*.test.{ts,tsx}',
      '<rootDir>/libs/!(releases|server-kit)/src/**/*.test.{ts,tsx}',
      '<rootDir>/apps/*/schemas/src/**/*.test.{ts,tsx}',
    ]),
    // A remote's tests register its own texts, as its exposed modules do on the page.
    ...REMOTES.map((remote) =>
      dom(
        remote,
        [`<rootDir>/apps/${remote}/src/**/*.test.{ts,tsx}`],
        [`<rootDir>/apps/${remote}/src/texts/jest.setup.ts`],
      ),
    ),
    {
      displayName: 'api',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/apps/api/src/**/*.test.ts',
        '<rootDir>/apps/document-server/src/**/*.test.ts',
        '<rootDir>/tools/conformance/**/*.test.ts',
        '<rootDir>/libs/releases/src/**/*.test.ts',
        '<rootDir>/libs/server-kit/src/**/*.test.ts',
        '<rootDir>/apps/release-cli/src/**/*.test.ts',
        '<rootDir>/apps/release-console/src/**/*.test.ts',
        '<rootDir>/apps/release-service/src/**/*.test.ts',
        '<rootDir>/apps/deploy-client/src/**/*.test.ts',
        '<rootDir>/tools/workspace/**/*.test.ts',
        '<rootDir>/tools/lint/**/*.test.ts',
        '<rootDir>/tools/webpack/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
      // *.postgres.test.ts: several processes on one database, which the embedded SQLite never is.
      testPathIgnorePatterns: ['\\.postgres\\.test\\.ts$', ...QUIET],
      transform,
      moduleNameMapper,
    },
    {
      // The same API tests on PostgreSQL, except those about SQLite itself or about no database at all.
      displayName: 'api-postgres',
      rootDir: __dirname,
      testEnvironment: 'node',
      // And the release store on PostgreSQL (issue 25).
      testMatch: [
        '<rootDir>/apps/api/src/**/*.test.ts',
        '<rootDir>/libs/releases/src/**/*.postgres.test.ts',
        '<rootDir>/apps/release-service/src/**/*.postgres.test.ts',
        '<rootDir>/apps/document-server/src/**/*.postgres.test.ts',
      ],
      testPathIgnorePatterns: [...SQLITE_OR_NO_DATABASE_TESTS, ...QUIET],
      setupFiles: ['<rootDir>/tools/jest/api-postgres.cjs'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'quiet',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: QUIET_TESTS.quiet,
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'quiet-postgres',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: QUIET_TESTS['quiet-postgres'],
      setupFiles: ['<rootDir>/tools/jest/api-postgres.cjs'],
      transform,
      moduleNameMapper,
    },
  ],
};
