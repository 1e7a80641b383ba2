// Unit tests (jsdom) and API tests (node) in one run; each file sits beside the code it tests.
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] };
const moduleNameMapper = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/!(api)/src/**/*.test.{ts,tsx}', '<rootDir>/libs/*/src/**/*.test.{ts,tsx}'],
      transform,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-dom.ts'],
      testEnvironmentOptions: { customExportConditions: ['require', 'node', 'default'] },
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/apps/api/src/**/*.test.ts', '<rootDir>/apps/shell/server/**/*.test.ts', '<rootDir>/tools/conformance/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
  ],
};
