// Bytes budgets of issue 10 that can be checked from the built dist folders alone (bytes are
// deterministic). Run after `node scripts/build.mjs`: `node bench/check-budgets.mjs`.
// Budgets the product reaches are ASSERTED (exit 1 if one regresses); budgets it does not reach
// yet are printed as REPORTED with the measured figure, and do not fail (move them to ASSERTED
// once reached). Page-level budgets (initial JS, react-dom once, Lighthouse) are measured by
// `pnpm bench`, which needs a browser.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { remoteNames: REMOTES } = require('../tools/workspace/apps.cjs');
const {
  sharedPackages,
  sharedSingletons,
  SHELL_LAZY_SHARED,
} = require('../tools/webpack/shared.cjs');
// zod reaches a remote only through the shared contracts' `z` (libs/contracts/src/zod.ts).
const NEVER_BUNDLED_BY_A_REMOTE = [...sharedPackages(), 'zod'];
const KB = 1024;
/**
 * The budget per remote entry: issue 10's 9 KB, plus 1 KB for the SHA-256 of every chunk the entry
 * loads (issue 51 item 5, tools/webpack/integrity.cjs), which no compression shrinks (bench/README.md,
 * "Budgets").
 */
export const REMOTE_ENTRY_BUDGET_GZIP = 10 * KB;

function gzipOf(file) {
  // The build's own pre-compressed copy, as served; compressed here only if it is missing.
  return fs.existsSync(`${file}.gz`)
    ? fs.statSync(`${file}.gz`).size
    : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const checks = [];
for (const remote of REMOTES) {
  const entry = path.join(root, 'apps', remote, 'dist/remoteEntry.js');
  checks.push({
    name: `${remote} remoteEntry.js gzip`,
    file: entry,
    budget: REMOTE_ENTRY_BUDGET_GZIP,
    asserted: true,
  });
}

/**
 * Every shared package once (react-dom first of all): the shell provides it, so no remote's
 * production build may contain a copy (a copy would load whenever the share scope picked it).
 * The packages and workspace libraries an app's chunks hold (or one file's, `onlyFile`), read from
 * their source maps.
 */
function bundledPackages(app, onlyFile) {
  const dist = path.join(root, 'apps', app, 'dist');
  const found = new Set();
  const maps = onlyFile
    ? [`${onlyFile}.map`]
    : fs.readdirSync(dist).filter((name) => name.endsWith('.js.map'));
  for (const file of maps.filter((name) => fs.existsSync(path.join(dist, name)))) {
    for (const source of JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')).sources ?? []) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(
        source.replace(/.*node_modules\/\.pnpm\/[^/]+\//, ''),
      );
      if (match) found.add(match[1]);
      // A workspace library is bundled from its sources, under the package name it is shared as.
      const lib = /(?:^|\/)libs\/([^/]+)\/src\//.exec(source);
      if (lib) found.add(`@storefront/${lib[1]}`);
    }
  }
  return found;
}

/**
 * The libraries the shell provides eagerly arrive in main.js itself (tools/webpack/shared.cjs,
 * `shellEagerShared`): as chunks of their own they would cost every page's start a second round trip.
 */
const EAGER_IN_MAIN = [
  ...new Set(
    Object.keys(sharedSingletons())
      .filter((key) => !SHELL_LAZY_SHARED.includes(key))
      .map((key) => key.replace(/\/$/, '')),
  ),
];

let failed = 0;
let passed = 0;
let reported = 0;
for (const remote of REMOTES) {
  const copies = NEVER_BUNDLED_BY_A_REMOTE.filter((pkg) => bundledPackages(remote).has(pkg));
  const ok = copies.length === 0;
  console.log(
    `${ok ? 'ok      ' : 'FAIL    '}  ${remote} bundles no copy of a shared library${ok ? '' : `: ${copies.join(', ')}`}`,
  );
  if (ok) passed += 1;
  else failed += 1;
}
{
  const inMain = bundledPackages('shell', 'main.js');
  const missing = EAGER_IN_MAIN.filter((pkg) => !inMain.has(pkg));
  const ok = missing.length === 0;
  console.log(
    `${ok ? 'ok      ' : 'FAIL    '}  shell main.js carries every eagerly shared library${ok ? '' : `; not in it: ${missing.join(', ')}`}`,
  );
  if (ok) passed += 1;
  else failed += 1;
}
for (const check of checks) {
  if (!fs.existsSync(check.file)) {
    console.log(
      `FAIL      ${check.name}: ${path.relative(root, check.file)} is missing (build first)`,
    );
    failed += 1;
    continue;
  }
  const size = gzipOf(check.file);
  const ok = size <= check.budget;
  const verdict = ok ? 'ok      ' : check.asserted ? 'FAIL    ' : 'REPORTED';
  console.log(
    `${verdict}  ${check.name}: ${(size / KB).toFixed(1)} KB (budget ${(check.budget / KB).toFixed(0)} KB)`,
  );
  if (ok) passed += 1;
  else if (check.asserted) failed += 1;
  else reported += 1;
}
console.log(
  `${passed} passed, ${failed} failed, ${reported} budgets not reached yet (reported only)`,
);
process.exit(failed ? 1 : 0);
