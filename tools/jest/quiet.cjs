// The jest tests that time themselves against a deadline on the real clock (a worker's stall below
// its deadline, a deploy heard by every host within 1 s and served by two processes within 2 s, memory settling between readings):
// they run in projects of their own, after the others and alone on the machine (scripts/test.mjs),
// so another test file's burst on the other core is never what they measure.
const QUIET_TESTS = {
  quiet: ['<rootDir>/apps/shell/server/renderPool/renderPool.test.ts'],
  'quiet-postgres': ['<rootDir>/apps/shell/server/fleet/twoProcesses.postgres.test.ts', '<rootDir>/apps/shell/server/fleet/fleet.postgres.test.ts'],
};

module.exports = { QUIET_TESTS, QUIET_PROJECTS: Object.keys(QUIET_TESTS) };
