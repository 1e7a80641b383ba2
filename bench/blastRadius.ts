// `--only blast-radius`: how fast everyone else is answered while one page renders another team's
// broken release (the bound of docs/architecture/rendering.md's "Blast radius", a timing e2e/blast-radius.spec.ts
// no longer asserts). For each server fault, one AT page renders a footer release forced live past
// the render gate while other visitors ask for other sites' pages, the API and the liveness probe at
// a steady pace; the reference is the same pace while the AT page renders today's footer, measured
// in the same sitting, so the figure is a ratio on whatever machine runs it.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { faultyRelease, type ServerFault } from '@storefront/testing';

interface Storefront {
  releaseStoreDir: string;
  stop(): Promise<void>;
}

export interface BlastRadiusOptions {
  root: string;
  port: number;
  start(port: number): Promise<Storefront>;
  machine(): string;
  merge(json: Record<string, unknown>, section: [RegExp, string]): void;
}

export const BLAST_RADIUS_HEADING = /^### Everyone else while one page renders a broken release/m;
const SITE: Site = 'AT';
const FAULTS: ServerFault[] = ['spins', 'throws', 'allocates without bound', 'calls process.exit'];
/** A page-shaping cookie with the default value: the AT page is rendered for its request, never answered from the page cache. */
const RENDERED = 'platform=CLASSIC';
/** Answers per group (pages; the API and the probe) at least, so a p99 is not the single slowest answer. */
const SAMPLES = 100;
/** The other visitors' pace: each page every 100 ms, the API and the probe every 40 ms each. */
const PAGE_INTERVAL_MS = 100;
const SERVICE_INTERVAL_MS = 40;
const OTHERS: { site: Site; path: string }[] = [
  { site: 'DE', path: '/' },
  { site: 'HU', path: '/search?query=kave' },
  { site: 'DE', path: '/service/searchfrontend/api/suggestions?q=kaf&site=DE' },
  { site: 'DE', path: '/service/health/live' },
];
const isPage = (pathname: string) => !pathname.startsWith('/service/');

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

export async function onlyBlastRadius(options: BlastRadiusOptions): Promise<void> {
  const storefront = await options.start(options.port);
  const agent = new http.Agent({ keepAlive: true });
  const get = (site: Site, pathname: string, cookie?: string) =>
    new Promise<{ ms: number; status: number; body: string }>((resolve, reject) => {
      const started = performance.now();
      http
        .get(
          {
            agent,
            host: '127.0.0.1',
            port: options.port,
            path: pathname,
            headers: {
              host: `${SITE_CONFIG[site].localHost}:${options.port}`,
              ...(cookie ? { cookie } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                ms: performance.now() - started,
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            response.on('error', reject);
          },
        )
        .on('error', reject);
    });
  const cli = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const result = spawnSync(path.join(options.root, 'storefront'), [...args, '--site', SITE], {
      cwd: options.root,
      encoding: 'utf8',
      env: { ...process.env, RELEASE_STORE_DIR: storefront.releaseStoreDir, ...env },
    });
    if (result.status !== 0)
      throw new Error(`storefront ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  };
  const liveFooter = async () =>
    /"footer":"(\/remotes\/footer\/[^"]+)"/.exec(
      (await get(SITE, '/', 'sf_render=browser')).body,
    )?.[1];
  const waitForFooter = async (changed: (footer: string | undefined) => boolean) => {
    for (let tries = 0; !changed(await liveFooter()); tries += 1) {
      if (tries > 200) throw new Error('the AT footer release did not switch');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Everyone else at a steady pace while one AT page renders, until it is done and each group has SAMPLES answers. */
  const measure = async () => {
    for (const other of OTHERS) await get(other.site, other.path);
    const page = get(SITE, '/', RENDERED);
    let settled = false;
    void page.finally(() => (settled = true));
    const answers: { page: boolean; ms: number }[] = [];
    const asked: Promise<void>[] = [];
    const count = { page: 0, service: 0 };
    await Promise.all(
      OTHERS.map(async (other) => {
        const pageLike = isPage(other.path);
        while (!settled || count.page < SAMPLES || count.service < SAMPLES) {
          count[pageLike ? 'page' : 'service'] += 1;
          asked.push(
            get(other.site, other.path).then(({ ms }) => void answers.push({ page: pageLike, ms })),
          );
          await new Promise((resolve) =>
            setTimeout(resolve, pageLike ? PAGE_INTERVAL_MS : SERVICE_INTERVAL_MS),
          );
        }
      }),
    );
    await Promise.all(asked);
    const of = (pageLike: boolean) =>
      answers.filter((answer) => answer.page === pageLike).map((answer) => answer.ms);
    return {
      atPageMs: (await page).ms,
      pagesP99: percentile(of(true), 0.99),
      servicesP99: percentile(of(false), 0.99),
    };
  };

  const rows: Record<string, unknown>[] = [];
  try {
    cli(['deploy', 'footer', '--dist', path.join(options.root, 'apps/footer/dist')]);
    const good = await liveFooter();
    for (const fault of FAULTS) {
      const reference = await measure();
      cli(
        [
          'deploy',
          'footer',
          '--dist',
          faultyRelease(path.join(options.root, 'apps'), 'footer', 'Footer', fault),
          '--skip-render-gate',
        ],
        {
          ALLOW_UNGATED_DEPLOY: 'true',
        },
      );
      await waitForFooter((footer) => footer !== good);
      const broken = await measure();
      cli(['rollback', 'footer']);
      await waitForFooter((footer) => footer === good);
      rows.push({ fault, reference, broken });
      console.log(
        `${fault}: reference ${JSON.stringify(reference)}, broken ${JSON.stringify(broken)}`,
      );
    }
  } finally {
    agent.destroy();
    await storefront.stop();
  }
  const ms = (value: unknown) => `${Number(value).toFixed(0)} ms`;
  const cell = (row: Record<string, unknown>, key: string) => {
    const [reference, broken] = [row.reference, row.broken] as Array<Record<string, number>>;
    return `${ms(broken?.[key])} / ${ms(reference?.[key])} (${((broken?.[key] ?? 0) / (reference?.[key] || 1)).toFixed(2)}x)`;
  };
  const table = [
    `### Everyone else while one page renders a broken release (${options.machine()}; broken / healthy footer, same sitting)`,
    '',
    '| fault | the AT page | other pages p99 | API and probe p99 |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${String(row.fault)} | ${cell(row, 'atPageMs')} | ${cell(row, 'pagesP99')} | ${cell(row, 'servicesP99')} |`,
    ),
    '',
  ].join('\n');
  console.log(table);
  options.merge({ blastRadius: rows }, [BLAST_RADIUS_HEADING, table]);
}
