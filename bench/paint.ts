// `--only paint`: per page type and site, Lighthouse mobile with the page's scripts and
// with every script blocked (the server HTML alone), interleaved run by run, and the ratios the
// issue's goals are stated in; the devtools-throttled LCP and TBT beside (a real 4× CPU slowdown:
// Lighthouse's simulation re-times the tasks of an unthrottled trace); the home page's initial JS.
// `--sites DE,HU` and `--pages home,cart` run a subset; `--no-devtools` skips the devtools runs;
// `--baseline <checkout>` measures another built checkout the same way, interleaved in the same sitting.
import { SITE_CONFIG, type Site } from '@storefront/contracts';
import {
  runLighthouse,
  lighthouseStats,
  usualLcpElement,
  type LighthouseFigures,
  type LighthouseVariant,
} from './lighthouse';
import { launch, measureTransfer } from './page';
import { stat } from './stat';

interface Storefront {
  stop(): Promise<void>;
}

export interface PaintOptions {
  root: string;
  port: number;
  runs: number;
  baseline?: string;
  start(port: number, checkout?: string): Promise<Storefront>;
  machine(): string;
  merge(json: Record<string, unknown>, section: [RegExp, string]): void;
}

export const PAINT_HEADING = /^### Scripts against the server HTML alone/m;
export const PAGE_TYPES = ['home', 'search', 'product', 'cart'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const SITES: readonly Site[] = ['DE', 'HU', 'TR'];
/** A search word of each site's catalogue (the seed data), for its search results page. */
const SEARCH_WORD: Partial<Record<Site, string>> = { DE: 'Kaffee', HU: 'kávé', TR: 'kahve' };
/** Issue 27's goals. */
export const PAINT_GOALS = {
  fcpRatio: 1.1,
  lcpRatio: 1.2,
  tbtMs: 150,
  cls: 0.02,
  devtoolsLcpMs: 2500,
  homeInitialJsGzip: 200 * 1024,
};

const argument = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;

export function listArgument<T extends string>(name: string, known: readonly T[]): T[] {
  const given = argument(name);
  if (given === undefined) return [...known];
  const values = given.split(',').map((value) => value.trim()) as T[];
  const unknown = values.filter((value) => !known.includes(value));
  if (unknown.length > 0)
    throw new Error(`${name} knows ${known.join(', ')}, not ${unknown.join(', ')}`);
  return values;
}

/** A cart with one article on `site`, for its cart page: its cookie as a browser would send it. */
export async function cartCookie(port: number, site: Site): Promise<string> {
  const csrf = 'bench-paint-csrf-0123456789';
  const created = await fetch(`http://127.0.0.1:${port}/service/cart/api/cart/articles`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrf_token=${csrf}`,
      'x-csrf-token': csrf,
      'x-hunter-site': site,
    },
    body: '{"productId":"100001"}',
  });
  if (!created.ok) throw new Error(`creating the bench cart on ${site} answered ${created.status}`);
  return [
    `csrf_token=${csrf}`,
    ...created.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? ''),
  ].join('; ');
}

export function pageUrl(port: number, site: Site, type: PageType): string {
  const base = `http://${SITE_CONFIG[site].localHost}:${port}`;
  if (type === 'search')
    return `${base}/search?query=${encodeURIComponent(SEARCH_WORD[site] ?? 'Kaffee')}`;
  if (type === 'product') return `${base}/p/100001`;
  if (type === 'cart') return `${base}/service/cartfrontend/cart`;
  return `${base}/`;
}

type Variant = 'scripts' | 'blocked' | 'devtools';
const VARIANTS: Record<Variant, LighthouseVariant> = {
  scripts: {},
  blocked: { blockScripts: true },
  devtools: { devtoolsThrottling: true },
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const verdict = (ok: boolean) => (ok ? 'reached' : 'missed');

export async function onlyPaint(options: PaintOptions): Promise<void> {
  const sites = listArgument('--sites', SITES);
  const pages = listArgument('--pages', PAGE_TYPES);
  const variants: Variant[] = process.argv.includes('--no-devtools')
    ? ['scripts', 'blocked']
    : ['scripts', 'blocked', 'devtools'];
  const targets = [
    ...(options.baseline
      ? [{ label: 'before', port: options.port + 10, checkout: options.baseline }]
      : []),
    { label: options.baseline ? 'after' : 'now', port: options.port, checkout: options.root },
  ];
  const storefronts: Storefront[] = [];
  const runs: Record<string, LighthouseFigures[]> = {};
  const homeJs: Record<string, number[]> = {};
  const homeJsBeforeIdle: Record<string, number[]> = {};
  try {
    for (const target of targets)
      storefronts.push(await options.start(target.port, target.checkout));
    const cookies = new Map<string, string>();
    for (const target of targets)
      for (const site of sites)
        if (pages.includes('cart'))
          cookies.set(`${target.label} ${site}`, await cartCookie(target.port, site));
    const browser = await launch();
    for (let run = 0; run < options.runs; run += 1)
      for (const target of targets) {
        const home = pageUrl(target.port, sites[0] ?? 'DE', 'home');
        (homeJs[target.label] ??= []).push(
          (await measureTransfer(browser, home, { checkout: target.checkout })).initialJsGzip,
        );
        (homeJsBeforeIdle[target.label] ??= []).push(
          (await measureTransfer(browser, home, { holdIdle: true, checkout: target.checkout }))
            .initialJsGzip,
        );
      }
    await browser.close();
    for (let run = 0; run < options.runs; run += 1) {
      for (const site of sites) {
        for (const type of pages) {
          for (const target of targets) {
            for (const variant of variants) {
              const url = pageUrl(target.port, site, type);
              const headers =
                type === 'cart'
                  ? { Cookie: cookies.get(`${target.label} ${site}`) ?? '' }
                  : undefined;
              const key = `${target.label}|${site}|${type}|${variant}`;
              console.log(`lighthouse ${key} (run ${run + 1}/${options.runs})`);
              const figures = await runLighthouse(
                options.root,
                url,
                'mobile',
                headers,
                VARIANTS[variant],
              )
                .catch(() => runLighthouse(options.root, url, 'mobile', headers, VARIANTS[variant]))
                .catch((error: unknown) => {
                  console.warn(
                    `lighthouse ${key} failed twice, run skipped: ${String(error).slice(0, 200)}`,
                  );
                  return undefined;
                });
              if (figures) (runs[key] ??= []).push(figures);
            }
          }
        }
      }
    }
  } finally {
    for (const storefront of storefronts) await storefront.stop();
  }

  const median = (values: number[]) => stat(values).median;
  const rows: Array<Record<string, unknown>> = [];
  const lines = [
    `### Scripts against the server HTML alone (issue 27; Lighthouse 12.8.2 mobile, simulated throttling unless named; measured ${new Date().toISOString()}, ${options.machine()}, median of ${options.runs} interleaved runs)`,
    '',
    `| checkout | site | page | FCP ratio (≤ ${PAINT_GOALS.fcpRatio}) | LCP ratio (≤ ${PAINT_GOALS.lcpRatio}) | LCP element with scripts / blocked | FCP ms scripts / blocked | LCP ms scripts / blocked | TBT ms (≤ ${PAINT_GOALS.tbtMs}) | CLS (≤ ${PAINT_GOALS.cls}) | performance | LCP ms devtools throttling (≤ ${PAINT_GOALS.devtoolsLcpMs}) | TBT ms devtools throttling |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const target of targets) {
    for (const site of sites) {
      for (const type of pages) {
        const of = (variant: Variant) => runs[`${target.label}|${site}|${type}|${variant}`] ?? [];
        const scripts = lighthouseStats(of('scripts'));
        const blocked = lighthouseStats(of('blocked'));
        const devtools = of('devtools').length > 0 ? lighthouseStats(of('devtools')) : undefined;
        if (!scripts.fcpMs || !blocked.fcpMs) continue;
        const fcpRatio = round2(scripts.fcpMs.median / blocked.fcpMs.median);
        const lcpRatio = round2(scripts.lcpMs.median / blocked.lcpMs.median);
        const element = usualLcpElement(of('scripts'));
        const blockedElement = usualLcpElement(of('blocked'));
        rows.push({
          checkout: target.label,
          site,
          page: type,
          fcpRatio,
          lcpRatio,
          lcpElement: element,
          blockedLcpElement: blockedElement,
          scripts,
          blocked,
          devtools,
        });
        lines.push(
          `| ${target.label} | ${site} | ${type} | ${fcpRatio} ${verdict(fcpRatio <= PAINT_GOALS.fcpRatio)} | ${lcpRatio} ${verdict(lcpRatio <= PAINT_GOALS.lcpRatio && element === blockedElement)} | \`${element}\`${element === blockedElement ? ' (same)' : ` / \`${blockedElement}\``} | ${scripts.fcpMs.median} / ${blocked.fcpMs.median} | ${scripts.lcpMs.median} / ${blocked.lcpMs.median} | ${scripts.tbtMs.median} ${verdict(scripts.tbtMs.median <= PAINT_GOALS.tbtMs)} | ${scripts.cls.median} ${verdict(scripts.cls.median <= PAINT_GOALS.cls)} | ${scripts.performance.median} | ${devtools ? `${devtools.lcpMs.median} ${verdict(devtools.lcpMs.median <= PAINT_GOALS.devtoolsLcpMs)}` : '–'} | ${devtools ? devtools.tbtMs.median : '–'} |`,
        );
      }
    }
  }
  lines.push('');
  for (const target of targets) {
    const js = median(homeJs[target.label] ?? []);
    const beforeIdle = median(homeJsBeforeIdle[target.label] ?? []);
    lines.push(
      `${target.label}: ${sites[0] ?? 'DE'} home page JS before the first idle moment (the page's idle callbacks held), gzip: ${(beforeIdle / 1024).toFixed(1)} KB (goal ≤ 200 KB: ${verdict(beforeIdle <= PAINT_GOALS.homeInitialJsGzip)}); until the network is idle: ${(js / 1024).toFixed(1)} KB`,
    );
  }
  const text = lines.join('\n');
  console.log(text);
  options.merge(
    {
      paint: {
        rows,
        homeInitialJsGzip: Object.fromEntries(
          Object.entries(homeJsBeforeIdle).map(([label, values]) => [label, median(values)]),
        ),
        homeJsUntilNetworkIdleGzip: Object.fromEntries(
          Object.entries(homeJs).map(([label, values]) => [label, median(values)]),
        ),
        measured: {
          date: new Date().toISOString(),
          machine: options.machine(),
          runs: options.runs,
        },
      },
    },
    [PAINT_HEADING, text],
  );
}
