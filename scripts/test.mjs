// `pnpm test`: every check in one run — typecheck, lint, production build, unit and API tests
// (jest), end-to-end tests (Playwright in Debian's chromium against the composed storefront).
// Ends with each phase's wall time, the slowest tests, the retries used and one line
// `N passed, N failed` summed over all suites; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureTestServices } from './testServices.mjs';
import { typecheckCommand } from './typeChecker.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { jestTests, playwrightTests, readJson, retriesUsed, timeReport } = createRequire(
  import.meta.url,
)('./testReport.cjs');
const output = path.join(root, '.test-output');
fs.rmSync(output, { recursive: true, force: true });
fs.mkdirSync(output, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Phases: { name, passed, failed, seconds }. */
const results = [];
/** Every test the runners reported, for the slowest and the retries. */
const tests = [];

// `./storefront test` notes when it began, so the install it did counts as a phase of its own.
const invoked = Number(process.env.STOREFRONT_TEST_STARTED_MS);
if (Number.isFinite(invoked) && invoked > 0)
  results.push({
    name: 'install (pnpm, chromium, dependencies)',
    passed: 0,
    failed: 0,
    seconds: (Date.now() - invoked) / 1000,
  });

// PostgreSQL and Redis: the ones answering at the default addresses, or throwaway ones (scripts/testServices.mjs).
const services = await ensureTestServices();
Object.assign(process.env, services.env);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    services.stop();
    process.exit(1);
  });
}

/** One command, its output as it comes (prefixed when it runs beside another); resolves with its status and wall time. */
function run(name, command, args, { env = {}, prefix = false } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${path.basename(command)} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefix) {
      // Whole lines, each marked with its step, so two steps' output never interleave mid-line.
      for (const stream of [child.stdout, child.stderr]) {
        let pending = '';
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) console.log(`[${name}] ${line}`);
        });
        stream.on('end', () => pending && console.log(`[${name}] ${pending}`));
      }
    }
    child.on('close', (code) =>
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

async function step(name, command, args, options) {
  const { ok, seconds } = await run(name, command, args, options);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/**
 * The checks that use one core each run two at a time: the machines have two. Resolves with each
 * step's success by name.
 */
async function twoAtATime(steps) {
  const queue = [...steps];
  const ok = new Map();
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        ok.set(next[0], await step(...next, { prefix: true }));
    }),
  );
  return ok;
}

/** A jest run into its own JSON report; its tests join the summary. */
async function jest(name, args) {
  const file = path.join(output, `${name.replace(/\W+/g, '-')}.json`);
  // --forceExit: a handle some test leaves open must not hold the run past its results (jest prints
  // "did not exit" above, which names the leak to chase); the counts come from the JSON report.
  const { ok, seconds } = await run(name, bin('jest'), [
    '--ci',
    '--json',
    `--outputFile=${file}`,
    '--forceExit',
    ...args,
  ]);
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  const failed =
    (report?.numFailedTests ?? 0) +
    (report?.numRuntimeErrorTestSuites ?? 0) +
    (!ok && !report?.numFailedTests && !report?.numRuntimeErrorTestSuites ? 1 : 0);
  results.push({ name, passed, failed, seconds });
  tests.push(...jestTests(report, 'jest'));
}

// The build first: webpack's own parallel work fills the other core's gaps while the checks queue.
const checks = await twoAtATime([
  ['build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
  ['typecheck', ...typecheckCommand()],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  // Import cycles with `import type` counted, which import-x/no-cycle in the lint skips.
  ['import cycles', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'apps', 'libs']],
  // One layout for everyone: `pnpm format` writes it, this fails on a file that drifted.
  ['format', bin('prettier'), ['--check', '.']],
]);
const built = checks.get('build') === true;

// Two workers (jest's default leaves one of the two cores idle); the tests that time themselves
// against a deadline run after, alone on the machine (tools/jest/quiet.cjs).
const { QUIET_PROJECTS } = createRequire(import.meta.url)('../tools/jest/quiet.cjs');
await jest('unit and API tests', ['--maxWorkers=2', '--ignoreProjects', ...QUIET_PROJECTS]);
await jest('unit and API tests that time themselves', [
  '--runInBand',
  '--selectProjects',
  ...QUIET_PROJECTS,
]);

if (built) {
  // Bytes are deterministic, so their ceilings may fail the run; timings only go to `pnpm bench`.
  await step('bytes budgets', process.execPath, [path.join(root, 'bench/check-budgets.mjs')]);
  const file = path.join(output, 'e2e.json');
  const { ok, seconds } = await run('end-to-end tests', bin('playwright'), ['test']);
  const report = readJson(file);
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (!ok && !stats?.unexpected ? 1 : 0);
  // Skipped: the specs that run alone are skipped when one before them failed (playwright.config.ts).
  results.push({ name: 'end-to-end tests', passed, failed, skipped: stats?.skipped ?? 0, seconds });
  tests.push(...playwrightTests(report));
} else {
  results.push({
    name: 'end-to-end tests (not run: the build failed)',
    passed: 0,
    failed: 1,
    seconds: 0,
  });
}

services.stop();
console.log('\n=== phases (wall time)');
for (const r of results)
  console.log(
    `${r.name.padEnd(46)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(1).padStart(7)} s`,
  );
const total = Number.isFinite(invoked) && invoked > 0 ? Date.now() - invoked : undefined;
if (total !== undefined)
  console.log(`${'whole run'.padEnd(73)} ${(total / 1000).toFixed(1).padStart(7)} s`);
for (const line of timeReport(tests, root)) console.log(line);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
// A retry hides a test that failed once: the run is not green with one (the closing line counts it failed).
const failed = results.reduce((sum, r) => sum + r.failed, 0) + retriesUsed(tests);
const skipped = results.reduce((sum, r) => sum + (r.skipped ?? 0), 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
