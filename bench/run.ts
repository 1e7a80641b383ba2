// `pnpm bench`: production build (plus the shell's single-bundle measuring build), the storefront
// started as the README starts it, then bytes, page transfer, Lighthouse, federation's own cost,
// interaction timings and API load. Prints a table and writes results/latest.json.
// A script, not a test: timings are reported, never asserted (bytes budgets: bench/check-budgets.mjs).
// Env: BENCH_PORT (3400), BENCH_RUNS (3), BENCH_LOAD_SECONDS (5), BENCH_SHOPPERS (200),
// BENCH_SHOPPERS_SECONDS (60), BENCH_SHOPPERS_THINK_MS (0), BENCH_POSTGRES_URL (bench/postgres.ts).
// `--no-build` skips the normal build; `--only shoppers` runs only the shopper load (`--postgres`: on
// two storefront processes sharing a fresh PostgreSQL database and Redis) and `--only load` only
// the API load (SQLite, then PostgreSQL), `--only blast-radius` everyone else's answers while one
// page renders a broken release (bench/blastRadius.ts), each merged into the existing results.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appBytes } from './bytes';
import { launch, measureTransfer, type PageTransfer } from './page';
import {
  runLighthouse,
  lighthouseStats,
  type LighthouseFigures,
  type LighthouseMetric,
} from './lighthouse';
import { onlyPaint } from './paint';
import { onlyHydrationWindow } from './hydrationWindow';
import { onlyBlastRadius } from './blastRadius';
import { measureInteractions, type InteractionSamples } from './interaction';
import { PAGE_SCENARIOS, runLoad, SCENARIOS, type LoadResult, type Scenario } from './load';
import {
  runShoppers,
  shoppersSetup,
  shoppersTable,
  type ShoppersDatabase,
  type ShoppersResult,
} from './shoppers';
import {
  BENCH_REDIS_URL,
  BENCH_TOKEN_SECRET,
  createBenchDatabase,
  type BenchDatabase,
} from './postgres';
import { startProxy } from './proxy';
import { initialJsByGroup } from './packages';
import { buildSingleBundle } from './single';
import { measurePathNormalisation, pathNormalisationTable } from './pathNormalisation';
import { hostileTextTable, measureHostileText } from './hostileText';
import { fleetPropagationTable, measureFleetPropagation } from './fleetPropagation';
import { stat, type Stat } from './stat';
import { appNames as APPS } from '../tools/workspace/apps.cjs';

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const SHOPPERS_SECONDS = Number(process.env.BENCH_SHOPPERS_SECONDS ?? 60);
const SHOPPERS_THINK_MS = Number(process.env.BENCH_SHOPPERS_THINK_MS ?? 0);
const ONLY = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const POSTGRES = process.argv.includes('--postgres');
/** `--only ssr --baseline <checkout>`: the same measurements of another checkout (built), interleaved run by run in the same sitting. */
const BASELINE = process.argv.includes('--baseline')
  ? path.resolve(process.argv[process.argv.indexOf('--baseline') + 1] ?? '')
  : undefined;
/** Storefront processes sharing one PostgreSQL and one Redis in the shopper load. */
const POSTGRES_PROCESSES = 2;
const RESULTS_JSON = path.join(root, 'bench/results/latest.json');
const RESULTS_MD = path.join(root, 'bench/results/latest.md');
const shoppersHeading = (database: ShoppersDatabase['kind']) =>
  new RegExp(
    `^### \\d+ concurrent shoppers, [\\d.]+ s, ${shoppersSetup(database === 'postgres' ? POSTGRES_PROCESSES : 1, database)} \\(`,
    'm',
  );
const LOAD_HEADING = /^### API load \(/m;
const LOAD_POSTGRES_HEADING = /^### API load on PostgreSQL/m;
const GOALS_HEADING = /^### SQLite beside PostgreSQL/m;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fmt = (s: Stat, unit: (n: number) => string = String) =>
  `${unit(s.median)} [${unit(s.min)}–${unit(s.max)}]`;
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

/** The storefront as the README starts it, on `port`, with its own database settings. */
function startStorefront(
  port: number,
  database: Record<string, string>,
  checkout: string = root,
): ChildProcess {
  return spawn(process.execPath, [path.join(checkout, 'scripts/start.mjs'), '--no-build'], {
    cwd: checkout,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...database,
      PORT: String(port),
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

interface Storefronts {
  ports: number[];
  database: ShoppersDatabase;
  stop(): Promise<void>;
}

/** One storefront process on a fresh SQLite file, on PORT (with `settings` besides, e.g. SERVER_DATA_SHARING). */
async function sqliteStorefront(
  settings: Record<string, string> = {},
  port: number = PORT,
  checkout: string = root,
): Promise<Storefronts> {
  const file = newDatabaseFile();
  const server = startStorefront(
    port,
    {
      ...settings,
      DATABASE_FILE: file,
      RELEASE_STORE_DIR: path.join(path.dirname(file), 'releases'),
    },
    checkout,
  );
  // Waits for the exit: the next part starts its own storefront on the same port.
  const stop = () =>
    new Promise<void>((resolve) =>
      server.exitCode !== null
        ? resolve()
        : (server.once('exit', () => resolve()), server.kill('SIGTERM')),
    );
  await waitForHealth(`http://127.0.0.1:${port}/service/health`).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { ports: [port], database: { kind: 'sqlite', file }, stop };
}

/**
 * `count` storefront processes (on PORT+1, PORT+2, …) started at once on a fresh PostgreSQL database
 * of this run, sharing it and one Redis as the README runs several; `stop` ends them and drops the database.
 */
async function postgresStorefronts(count: number): Promise<Storefronts> {
  const database: BenchDatabase = await createBenchDatabase();
  const ports = Array.from({ length: count }, (_, n) => PORT + 1 + n);
  const servers = ports.map((port) =>
    startStorefront(port, {
      DATABASE_URL: database.url,
      REDIS_URL: BENCH_REDIS_URL,
      TOKEN_SECRET: BENCH_TOKEN_SECRET,
    }),
  );
  const stop = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) =>
            server.exitCode !== null
              ? resolve(undefined)
              : (server.once('exit', resolve), server.kill('SIGTERM')),
          ),
      ),
    );
    await database.drop();
  };
  try {
    await Promise.all(
      ports.map((port) => waitForHealth(`http://127.0.0.1:${port}/service/health/ready`)),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, database: { kind: 'postgres', url: database.url }, stop };
}

/** The shopper load against storefronts that have done nothing else yet. */
async function measureShoppers(storefronts: Storefronts): Promise<ShoppersResult> {
  console.log(
    `running ${SHOPPERS} shoppers for ${SHOPPERS_SECONDS} s against ${shoppersSetup(storefronts.ports.length, storefronts.database.kind)}...`,
  );
  const result = await runShoppers(root, {
    ports: storefronts.ports,
    seconds: SHOPPERS_SECONDS,
    shoppers: SHOPPERS,
    database: storefronts.database,
    thinkMs: SHOPPERS_THINK_MS,
  });
  console.log(`\n${shoppersTable(result)}\n`);
  return result;
}

/** Where the section starting at `heading` begins and ends (at the next ### heading), if there is one. */
function findSection(
  markdown: string,
  heading: RegExp,
): { start: number; end: number } | undefined {
  const start = markdown.search(heading);
  if (start < 0) return undefined;
  const next = markdown.slice(start + 4).search(/^### /m);
  return { start, end: next < 0 ? markdown.length : start + 4 + next };
}

/**
 * Replaces the section starting at `heading` with `text`; a section not there yet goes right after
 * the section `after` (else at the end), so the PostgreSQL figures sit beside the SQLite ones.
 */
function replaceSection(markdown: string, heading: RegExp, text: string, after?: RegExp): string {
  const join = (before: string, rest: string) =>
    `${before.trimEnd()}\n\n${text}${rest.trim() ? `\n\n${rest.trim()}` : ''}\n`;
  const own = findSection(markdown, heading);
  if (own) return join(markdown.slice(0, own.start), markdown.slice(own.end));
  const anchor = after ? findSection(markdown, after) : undefined;
  return anchor
    ? join(markdown.slice(0, anchor.end), markdown.slice(anchor.end))
    : join(markdown, '');
}

/** Merges `entries` into latest.json and `sections` ([heading, text, after]) into latest.md, keeping everything else. */
function mergeResults(
  entries: Record<string, unknown>,
  sections: Array<[RegExp, string, RegExp?]>,
): void {
  const previous = fs.existsSync(RESULTS_JSON)
    ? (JSON.parse(fs.readFileSync(RESULTS_JSON, 'utf8')) as Record<string, unknown>)
    : {};
  fs.mkdirSync(path.dirname(RESULTS_JSON), { recursive: true });
  fs.writeFileSync(RESULTS_JSON, `${JSON.stringify({ ...previous, ...entries }, null, 2)}\n`);
  let markdown = fs.existsSync(RESULTS_MD) ? fs.readFileSync(RESULTS_MD, 'utf8') : '';
  for (const [heading, text, after] of sections)
    markdown = replaceSection(markdown, heading, text, after);
  fs.writeFileSync(RESULTS_MD, markdown);
  console.log(
    `merged into bench/results/latest.json (keys ${Object.keys(entries).join(', ')}) and latest.md`,
  );
}

/** `--only shoppers [--postgres]`: fresh storefronts, the shoppers, and their figures merged into the results. */
async function onlyShoppers(): Promise<void> {
  const storefronts = POSTGRES
    ? await postgresStorefronts(POSTGRES_PROCESSES)
    : await sqliteStorefront();
  try {
    const shoppers = await measureShoppers(storefronts);
    mergeResults(
      {
        [POSTGRES ? 'shoppersPostgres' : 'shoppers']: {
          date: new Date().toISOString(),
          machine: machine(),
          ...shoppers,
        },
      },
      [
        [
          shoppersHeading(storefronts.database.kind),
          shoppersTable(shoppers),
          shoppersHeading('sqlite'),
        ],
      ],
    );
    if (shoppers.errors > 0 || shoppers.writes.lost > 0) process.exitCode = 1;
  } finally {
    await storefronts.stop();
  }
}

type LoadSummary = Record<
  string,
  {
    requestsPerSecond: Stat;
    ok2xxPerSecond: Stat;
    p50: Stat;
    p95: Stat;
    p99: Stat;
    errors: number;
    non2xx: number;
  }
>;

/** Every load scenario at 1,000 req/s and saturated, RUNS times, against the process on `port`. */
async function measureLoad(port: number): Promise<LoadSummary> {
  const loadRuns: Record<string, LoadResult[]> = {};
  for (let run = 0; run < RUNS; run += 1) {
    for (const scenario of SCENARIOS) {
      for (const rate of [1000, undefined]) {
        const result = await runLoad(root, {
          scenario,
          port,
          seconds: LOAD_SECONDS,
          connections: rate ? 20 : 50,
          ...(rate ? { rate } : {}),
        });
        (loadRuns[`${scenario} @ ${result.mode}`] ??= []).push(result);
      }
    }
  }
  return summariseLoad(loadRuns);
}

function summariseLoad(loadRuns: Record<string, LoadResult[]>): LoadSummary {
  return Object.fromEntries(
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
}

function loadTable(heading: string, load: LoadSummary): string {
  return [
    heading,
    '| scenario | req/s | 2xx/s | p50 | p95 | p99 | errors | non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.entries(load).map(
      ([key, r]) =>
        `| ${key} | ${fmt(r.requestsPerSecond)} | ${fmt(r.ok2xxPerSecond)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} | ${r.non2xx} |`,
    ),
  ].join('\n');
}

/** `measured`: when and where, for a section merged into results measured at another time (`--only load`). */
const loadHeading = (measured = '') =>
  `### API load (autocannon from a second process, ${LOAD_SECONDS} s per run; ms${measured})`;
const loadPostgresHeading = (measured = '') =>
  `### API load on PostgreSQL (one storefront process on a fresh database, Redis; otherwise as above; ms${measured})`;

/** Issue 17's goals for both databases: suggestions p95 at 1,000 req/s and durable cart writes per second. */
function goalsTable(sqlite: LoadSummary, postgres: LoadSummary): string {
  const row = (name: string, load: LoadSummary) => {
    const p95 = load['suggestions @ 1000 req/s']?.p95.median ?? Number.NaN;
    const writes = load['cart change @ saturated']?.ok2xxPerSecond.median ?? Number.NaN;
    return `| ${name} | ${p95} ${p95 <= 10 ? '(reached)' : '(missed)'} | ${writes} ${writes >= 2000 ? '(reached)' : '(missed)'} |`;
  };
  return [
    '### SQLite beside PostgreSQL (issue 17 goals; medians of the runs above)',
    '| database | suggestions p95 @ 1,000 req/s, ms (goal ≤ 10) | durable cart writes/s, saturated (goal ≥ 2,000) |',
    '|---|---|---|',
    row('SQLite (embedded, one process)', sqlite),
    row('PostgreSQL (one process, pool of 10)', postgres),
  ].join('\n');
}

/** The API load against a fresh PostgreSQL storefront. */
async function measurePostgresLoad(): Promise<LoadSummary> {
  console.log('running API load on PostgreSQL...');
  const storefront = await postgresStorefronts(1);
  try {
    return await measureLoad(storefront.ports[0]!);
  } finally {
    await storefront.stop();
  }
}

/** `--only load`: the API load on a fresh SQLite storefront, then on a fresh PostgreSQL one, merged into the results. */
async function onlyLoad(): Promise<void> {
  console.log('running API load on SQLite...');
  const storefront = await sqliteStorefront();
  let load: LoadSummary;
  try {
    load = await measureLoad(PORT);
  } finally {
    await storefront.stop();
  }
  const loadPostgres = await measurePostgresLoad();
  const measured = `; measured ${new Date().toISOString()}, ${machine()}, median [min–max] of ${RUNS} runs`;
  mergeResults(
    {
      load,
      loadPostgres,
      loadMeasured: {
        date: new Date().toISOString(),
        machine: machine(),
        runs: RUNS,
        loadSeconds: LOAD_SECONDS,
      },
    },
    [
      [LOAD_HEADING, loadTable(loadHeading(measured), load)],
      [LOAD_POSTGRES_HEADING, loadTable(loadPostgresHeading(measured), loadPostgres), LOAD_HEADING],
      [GOALS_HEADING, goalsTable(load, loadPostgres), LOAD_POSTGRES_HEADING],
    ],
  );
}

/** Issue 16 item 8: server rendering of the DE home page on one process, 100 connections, saturated. */
const SSR_CONNECTIONS = 100;
const SSR_SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 10);
/**
 * Load before the measured runs, per storefront and scenario: long enough for the render workers'
 * code to be compiled and optimised (with 2 s, the first measured run of a fresh storefront still
 * spent much of its CPU compiling), so the runs measure the steady state a host serves in.
 */
const SSR_WARM_SECONDS = 10;
const SSR_HEADING = /^### Server rendering throughput/m;
const PAGES_HEADING = /^### Lighthouse mobile per page type/m;

/** The server-rendered home page, rendered for every request (PAGE_CACHE=false): what the loaders mark shared, shared. */
const SSR_SHARED = 'home page, server-rendered, server data shared';
/** The same request answered from the page cache, as a storefront runs by default. */
const SSR_CACHED = 'home page, anonymous, from the page cache (default)';
/** The same with every service call asked per page (SERVER_DATA_SHARING=false). */
const SSR_UNSHARED = 'home page, server-rendered, server data asked for every page';

/**
 * `--only ssr`: pages/s and latency of the server-rendered home page (the remotes' server data
 * shared between pages, the default), of the frame the browser renders, and of the server-rendered
 * page asking the API for every page (a second storefront with SERVER_DATA_SHARING=false).
 */
async function onlySsr(): Promise<void> {
  const runs: Record<string, LoadResult[]> = {};
  let completeness: Completeness | undefined;
  // Rendered for every request (PAGE_CACHE=false): the render throughput issue 26 asks for. Its
  // metrics tell how many of the answers were shed renders (frames the browser renders).
  const metricsPort = PORT + 2;
  const storefront = await sqliteStorefront({
    PAGE_CACHE: 'false',
    METRICS_PORT: String(metricsPort),
  });
  const shedPerSecond: number[] = [];
  // The checkout to compare with ("at least 2x today's pages/s"), on a port of its own, asked in turn with this one.
  // PAGE_CACHE=false renders every page there too (a checkout from before the page cache ignores it).
  const baseline = BASELINE
    ? await sqliteStorefront({ PAGE_CACHE: 'false' }, PORT + 10, BASELINE)
    : undefined;
  // As it runs by default: anonymous pages from the page cache, the same request;
  // the baseline's the same way, asked right before it.
  const cached = await sqliteStorefront({}, PORT + 20);
  const baselineCached = BASELINE ? await sqliteStorefront({}, PORT + 30, BASELINE) : undefined;
  const homeRendered: Scenario = 'home page, server-rendered';
  const targets = [
    ...(baseline
      ? [
          {
            label: (scenario: Scenario) =>
              `baseline: ${scenario === homeRendered ? SSR_SHARED : scenario}`,
            port: PORT + 10,
            scenarios: PAGE_SCENARIOS,
          },
        ]
      : []),
    {
      label: (scenario: Scenario) => (scenario === homeRendered ? SSR_SHARED : scenario),
      port: PORT,
      scenarios: PAGE_SCENARIOS,
    },
    ...(baselineCached
      ? [{ label: () => `baseline: ${SSR_CACHED}`, port: PORT + 30, scenarios: [homeRendered] }]
      : []),
    { label: () => SSR_CACHED, port: PORT + 20, scenarios: [homeRendered] },
  ];
  try {
    // Warm: the first pages load the server containers and fill the API's caches.
    for (const { port, scenarios } of targets)
      for (const scenario of scenarios)
        await runLoad(root, { scenario, port, seconds: SSR_WARM_SECONDS, connections: 10 });
    for (let run = 0; run < RUNS; run += 1) {
      for (const { label, port, scenarios } of targets) {
        for (const scenario of scenarios) {
          const shedBefore =
            port === PORT && scenario === homeRendered ? await pagesShed(metricsPort) : undefined;
          (runs[label(scenario)] ??= []).push(
            await runLoad(root, {
              scenario,
              port,
              seconds: SSR_SECONDS,
              connections: SSR_CONNECTIONS,
            }),
          );
          if (shedBefore !== undefined)
            shedPerSecond.push(((await pagesShed(metricsPort)) - shedBefore) / SSR_SECONDS);
        }
      }
    }
    completeness = await pagesCompleteUnderLoad(PORT);
  } finally {
    await storefront.stop();
    await baseline?.stop();
    await cached.stop();
    await baselineCached?.stop();
  }
  const unshared = await sqliteStorefront({ SERVER_DATA_SHARING: 'false', PAGE_CACHE: 'false' });
  try {
    const scenario: Scenario = 'home page, server-rendered';
    await runLoad(root, { scenario, port: PORT, seconds: SSR_WARM_SECONDS, connections: 10 });
    for (let run = 0; run < RUNS; run += 1)
      (runs[SSR_UNSHARED] ??= []).push(
        await runLoad(root, {
          scenario,
          port: PORT,
          seconds: SSR_SECONDS,
          connections: SSR_CONNECTIONS,
        }),
      );
  } finally {
    await unshared.stop();
  }
  const ssr = summariseLoad(runs);
  const measured = `measured ${new Date().toISOString()}, ${machine()}, median [min–max] of ${RUNS} runs of ${SSR_SECONDS} s${BASELINE ? `, interleaved with the baseline checkout ${BASELINE}` : ''}`;
  const complete = completeness
    ? `${completeness.complete} of ${completeness.pages} pages came with every slot rendered with its data; slots rendered without data (their deadline passed, the browser fetches): ${JSON.stringify(completeness.withoutData)}, fallbacks: ${JSON.stringify(completeness.fallbacks)}`
    : '';
  const shed = stat(shedPerSecond);
  const ratios = `${ssrRatios(ssr)}; of this checkout's server-rendered answers, renders shed (no turn within RENDER_QUEUE_BUDGET_MS; the browser rendered those pages): ${fmt(shed)}/s`;
  console.log(ratios);
  mergeResults(
    {
      ssr,
      ssrCompleteness: completeness,
      ssrMeasured: {
        date: new Date().toISOString(),
        machine: machine(),
        runs: RUNS,
        seconds: SSR_SECONDS,
        connections: SSR_CONNECTIONS,
        baseline: BASELINE ?? null,
      },
    },
    [
      [
        SSR_HEADING,
        `${loadTable(`### Server rendering throughput (DE home, one process, ${SSR_CONNECTIONS} connections, saturated, brotli; ${measured}; ms)`, ssr)}\n\n${ratios}\n\nAt the same concurrency: ${complete}.`,
      ],
    ],
  );
}

/** The storefront's count of shed renders (storefront_server_pages_shed_total) from its metrics port. */
async function pagesShed(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const value = /^storefront_server_pages_shed_total (\d+)/m.exec(text)?.[1];
  if (value === undefined)
    throw new Error('the storefront under test reports no storefront_server_pages_shed_total');
  return Number(value);
}

/** The ratios issue 26 asks for, from medians of the same run: server-rendered pages/s against the browser-rendered frame, and against the baseline. */
function ssrRatios(ssr: LoadSummary): string {
  const rate = (key: string) => ssr[key]?.ok2xxPerSecond.median;
  const ratio = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b ? (a / b).toFixed(2) : 'n/a';
  const p99 = (key: string) =>
    ssr[key]?.p99 ?? { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const lines = [
    `Server-rendered home pages/s over the browser-rendered frame's: ${ratio(rate(SSR_SHARED), rate('home page, browser-rendered frame'))}`,
  ];
  if (ssr[`baseline: ${SSR_SHARED}`]) {
    lines.push(
      `baseline: ${ratio(rate(`baseline: ${SSR_SHARED}`), rate('baseline: home page, browser-rendered frame'))}`,
    );
    lines.push(
      `Server-rendered home pages/s, this checkout over the baseline: ${ratio(rate(SSR_SHARED), rate(`baseline: ${SSR_SHARED}`))} (p99 ${fmt(p99(SSR_SHARED))} ms against ${fmt(p99(`baseline: ${SSR_SHARED}`))} ms)`,
    );
    lines.push(
      `Anonymous home pages/s from the page cache over the baseline's server-rendered: ${ratio(rate(SSR_CACHED), rate(`baseline: ${SSR_SHARED}`))} (p99 ${fmt(p99(SSR_CACHED))} ms)`,
    );
    if (ssr[`baseline: ${SSR_CACHED}`])
      lines.push(
        `Anonymous home pages/s from the page cache, this checkout over the baseline's: ${ratio(rate(SSR_CACHED), rate(`baseline: ${SSR_CACHED}`))} (p99 ${fmt(p99(SSR_CACHED))} ms against ${fmt(p99(`baseline: ${SSR_CACHED}`))} ms)`,
      );
  }
  lines.push(
    `Anonymous home pages/s from the page cache over this checkout's rendered: ${ratio(rate(SSR_CACHED), rate(SSR_SHARED))}`,
  );
  return lines.join('; ');
}

interface Completeness {
  pages: number;
  complete: number;
  withoutData: Record<string, number>;
  fallbacks: Record<string, number>;
}

/**
 * What the server's deadlines did to the pages under the same concurrency: of SSR_CONNECTIONS × 3
 * home pages asked SSR_CONNECTIONS at a time, how many came with every slot rendered with its data
 * (the page state says so: `slots` and `serverData`), and which slots missed.
 */
async function pagesCompleteUnderLoad(port: number): Promise<Completeness> {
  const result: Completeness = {
    pages: SSR_CONNECTIONS * 3,
    complete: 0,
    withoutData: {},
    fallbacks: {},
  };
  let asked = 0;
  const count = (into: Record<string, number>, slot: string) =>
    (into[slot] = (into[slot] ?? 0) + 1);
  const worker = async () => {
    while (asked < result.pages) {
      asked += 1;
      const html = await (
        await fetch(`http://127.0.0.1:${port}/`, {
          headers: { cookie: 'csrf_token=bench-ssr-0123456789' },
        })
      ).text();
      const state = JSON.parse(
        /<script[^>]*id="storefront-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
      ) as {
        slots?: Record<string, string>;
        serverData?: Record<string, unknown>;
      };
      const slots = Object.entries(state.slots ?? {});
      const missing = slots.filter(
        ([slot, outcome]) => outcome !== 'rendered' || !Object.hasOwn(state.serverData ?? {}, slot),
      );
      if (slots.length > 0 && missing.length === 0) result.complete += 1;
      for (const [slot, outcome] of missing)
        count(outcome === 'rendered' ? result.withoutData : result.fallbacks, slot);
    }
  };
  await Promise.all(Array.from({ length: SSR_CONNECTIONS }, worker));
  return result;
}

/** A cart with one article on DE (the bare address's site), for the cart page: its cookie as a browser would send it. */
async function cartCookie(port: number): Promise<string> {
  const csrf = 'bench-pages-csrf-0123456789';
  const created = await fetch(`http://127.0.0.1:${port}/service/cart/api/cart/articles`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrf_token=${csrf}`,
      'x-csrf-token': csrf,
      'x-hunter-site': 'DE',
    },
    body: '{"productId":"100001"}',
  });
  if (!created.ok) throw new Error(`creating the bench cart answered ${created.status}`);
  return [
    `csrf_token=${csrf}`,
    ...created.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? ''),
  ].join('; ');
}

/**
 * `--only pages`: Lighthouse mobile on the four page types of issue 16 item 8 (home, search results,
 * a product page, the cart page with a line), RUNS times interleaved, and the home page's initial JS.
 */
async function onlyPages(): Promise<void> {
  const storefront = await sqliteStorefront();
  const lhRuns: Record<string, LighthouseFigures[]> = {};
  const transfers: PageTransfer[] = [];
  try {
    const base = `http://de.localhost:${PORT}`;
    const cookie = await cartCookie(PORT);
    const pageUrls: Array<[string, string, Record<string, string>?]> = [
      ['home', `${base}/`],
      ['search results', `${base}/search?query=Kaffee`],
      ['product page', `${base}/p/100001`],
      ['cart page', `${base}/service/cartfrontend/cart`, { Cookie: cookie }],
    ];
    const browser = await launch();
    for (let run = 0; run < RUNS; run += 1)
      transfers.push(await measureTransfer(browser, `${base}/`));
    await browser.close();
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, url, headers] of pageUrls) {
        const figures = await runLighthouse(root, url, 'mobile', headers)
          .catch(() => runLighthouse(root, url, 'mobile', headers))
          .catch((error: unknown) => {
            console.warn(
              `lighthouse ${name} failed twice, run skipped: ${String(error).slice(0, 200)}`,
            );
            return undefined;
          });
        if (figures) (lhRuns[name] ??= []).push(figures);
      }
    }
  } finally {
    await storefront.stop();
  }
  const pagesLighthouse = Object.fromEntries(
    Object.entries(lhRuns).map(([key, runs]) => [key, lighthouseStats(runs)]),
  ) as Record<string, Record<LighthouseMetric, Stat>>;
  const homeInitialJsGzip = stat(transfers.map((t) => t.initialJsGzip));
  const verdict = (ok: boolean) => (ok ? 'reached' : 'missed');
  const lines = [
    `### Lighthouse mobile per page type (issue 16 item 8; server-rendered; measured ${new Date().toISOString()}, ${machine()}, median [min–max] of ${RUNS} runs)`,
    '| page | performance (≥ 97) | LCP ms (≤ 1,500) | TBT ms (≤ 150) | CLS (≤ 0.02) | Speed Index ms |',
    '|---|---|---|---|---|---|',
    ...Object.entries(pagesLighthouse).map(
      ([key, m]) =>
        `| ${key} | ${fmt(m.performance)} ${verdict(m.performance.median >= 97)} | ${fmt(m.lcpMs)} ${verdict(m.lcpMs.median <= 1500)} | ${fmt(m.tbtMs)} ${verdict(m.tbtMs.median <= 150)} | ${fmt(m.cls)} ${verdict(m.cls.median <= 0.02)} | ${fmt(m.speedIndexMs)} |`,
    ),
    '',
    `Home page JS until the network is idle, gzip: ${fmt(homeInitialJsGzip, kb)} (issue 27's goal of ≤ 200 KB counts what loads before the first idle moment: \`--only paint\`)`,
  ];
  mergeResults(
    {
      pagesLighthouse,
      homeInitialJsGzip,
      pagesMeasured: { date: new Date().toISOString(), machine: machine(), runs: RUNS },
    },
    [[PAGES_HEADING, lines.join('\n')]],
  );
}

function machine(): string {
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (shared)`;
}

async function main(): Promise<void> {
  if (
    ONLY !== undefined &&
    !['shoppers', 'load', 'ssr', 'pages', 'paint', 'hydration', 'blast-radius'].includes(ONLY)
  )
    throw new Error(
      `--only knows "shoppers", "load", "ssr", "pages", "paint", "hydration" and "blast-radius", not "${ONLY}"`,
    );
  if (POSTGRES && ONLY !== 'shoppers')
    throw new Error(
      '--postgres goes with --only shoppers (the full run and --only load measure PostgreSQL anyway).',
    );
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (ONLY === 'shoppers') return onlyShoppers();
  if (ONLY === 'load') return onlyLoad();
  if (ONLY === 'ssr') return onlySsr();
  if (ONLY === 'pages') return onlyPages();
  if (ONLY === 'hydration')
    return onlyHydrationWindow({
      root,
      port: PORT,
      runs: RUNS,
      start: (port) => sqliteStorefront({}, port),
      machine,
      merge: (json, md) => mergeResults(json, [md]),
    });
  if (ONLY === 'blast-radius')
    return onlyBlastRadius({
      root,
      port: PORT,
      start: async (port) => {
        const storefront = await sqliteStorefront({}, port);
        const file = storefront.database.kind === 'sqlite' ? storefront.database.file : '';
        return {
          releaseStoreDir: path.join(path.dirname(file), 'releases'),
          stop: storefront.stop,
        };
      },
      machine,
      merge: (json, md) => mergeResults(json, [md]),
    });
  if (ONLY === 'paint')
    return onlyPaint({
      root,
      port: PORT,
      runs: RUNS,
      baseline: BASELINE,
      start: (port, checkout) => sqliteStorefront({}, port, checkout),
      machine,
      merge: (json, md) => mergeResults(json, [md]),
    });
  const singleDist = buildSingleBundle(root);
  const bytes = [
    ...APPS.map((app) => appBytes(path.join(root, 'apps', app, 'dist'), app)),
    appBytes(singleDist, 'single-bundle'),
  ];

  const storefront = await sqliteStorefront();
  const federated = await startProxy(PORT, false);
  const single = await startProxy(PORT, true);
  try {
    const urls: Record<LhKey, string> = {
      'DE federated': `http://de.localhost:${federated.port}/`,
      'DE single': `http://de.localhost:${single.port}/`,
      'TR federated': `http://tr.localhost:${federated.port}/`,
    };

    console.log('measuring page transfer...');
    const browser = await launch();
    const transferRuns: Record<LhKey, PageTransfer[]> = {
      'DE federated': [],
      'DE single': [],
      'TR federated': [],
    };
    for (let run = 0; run < RUNS; run += 1) {
      for (const key of Object.keys(urls) as LhKey[])
        transferRuns[key].push(await measureTransfer(browser, urls[key]));
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
    ) as Record<
      LhKey,
      {
        initialJsTransferred: Stat;
        lazyJsTransferred: Stat;
        initialJsGzip: Stat;
        lazyJsGzip: Stat;
        cssTransferred: Stat;
        scripts: Stat;
        encodings: Record<string, number>;
        reactDomCopies: number[];
      }
    >;

    // Bytes are deterministic: one look per page suffices.
    const initialJsByPackage = {
      'DE federated': await initialJsByGroup(browser, urls['DE federated']),
      'DE single': await initialJsByGroup(browser, urls['DE single']),
    };

    console.log('measuring interactions...');
    const sessions: InteractionSamples[] = [];
    for (let run = 0; run < RUNS; run += 1)
      sessions.push(await measureInteractions(browser, urls['DE federated']));
    await browser.close();
    const interaction = Object.fromEntries(
      (['keystrokeToSuggestions', 'hoverToFlyout', 'removeToBadge'] as const).map((key) => {
        const all = sessions.flatMap((s) => s[key]);
        return [
          key,
          {
            samples: all.length,
            median: stat(all).median,
            p95: percentile(all, 95),
            min: stat(all).min,
            max: stat(all).max,
            runMedians: sessions.map((s) => Math.round(stat(s[key]).median * 10) / 10),
          },
        ];
      }),
    );

    console.log('running lighthouse...');
    const lhRuns: Record<string, LighthouseFigures[]> = {};
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so a noisy minute on the shared machine hits every variant alike.
      for (const key of Object.keys(urls) as LhKey[]) {
        for (const formFactor of ['mobile', 'desktop'] as const) {
          // One retry: on the shared machine a run now and then ends in NO_FCP; a second failure is skipped.
          const figures = await runLighthouse(root, urls[key], formFactor)
            .catch(() => runLighthouse(root, urls[key], formFactor))
            .catch((error: unknown) => {
              console.warn(
                `lighthouse ${key} ${formFactor} failed twice, run skipped: ${String(error).slice(0, 200)}`,
              );
              return undefined;
            });
          if (figures) (lhRuns[`${key} ${formFactor}`] ??= []).push(figures);
        }
      }
    }
    const lighthouse = Object.fromEntries(
      Object.entries(lhRuns).map(([key, runs]) => [key, lighthouseStats(runs)]),
    ) as Record<string, Record<LighthouseMetric, Stat>>;

    const fed = pages['DE federated'];
    const one = pages['DE single'];
    const lh = (key: string, metric: LighthouseMetric) =>
      lighthouse[key]?.[metric]?.median ?? Number.NaN;
    const federationCost = {
      transferredJs: ratio(
        fed.initialJsTransferred.median + fed.lazyJsTransferred.median,
        one.initialJsTransferred.median + one.lazyJsTransferred.median,
      ),
      gzipJs: ratio(
        fed.initialJsGzip.median + fed.lazyJsGzip.median,
        one.initialJsGzip.median + one.lazyJsGzip.median,
      ),
      tbtMobile: ratio(lh('DE federated mobile', 'tbtMs'), lh('DE single mobile', 'tbtMs')),
      lcpMobile: ratio(lh('DE federated mobile', 'lcpMs'), lh('DE single mobile', 'lcpMs')),
      tbtDesktop: ratio(lh('DE federated desktop', 'tbtMs'), lh('DE single desktop', 'tbtMs')),
      lcpDesktop: ratio(lh('DE federated desktop', 'lcpMs'), lh('DE single desktop', 'lcpMs')),
    };

    console.log('running API load...');
    const load = await measureLoad(PORT);
    const shoppers = await measureShoppers(storefront);
    await storefront.stop();
    // Issue 17: the same load on PostgreSQL, and the shoppers over two processes sharing it and Redis.
    const loadPostgres = await measurePostgresLoad();
    const sharedStorefronts = await postgresStorefronts(POSTGRES_PROCESSES);
    const shoppersPostgres = await measureShoppers(sharedStorefronts).finally(() =>
      sharedStorefronts.stop(),
    );
    const pathNormalisation = measurePathNormalisation();
    const hostileText = measureHostileText();
    const fleetPropagation = await measureFleetPropagation();

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
      loadPostgres,
      shoppers,
      shoppersPostgres,
      pathNormalisation,
      hostileText,
      fleetPropagation,
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'bench/results/latest.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );

    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    out(`Benchmark ${results.date} — ${results.machine}; median [min–max] of ${RUNS} runs`);
    out('\n### Bytes per app (JS raw / gzip / brotli; CSS gzip; entry gzip)');
    out('| app | JS raw | JS gzip | JS brotli | CSS gzip | entry gzip |');
    out('|---|---|---|---|---|---|');
    for (const app of bytes)
      out(
        `| ${app.app} | ${kb(app.js.raw)} | ${kb(app.js.gzip)} | ${kb(app.js.brotli)} | ${kb(app.css.gzip)} | ${app.entry ? kb(app.entry.gzip) : '–'} |`,
      );
    out(
      '\n### Home page JS on first load (Chromium network log; transferred = encoded body as served)',
    );
    out(
      '| page | initial transferred | lazy transferred | initial gzip | lazy gzip | scripts | encodings | react-dom copies |',
    );
    out('|---|---|---|---|---|---|---|---|');
    for (const [key, p] of Object.entries(pages))
      out(
        `| ${key} | ${fmt(p.initialJsTransferred, kb)} | ${fmt(p.lazyJsTransferred, kb)} | ${fmt(p.initialJsGzip, kb)} | ${fmt(p.lazyJsGzip, kb)} | ${p.scripts.median} | ${JSON.stringify(p.encodings)} | ${p.reactDomCopies.join(',')} |`,
      );
    out("\n### Initial JS by package (DE home; each file's .gz size shared out by its source map)");
    const groups = [
      ...new Set(Object.values(initialJsByPackage).flatMap((byGroup) => Object.keys(byGroup))),
    ];
    out('| package | federated | single bundle |');
    out('|---|---|---|');
    for (const group of groups)
      out(
        `| ${group} | ${kb(initialJsByPackage['DE federated'][group] ?? 0)} | ${kb(initialJsByPackage['DE single'][group] ?? 0)} |`,
      );
    out('\n### Lighthouse 12.8.2 (mobile = simulated throttling; desktop preset)');
    out('| page | performance | LCP ms | TBT ms | CLS | Speed Index ms | accessibility |');
    out('|---|---|---|---|---|---|---|');
    for (const [key, m] of Object.entries(lighthouse))
      out(
        `| ${key} | ${fmt(m.performance)} | ${fmt(m.lcpMs)} | ${fmt(m.tbtMs)} | ${fmt(m.cls)} | ${fmt(m.speedIndexMs)} | ${fmt(m.accessibility)} |`,
      );
    out("\n### Federation's own cost (DE home, federated / single bundle; budget ≤ 1.15)");
    out(
      `transferred JS ${federationCost.transferredJs} · gzip JS ${federationCost.gzipJs} · TBT mobile ${federationCost.tbtMobile} · LCP mobile ${federationCost.lcpMobile} · TBT desktop ${federationCost.tbtDesktop} · LCP desktop ${federationCost.lcpDesktop}`,
    );
    out('\n### Interaction (DE home, desktop width, all samples of all runs, ms)');
    out('| interaction | samples | median | p95 | min | max | run medians |');
    out('|---|---|---|---|---|---|---|');
    for (const [key, s] of Object.entries(interaction))
      out(
        `| ${key} | ${s.samples} | ${s.median} | ${s.p95} | ${s.min} | ${s.max} | ${s.runMedians.join(', ')} |`,
      );
    out(`\n${loadTable(loadHeading(), load)}`);
    out(`\n${loadTable(loadPostgresHeading(), loadPostgres)}`);
    out(`\n${goalsTable(load, loadPostgres)}`);
    out(`\n${shoppersTable(shoppers)}`);
    out(`\n${shoppersTable(shoppersPostgres)}`);
    out(`\n${pathNormalisationTable(pathNormalisation)}`);
    out(`\n${hostileTextTable(hostileText)}`);
    out(`\n${fleetPropagationTable(fleetPropagation)}`);
    const table = lines.join('\n');
    fs.writeFileSync(path.join(root, 'bench/results/latest.md'), `${table}\n`);
    console.log(`\n${table}\n\nwritten to bench/results/latest.json and latest.md`);
  } finally {
    await federated.close();
    await single.close();
    await storefront.stop();
  } // Issue 16 item 8, each on a fresh storefront of its own, merged into what was just written.
  await onlyPages();
  await onlySsr();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
