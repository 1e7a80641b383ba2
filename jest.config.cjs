// Unit tests (jsdom) and API tests (node) in one run; each file sits beside the code it tests.
// Each remote is its own project, so `pnpm --filter @storefront/<remote> test` runs it alone.
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] };
const moduleNameMapper = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
};
const REMOTES = ['navigation', 'search', 'cart', 'newsletter', 'footer', 'preview'];

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

module.exports = {
  projects: [
    dom('unit', ['<rootDir>/apps/shell/src/**/*.test.{ts,tsx}', '<rootDir>/libs/*/src/**/*.test.{ts,tsx}']),
    // A remote's tests register its own texts, as its exposed modules do on the page.
    ...REMOTES.map((remote) => dom(remote, [`<rootDir>/apps/${remote}/src/**/*.test.{ts,tsx}`], [`<rootDir>/apps/${remote}/src/texts/jest.setup.ts`])),
    {
      displayName: 'api',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/apps/api/src/**/*.test.ts', '<rootDir>/apps/shell/server/**/*.test.ts', '<rootDir>/tools/conformance/**/*.test.ts', '<rootDir>/tools/release/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
  ],
};
