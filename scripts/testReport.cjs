// What the test command prints at its end besides the counts: where the time went (each phase's wall
// time, the slowest tests of every runner) and how many retries were used. It reads the runners'
// own JSON reports (jest's --json, Playwright's json reporter), so it counts what they counted.
const fs = require('node:fs');

/** How many of the slowest tests the summary names. */
const SLOWEST_SHOWN = 15;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Every test of a jest JSON report: its name, file, milliseconds and the retries it used (jest
 * lists a retried test's earlier failures in `retryReasons`).
 */
function jestTests(report, runner = 'jest') {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      runner,
      file: file.name ?? file.testFilePath ?? '',
      name: test.fullName ?? test.title ?? '',
      ms: test.duration ?? 0,
      retries: test.retryReasons?.length ?? Math.max(0, (test.invocations ?? 1) - 1),
      status: test.status,
    })),
  );
}

/** Every test of a Playwright JSON report, its attempts summed; a retry is any attempt after the first. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        tests.push({
          runner: 'e2e',
          file: spec.file ?? suite.file ?? '',
          name: [...path, spec.title, test.projectName ? `[${test.projectName}]` : '']
            .filter(Boolean)
            .join(' › '),
          ms: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
          retries: Math.max(0, results.length - 1),
          status: test.status,
        });
      }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return tests;
}

function slowest(tests, count = SLOWEST_SHOWN) {
  return [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
}

function retriesUsed(tests) {
  return tests.reduce((sum, test) => sum + test.retries, 0);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

/** The lines printed after the phases: the slowest tests, then the retries used. */
function timeReport(tests, root = '') {
  const lines = [`\n=== the ${SLOWEST_SHOWN} slowest tests`];
  for (const test of slowest(tests)) {
    const file = test.file.startsWith(root) ? test.file.slice(root.length + 1) : test.file;
    lines.push(`${seconds(test.ms)}  ${test.runner.padEnd(5)} ${file}: ${test.name}`);
  }
  const retried = tests.filter((test) => test.retries > 0);
  lines.push(
    `\nretries used: ${retriesUsed(tests)}${retried.length ? ` (${retried.map((test) => test.name).join('; ')})` : ''}`,
  );
  return lines;
}

module.exports = {
  SLOWEST_SHOWN,
  readJson,
  jestTests,
  playwrightTests,
  slowest,
  retriesUsed,
  timeReport,
};
