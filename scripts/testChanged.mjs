// `pnpm test:changed [--base <ref>] [--no-e2e]`: a developer's fast loop. The typecheck (whole
// workspace, incremental), lint and format of the changed files, the jest tests related to them
// (jest follows the imports), then a build of the apps the change reaches and the end-to-end specs
// that exercise them (scripts/changedAreas.mjs). The change: the commits since <ref> (by default
// the branch's upstream, else none) plus what is uncommitted, untracked files included.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { reachedApps, reachedAreas, reachedSpecs, readWorkspaces } from './changedAreas.cjs';
import { typecheckCommand } from './typeChecker.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
function defaultBase() {
  try {
    return git('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}');
  } catch {
    return 'HEAD';
  }
}
const base = option('--base') ?? defaultBase();
const lines = (text) => text.split('\n').filter(Boolean);
const files = [
  ...new Set([
    ...lines(git('diff', '--name-only', '--diff-filter=d', `${git('merge-base', base, 'HEAD')}`)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ]),
].sort();

if (files.length === 0) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}

const reached = reachedAreas(files, readWorkspaces(root));
const { appNames } = createRequire(import.meta.url)('../tools/workspace/apps.cjs');
const specAreas = JSON.parse(fs.readFileSync(path.join(root, 'e2e/specAreas.json'), 'utf8'));
const specs = flag('--no-e2e') ? [] : reachedSpecs(files, reached, specAreas);
const apps = reachedApps(reached, appNames);
const source = files.filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file));
console.log(
  `${files.length} files changed since ${base}; they reach ${[...reached].sort().join(', ') || 'no workspace'}.`,
);

const results = [];
function step(name, command, commandArgs, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const { status } = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

// The workspace is one TypeScript program: the typecheck is whole, but incremental between runs.
step(
  'typecheck',
  ...typecheckCommand([
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/test-changed.tsbuildinfo',
  ]),
);
if (source.length)
  step('lint', bin('eslint'), ['--max-warnings=0', '--no-warn-ignored', ...source]);
// A cycle is a property of the whole graph: a change anywhere may close one.
if (source.length)
  step('import cycles', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'apps', 'libs']);
step('format', bin('prettier'), ['--check', '--ignore-unknown', ...files]);
if (source.length)
  step('jest', bin('jest'), ['--ci', '--passWithNoTests', '--findRelatedTests', ...source]);
if (specs.length) {
  const unbuilt = appNames.filter((app) => !fs.existsSync(path.join(root, 'apps', app, 'dist')));
  const toBuild = [...new Set([...apps, ...unbuilt])];
  const built =
    toBuild.length === 0 ||
    step(`build ${toBuild.join(', ')}`, process.execPath, [
      path.join(root, 'scripts/build.mjs'),
      ...toBuild,
    ]);
  // One worker and --no-deps: a few specs, and those that must run alone (ALONE in playwright.config.ts)
  // never beside another, without first running every spec they are ordered after.
  if (built)
    step(
      `e2e: ${specs.join(' ')}`,
      bin('playwright'),
      ['test', '--no-deps', ...specs.map((spec) => `e2e/${spec}`)],
      { E2E_WORKERS: '1' },
    );
}

console.log('\n=== summary');
for (const result of results)
  console.log(
    `${result.ok ? 'ok    ' : 'FAILED'} ${result.name.slice(0, 70).padEnd(70)} ${result.seconds.toFixed(1).padStart(7)} s`,
  );
process.exit(results.every((result) => result.ok) ? 0 : 1);
