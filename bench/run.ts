// `pnpm bench`: production build (plus the shell's single-bundle measuring build), the storefront
// started as the README starts it, then bytes, page transfer, Lighthouse, federation's own cost,
// interaction timings and API load. Prints a table and writes results/latest.json.
// A script, not a test: timings are reported, never asserted (bytes budgets: bench/check-budgets.mjs).
// Env: BENCH_PORT (3400), BENCH_RUNS (3), BENCH_LOAD_SECONDS (5), BENCH_SHOPPERS (200),
// BENCH_SHOPPERS_SECONDS (60), BENCH_SHOPPERS_THINK_MS (0). `--no-build` skips the normal build;
// `--only shoppers` runs only the shopper load and merges it into the existing results.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appBytes } from './bytes';
import { launch, measureTransfer, type PageTransfer } from './page';
import { runLighthouse, type LighthouseFigures } from './lighthouse';
import { measureInteractions, type InteractionSamples } from './interaction';
import { runLoad, SCENARIOS, type LoadResult } from './load';
import { runShoppers, shoppersTable, type ShoppersResult } from './shoppers';
import { startProxy } from './proxy';
import { initialJsByGroup } from './packages';
import { buildSingleBundle } from './single';
import { measurePathNormalisation, pathNormalisationTable } from './pathNormalisation';

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const SHOPPERS_SECONDS = Number(process.env.BENCH_SHOPPERS_SECONDS ?? 60);
const SHOPPERS_THINK_MS = Number(process.env.BENCH_SHOPPERS_THINK_MS ?? 0);
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const RESULTS_JSON = path.join(root, 'bench/results/latest.json');
const RESULTS_MD = path.join(root, 'bench/results/latest.md');
const SHOPPERS_HEADING = /^### \d+ concurrent shoppers/m;
const APPS = ['shell', 'navigation', 'search', 'cart', 'newsletter', 'footer', 'preview'];

export interface Stat {
  median: number;
  min: number;
  max: number;
}

function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fmt = (s: Stat, unit: (n: number) => string = String) => `${unit(s.median)} [${unit(s.min)}–${unit(s.max)}]`;
const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 100) / 100 : Number.NaN);

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startStorefront(databaseFile: string): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_FILE: databaseFile,
      LOG_LEVEL: 'warn',
      // The sign-up rate limit counts per client IP, and every simulated client is 127.0.0.1: raised,
      // or it would answer 429 to the load test and the shoppers.
      NEWSLETTER_SIGN_UP_LIMIT: '1000000000',
      NEWSLETTER_SIGN_UP_WINDOW_S: '1',
    },
  });
}

type LhKey = 'DE federated' | 'DE single' | 'TR federated';

function newDatabaseFile(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-')), 'bench.sqlite');
}

/** The shopper load against a storefront that has done nothing else yet. */
async function measureShoppers(databaseFile: string): Promise<ShoppersResult> {
  console.log(`running ${SHOPPERS} shoppers for ${SHOPPERS_SECONDS} s...`);
  const result = await runShoppers(root, { port: PORT, seconds: SHOPPERS_SECONDS, shoppers: SHOPPERS, databaseFile, thinkMs: SHOPPERS_THINK_MS });
  console.log(`\n${shoppersTable(result)}\n`);
  return result;
}

/** `--only shoppers`: one fresh storefront, the shoppers, and their figures merged into the results. */
async function onlyShoppers(): Promise<void> {
  const databaseFile = newDatabaseFile();
  const server = startStorefront(databaseFile);
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}/service/health`);
    const shoppers = await measureShoppers(databaseFile);
    const previous = fs.existsSync(RESULTS_JSON) ? (JSON.parse(fs.readFileSync(RESULTS_JSON, 'utf8')) as Record<string, unknown>) : {};
    fs.mkdirSync(path.dirname(RESULTS_JSON), { recursive: true });
    fs.writeFileSync(RESULTS_JSON, `${JSON.stringify({ ...previous, shoppers: { date: new Date().toISOString(), machine: machine(), ...shoppers } }, null, 2)}\n`);
    const markdown = fs.existsSync(RESULTS_MD) ? fs.readFileSync(RESULTS_MD, 'utf8') : '';
    const at = markdown.search(SHOPPERS_HEADING);
    const next = at < 0 ? -1 : markdown.slice(at + 4).search(/^### /m);
    const before = at < 0 ? markdown.trimEnd() : markdown.slice(0, at).trimEnd();
    const after = at < 0 || next < 0 ? '' : `\n\n${markdown.slice(at + 4 + next).trimEnd()}`;
    fs.writeFileSync(RESULTS_MD, `${before}\n\n${shoppersTable(shoppers)}${after}\n`);
    console.log('merged into bench/results/latest.json (key "shoppers") and latest.md');
    if (shoppers.errors > 0 || shoppers.writes.lost > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

function machine(): string {
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} (shared)`;
}

async function main(): Promise<void> {
  if (ONLY !== undefined && ONLY !== 'shoppers') throw new Error(`--only knows "shoppers", not "${ONLY}"`);
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (ONLY === 'shoppers') return onlyShoppers();
  const singleDist = buildSingleBundle(root);
  const bytes = [...APPS.map((app) => appBytes(path.join(root, 'apps', app, 'dist'), app)), appBytes(singleDist, 'single-bundle')];

  const databaseFile = newDatabaseFile();
  const server = startStorefront(databaseFile);
  const federated = await startProxy(PORT, false);
  const single = await startProxy(PORT, true);
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}/service/health`);
    const urls: Record<LhKey, string> = {
      'DE federated': `http://de.localhost:${federated.port}/`,
      'DE single': `http://de.localhost:${single.port}/`,
      'TR federated': `http://tr.localhost:${federated.port}/`,
    };

    console.log('measuring page transfer...');
    const browser = await launch();
    const transferRuns: Record<LhKey, PageTransfer[]> = { 'DE federated': [], 'DE single': [], 'TR federated': [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const key of Object.keys(urls) as LhKey[]) transferRuns[key].push(await measureTransfer(browser, urls[key]));
    }
    const pages = Object.fromEntries(
      Object.entries(transferRuns).map(([key, runs]) => [
        key,
        {
          initialJsTransferred: stat(runs.map((r) => r.initialJs)),
          lazyJsTransferred: stat(runs.map((r) => r.lazyJs)),
          initialJsGzip: stat(runs.map((r) => r.initialJsGzip)),
          lazyJsGzip: stat(runs.map((r) => r.lazyJsGzip)),
          cssTransferred: stat(runs.map((r) => r.css)),
          scripts: stat(runs.map((r) => r.scripts)),
          encodings: runs[0]?.encodings ?? {},
          reactDomCopies: runs.map((r) => r.reactDomCopies),
        },
      ]),
    ) as Record<LhKey, { initialJsTransferred: Stat; lazyJsTransferred: Stat; initialJsGzip: Stat; lazyJsGzip: Stat; cssTransferred: Stat; scripts: Stat; encodings: Record<string, number>; reactDomCopies: number[] }>;

    // Bytes are deterministic: one look per page suffices.
    const initialJsByPackage = { 'DE federated': await initialJsByGroup(browser, urls['DE federated']), 'DE single': await initialJsByGroup(browser, urls['DE single']) };

    console.log('measuring interactions...');
    const sessions: InteractionSamples[] = [];
    for (let run = 0; run < RUNS; run += 1) sessions.push(await measureInteractions(browser, urls['DE federated']));
    await browser.close();
    const interaction = Object.fromEntries(
      (['keystrokeToSuggestions', 'hoverToFlyout', 'removeToBadge'] as const).map((key) => {
        const all = sessions.flatMap((s) => s[key]);
        return [key, { samples: all.length, median: stat(all).median, p95: percentile(all, 95), min: stat(all).min, max: stat(all).max, runMedians: sessions.map((s) => Math.round(stat(s[key]).median * 10) / 10) }];
      }),
    );

    console.log('running lighthouse...');
    const lhRuns: Record<string, LighthouseFigures[]> = {};
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so a noisy minute on the shared machine hits every variant alike.
      for (const key of Object.keys(urls) as LhKey[]) {
        for (const formFactor of ['mobile', 'desktop'] as const) {
          // One retry: on the shared machine a run now and then ends in NO_FCP; a second failure is skipped.
          const figures = await runLighthouse(root, urls[key], formFactor).catch(() => runLighthouse(root, urls[key], formFactor)).catch((error: unknown) => {
            console.warn(`lighthouse ${key} ${formFactor} failed twice, run skipped: ${String(error).slice(0, 200)}`);
            return undefined;
          });
          if (figures) (lhRuns[`${key} ${formFactor}`] ??= []).push(figures);
        }
      }
    }
    const lighthouse = Object.fromEntries(
      Object.entries(lhRuns).map(([key, runs]) => [key, Object.fromEntries((Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[]).map((metric) => [metric, stat(runs.map((r) => r[metric]))]))]),
    ) as Record<string, Record<keyof LighthouseFigures, Stat>>;

    const fed = pages['DE federated'];
    const one = pages['DE single'];
    const lh = (key: string, metric: keyof LighthouseFigures) => lighthouse[key]?.[metric]?.median ?? Number.NaN;
    const federationCost = {
      transferredJs: ratio(fed.initialJsTransferred.median + fed.lazyJsTransferred.median, one.initialJsTransferred.median + one.lazyJsTransferred.median),
      gzipJs: ratio(fed.initialJsGzip.median + fed.lazyJsGzip.median, one.initialJsGzip.median + one.lazyJsGzip.median),
      tbtMobile: ratio(lh('DE federated mobile', 'tbtMs'), lh('DE single mobile', 'tbtMs')),
      lcpMobile: ratio(lh('DE federated mobile', 'lcpMs'), lh('DE single mobile', 'lcpMs')),
      tbtDesktop: ratio(lh('DE federated desktop', 'tbtMs'), lh('DE single desktop', 'tbtMs')),
      lcpDesktop: ratio(lh('DE federated desktop', 'lcpMs'), lh('DE single desktop', 'lcpMs')),
    };

    console.log('running API load...');
    const loadRuns: Record<string, LoadResult[]> = {};
    for (let run = 0; run < RUNS; run += 1) {
      for (const scenario of SCENARIOS) {
        for (const rate of [1000, undefined]) {
          const result = await runLoad(root, { scenario, port: PORT, seconds: LOAD_SECONDS, connections: rate ? 20 : 50, ...(rate ? { rate } : {}) });
          (loadRuns[`${scenario} @ ${result.mode}`] ??= []).push(result);
        }
      }
    }
    const load = Object.fromEntries(
      Object.entries(loadRuns).map(([key, runs]) => [
        key,
        {
          requestsPerSecond: stat(runs.map((r) => r.requestsPerSecond)),
          ok2xxPerSecond: stat(runs.map((r) => r.ok2xxPerSecond)),
          p50: stat(runs.map((r) => r.p50)),
          p95: stat(runs.map((r) => r.p95)),
          p99: stat(runs.map((r) => r.p99)),
          errors: runs.reduce((sum, r) => sum + r.errors, 0),
          non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
        },
      ]),
    );

    const shoppers = await measureShoppers(databaseFile);
    const pathNormalisation = measurePathNormalisation();

    const results: Record<string, unknown> = {
      date: new Date().toISOString(),
      machine: machine(),
      runs: RUNS,
      loadSeconds: LOAD_SECONDS,
      bytes,
      pages,
      initialJsByPackage,
      federationCost,
      lighthouse,
      interaction,
      load,
      shoppers,
      pathNormalisation,
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);

    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    out(`Benchmark ${results.date} — ${results.machine}; median [min–max] of ${RUNS} runs`);
    out('\n### Bytes per app (JS raw / gzip / brotli; CSS gzip; entry gzip)');
    out('| app | JS raw | JS gzip | JS brotli | CSS gzip | entry gzip |');
    out('|---|---|---|---|---|---|');
    for (const app of bytes) out(`| ${app.app} | ${kb(app.js.raw)} | ${kb(app.js.gzip)} | ${kb(app.js.brotli)} | ${kb(app.css.gzip)} | ${app.entry ? kb(app.entry.gzip) : '–'} |`);
    out('\n### Home page JS on first load (Chromium network log; transferred = encoded body as served)');
    out('| page | initial transferred | lazy transferred | initial gzip | lazy gzip | scripts | encodings | react-dom copies |');
    out('|---|---|---|---|---|---|---|---|');
    for (const [key, p] of Object.entries(pages)) out(`| ${key} | ${fmt(p.initialJsTransferred, kb)} | ${fmt(p.lazyJsTransferred, kb)} | ${fmt(p.initialJsGzip, kb)} | ${fmt(p.lazyJsGzip, kb)} | ${p.scripts.median} | ${JSON.stringify(p.encodings)} | ${p.reactDomCopies.join(',')} |`);
    out('\n### Initial JS by package (DE home; each file\'s .gz size shared out by its source map)');
    const groups = [...new Set(Object.values(initialJsByPackage).flatMap((byGroup) => Object.keys(byGroup)))];
    out('| package | federated | single bundle |');
    out('|---|---|---|');
    for (const group of groups) out(`| ${group} | ${kb(initialJsByPackage['DE federated'][group] ?? 0)} | ${kb(initialJsByPackage['DE single'][group] ?? 0)} |`);
    out('\n### Lighthouse 12.8.2 (mobile = simulated throttling; desktop preset)');
    out('| page | performance | LCP ms | TBT ms | CLS | Speed Index ms | accessibility |');
    out('|---|---|---|---|---|---|---|');
    for (const [key, m] of Object.entries(lighthouse)) out(`| ${key} | ${fmt(m.performance)} | ${fmt(m.lcpMs)} | ${fmt(m.tbtMs)} | ${fmt(m.cls)} | ${fmt(m.speedIndexMs)} | ${fmt(m.accessibility)} |`);
    out('\n### Federation\'s own cost (DE home, federated / single bundle; budget ≤ 1.15)');
    out(`transferred JS ${federationCost.transferredJs} · gzip JS ${federationCost.gzipJs} · TBT mobile ${federationCost.tbtMobile} · LCP mobile ${federationCost.lcpMobile} · TBT desktop ${federationCost.tbtDesktop} · LCP desktop ${federationCost.lcpDesktop}`);
    out('\n### Interaction (DE home, desktop width, all samples of all runs, ms)');
    out('| interaction | samples | median | p95 | min | max | run medians |');
    out('|---|---|---|---|---|---|---|');
    for (const [key, s] of Object.entries(interaction)) out(`| ${key} | ${s.samples} | ${s.median} | ${s.p95} | ${s.min} | ${s.max} | ${s.runMedians.join(', ')} |`);
    out(`\n### API load (autocannon from a second process, ${LOAD_SECONDS} s per run; ms)`);
    out('| scenario | req/s | 2xx/s | p50 | p95 | p99 | errors | non-2xx |');
    out('|---|---|---|---|---|---|---|---|');
    for (const [key, r] of Object.entries(load)) out(`| ${key} | ${fmt(r.requestsPerSecond)} | ${fmt(r.ok2xxPerSecond)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} | ${r.non2xx} |`);
    out(`\n${shoppersTable(shoppers)}`);
    out(`\n${pathNormalisationTable(pathNormalisation)}`);
    const table = lines.join('\n');
    fs.writeFileSync(path.join(root, 'bench/results/latest.md'), `${table}\n`);
    console.log(`\n${table}\n\nwritten to bench/results/latest.json and latest.md`);
  } finally {
    await federated.close();
    await single.close();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
