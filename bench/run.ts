// `pnpm bench`: production build, the storefront started as the README starts it, then bytes,
// page transfer, react-dom copies and API load. Prints a table and writes results/latest.json.
// A script, not a test: timings are reported, never asserted.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appBytes, type AppBytes } from './bytes';
import { launch, measureTransfer, type PageTransfer } from './page';
import { runLoad, type LoadResult } from './load';

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const APPS = ['shell', 'navigation', 'search', 'cart', 'newsletter', 'footer', 'preview'];

interface Stat {
  median: number;
  min: number;
  max: number;
}

function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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

function startStorefront(): ChildProcess {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  return spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), DATABASE_FILE: path.join(dir, 'bench.sqlite'), LOG_LEVEL: 'warn', NEWSLETTER_RATE_LIMIT_PER_MINUTE: '1000000000' },
  });
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const bytes: AppBytes[] = APPS.map((app) => appBytes(path.join(root, 'apps', app, 'dist'), app));

  const server = startStorefront();
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}/service/health`);
    const browser = await launch();
    const pages: Record<string, { initialJsGzip: Stat; lazyJsGzip: Stat; reactDomCopies: number[] }> = {};
    for (const [site, host] of [['DE', 'de.localhost'], ['TR', 'tr.localhost']] as const) {
      const runs: PageTransfer[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureTransfer(browser, `http://${host}:${PORT}/`));
      pages[site] = {
        initialJsGzip: stat(runs.map((r) => r.initialJsGzip)),
        lazyJsGzip: stat(runs.map((r) => r.lazyJsGzip)),
        reactDomCopies: runs.map((r) => r.reactDomCopies),
      };
    }
    await browser.close();

    const base = `http://127.0.0.1:${PORT}`;
    const csrf = { cookie: 'csrf_token=bench-token-0123456789', 'x-csrf-token': 'bench-token-0123456789', 'content-type': 'application/json', host: `de.localhost:${PORT}` };
    const scenarios = [
      { name: 'suggestions', url: `${base}/service/searchfrontend/api/suggestions?q=kaf&site=DE&maxSearchTerms=10&maxProducts=5` },
      { name: 'cart read', url: `${base}/service/cart/api/cart` },
      { name: 'cart change (new cart each)', url: `${base}/service/cart/api/cart/articles`, method: 'POST', body: '{"productId":"100001"}', headers: csrf },
      { name: 'newsletter sign-up', url: `${base}/service/newsletter/api/private/newsletter-subscribers`, method: 'POST', body: '{"email":"bench-[<id>]@example.com","consents":[],"origin":"onsite","originAddition":"subsite"}', headers: { ...csrf, 'x-hunter-site': 'DE' } },
    ];
    const load: LoadResult[] = [];
    for (const scenario of scenarios) {
      for (const rate of [1000, undefined]) {
        load.push(await runLoad(root, scenario.name, scenario.url, { seconds: LOAD_SECONDS, connections: rate ? 20 : 50, ...(rate ? { rate } : {}), ...scenario }));
      }
    }

    const results = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, runs: RUNS, bytes, pages, load };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);

    console.log('\nBytes per app (gzip): JS, CSS, entry');
    for (const app of bytes) console.log(`  ${app.app.padEnd(12)} ${kb(app.js.gzip).padStart(10)} ${kb(app.css.gzip).padStart(9)} ${app.entry ? kb(app.entry.gzip).padStart(9) : ''}`);
    console.log('\nComposed page, JS transferred (gzip), median [min-max] of', RUNS);
    for (const [site, page] of Object.entries(pages)) {
      console.log(`  ${site} initial ${kb(page.initialJsGzip.median)} [${kb(page.initialJsGzip.min)}-${kb(page.initialJsGzip.max)}]  lazy ${kb(page.lazyJsGzip.median)}  react-dom copies ${page.reactDomCopies.join(',')}`);
    }
    console.log('\nAPI load (ms)');
    for (const r of load) console.log(`  ${r.name.padEnd(28)} ${r.mode.padEnd(11)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50}  p90 ${r.p90}  p97.5 ${r.p97_5}  p99 ${r.p99}  errors ${r.errors}  non-2xx ${r.non2xx}`);
    console.log('\nwritten to bench/results/latest.json');
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
