// The jest tests that time themselves against a deadline on the real clock (a worker's stall below
// its deadline, a healthy host answering a deploy's preparation before a stopped one's 3 s run out,
// memory settling between readings):
// they run in projects of their own, after the others and alone on the machine (scripts/test.mjs),
// so another test file's burst on the other core is never what they measure.
const QUIET_TESTS = {
  quiet: ['<rootDir>/apps/document-server/src/renderPool/renderPool.test.ts'],
  'quiet-postgres': [
    '<rootDir>/apps/document-server/src/fleet/twoProcesses.postgres.test.ts',
    '<rootDir>/apps/document-server/src/fleet/fleet.postgres.test.ts',
  ],
};

module.exports = { QUIET_TESTS, QUIET_PROJECTS: Object.keys(QUIET_TESTS) };
