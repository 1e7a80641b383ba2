import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { E2E_PORT } from '../playwright.config';
import { faultyRelease, type ServerFault } from '@storefront/testing';
import { test } from './support/test';

/**
 * Issue 26: one team's server-render bug costs its own slot, never the storefront. For each way a
 * remote's server code can fail, a footer release that fails so is refused by the deploy's render
 * gate; forced live on AT past the gate (the test-only switch), one AT page renders it while the
 * other sites' pages, the API and the liveness probe are asked again and again: they answer in
 * time, the AT page streams the footer's fallback, and the process lives on.
 */
// Two more tries: the bounds below are timings on a shared 2-core machine, where another process's
// burst can push one answer past them; a failure on all three tries is the storefront's.
test.describe.configure({ mode: 'serial', retries: 2 });

const root = path.resolve(__dirname, '..');
const SITE: Site = 'AT';
/** A deploy runs its gate in a render worker: seconds, not minutes, but more than a page. */
const FAULT_TEST_TIMEOUT_MS = 120_000;
/** Issue 26's bound for the other sites' pages, the API and the liveness probe while one page renders the broken release. */
const OTHERS_P99_MS = 100;
const isPage = (path: string) => !path.startsWith('/service/');
/**
 * How long the other answers must all stay within the bound, asked round after round, before the
 * broken page is asked for: the deploy's recycled render workers load every live release in the
 * background for a second or more, and five quick rounds could all fall before that work did.
 */
const QUIET_MS = 2_000;
/** The longest the storefront may take to settle after the forced deploy. */
const SETTLE_TIMEOUT_MS = 60_000;
/** How long the other answers are measured at least from the moment the broken page is asked for. */
const MEASURED_WINDOW_MS = 2_000;
/**
 * Answers a p99 is taken of, at least, per group (pages; the API and the probe): with fewer the
 * "p99" is the single slowest answer, which one burst of another process on the shared machine
 * decides (CI, 2026-11-27: 109 ms once among 99 answers, the next 69 ms). The measuring goes on at
 * the same pace until both groups have this many.
 */
const P99_SAMPLES = 100;
/** The other visitors' pace: each page every 100 ms (20 pages/s in all), the API and the probe every 40 ms each (50/s in all). */
const PAGE_INTERVAL_MS = 100;
const SERVICE_INTERVAL_MS = 40;
/** The slot deadline of issue 16 (800 ms): the broken slot's fallback comes within it. */
const SLOT_DEADLINE_MS = 800;
/** Renders of the AT page with the good footer, timed before the broken one: what the page costs besides the broken slot. */
const BASELINE_RENDERS = 3;

/**
 * What the gate says about each fault that could hurt a live storefront (a release that renders
 * nothing is the gate's alone to refuse: live, it costs only its own slot's content; the one that
 * reads the environment is renderPool.test.ts's).
 */
type LiveFault = Exclude<ServerFault, 'renders nothing' | 'reads the host environment'>;
const REFUSALS: Record<LiveFault, RegExp> = {
  spins: /footer\/Footer on DE held the server past its deadline/,
  throws: /footer\/Footer on DE failed: this release throws in its server render/,
  'allocates without bound': /footer\/Footer on DE (ran out of memory|held the server past its deadline)/,
  'calls process.exit': /footer\/Footer on DE ended its worker/,
};

function storefront(args: string[], env: NodeJS.ProcessEnv = {}): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'storefront'), [...args, '--site', SITE], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, RELEASE_STORE_DIR: process.env.E2E_RELEASE_STORE_DIR, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * A page-shaping cookie with the default value: the AT page is the same, but rendered for its
 * request, never answered from the page cache. The other visitors are anonymous, as most are: their
 * pages come from the page cache once warm (issue 27), which is what a shopper gets while another
 * team's release spins; the render workers' own isolation under rendered load is renderPool.test.ts's.
 */
const RENDERED = 'platform=CLASSIC';

/**
 * The other visitors' connections. Node's own HTTP client, not Playwright's `request`: that one
 * passes every answer through Playwright's protocol and keeps each body for the trace, work in this
 * measuring process that counted as the storefront's time (2026-11-27, the same four test files
 * before this one: the other answers' p99 26–39 ms with `request`, 10–27 ms with this client).
 */
const visitors = new http.Agent({ keepAlive: true });
test.afterAll(() => visitors.destroy());

/** A page of a site as the server sends it, timed from the request to the last byte. */
function timedGet(site: Site, pathname: string, cookie?: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        agent: visitors,
        host: '127.0.0.1',
        port: E2E_PORT,
        path: pathname,
        headers: { host: `${SITE_CONFIG[site].localHost}:${E2E_PORT}`, ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The footer release the site's pages embed (asked with the browser-rendering switch, so no footer code runs on the server). */
async function liveFooter(): Promise<string | undefined> {
  const { body } = await timedGet(SITE, '/', 'sf_render=browser');
  return /"footer":"(\/remotes\/footer\/[^"]+)"/.exec(body)?.[1];
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const OTHERS: { site: Site; path: string }[] = [
  { site: 'DE', path: '/' },
  { site: 'HU', path: '/search?query=kave' },
  { site: 'DE', path: '/service/searchfrontend/api/suggestions?q=kaf&site=DE' },
  { site: 'DE', path: '/service/health/live' },
];

test.beforeAll(() => {
  // A release of today's footer on AT, so each forced release below has one to roll back to.
  const baseline = storefront(['deploy', 'footer', '--dist', path.join(root, 'apps/footer/dist')]);
  expect(baseline.status, baseline.output).toBe(0);
});

for (const fault of Object.keys(REFUSALS) as LiveFault[]) {
  test(`a footer release that ${fault} in its server render is refused by the gate; forced live, it costs only its own slot`, async () => {
    test.setTimeout(FAULT_TEST_TIMEOUT_MS);
    const dist = faultyRelease(path.join(root, 'apps'), 'footer', 'Footer', fault);
    const before = await liveFooter();
    // The page without the fault, rendered for its request as the broken one will be: the broken
    // page may take the slot's deadline more than this, no more (the rest of its render and stream).
    const baselineTimes: number[] = [];
    for (let render = 0; render < BASELINE_RENDERS; render += 1) baselineTimes.push((await timedGet(SITE, '/', RENDERED)).ms);
    const baselineMs = percentile(baselineTimes, 0.5);

    const refused = storefront(['deploy', 'footer', '--dist', dist]);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('nothing was published and the registry is unchanged');
    expect(refused.output).toMatch(REFUSALS[fault]);
    expect(await liveFooter()).toBe(before);

    // The switch is refused without its guard.
    expect(storefront(['deploy', 'footer', '--dist', dist, '--skip-render-gate']).status).not.toBe(0);
    const forced = storefront(['deploy', 'footer', '--dist', dist, '--skip-render-gate'], { ALLOW_UNGATED_DEPLOY: 'true' });
    expect(forced.status, forced.output).toBe(0);
    try {
      await expect.poll(() => liveFooter()).not.toBe(before);
      // Quiet first: the deploy's new render workers have started and every other answer is warm
      // (what is measured is one broken page, not a deploy or a cold start).
      const settling = performance.now();
      for (let quietSince = performance.now(); performance.now() - quietSince < QUIET_MS;) {
        expect(performance.now() - settling, `the other answers did not stay within ${OTHERS_P99_MS} ms for ${QUIET_MS} ms`).toBeLessThan(SETTLE_TIMEOUT_MS);
        const round = await Promise.all(OTHERS.map((other) => timedGet(other.site, other.path)));
        if (round.some((answer) => answer.ms > OTHERS_P99_MS)) quietSince = performance.now();
        await new Promise((resolve) => setTimeout(resolve, PAGE_INTERVAL_MS));
      }
      // Everything else, asked at a steady pace by other visitors (pages PAGE_INTERVAL_MS apart per
      // page, the API and the probe SERVICE_INTERVAL_MS apart, whether or not the last answer came)
      // from the moment one AT page starts rendering the broken footer until that page is done and
      // MEASURED_WINDOW_MS have passed (the lost worker's replacement starts in that time too).
      const started = performance.now();
      const broken = timedGet(SITE, '/', RENDERED);
      let settled = false;
      void broken.finally(() => (settled = true));
      const others: { path: string; ms: number; status: number; fallback: boolean }[] = [];
      const asked: Promise<void>[] = [];
      const askedOf = { page: 0, service: 0 };
      const measuring = () => !settled || performance.now() - started < MEASURED_WINDOW_MS || askedOf.page < P99_SAMPLES || askedOf.service < P99_SAMPLES;
      await Promise.all(
        OTHERS.map(async (other) => {
          const interval = isPage(other.path) ? PAGE_INTERVAL_MS : SERVICE_INTERVAL_MS;
          while (measuring()) {
            askedOf[isPage(other.path) ? 'page' : 'service'] += 1;
            asked.push(
              timedGet(other.site, other.path).then(
                ({ ms, status, body }) => void others.push({ path: `${other.site} ${other.path}`, ms, status, fallback: body.includes('data-fallback=') }),
              ),
            );
            await new Promise((resolve) => setTimeout(resolve, interval));
          }
        }),
      );
      const measuredMs = performance.now() - started;
      await Promise.all(asked);
      const page = await broken;
      expect(page.status).toBe(200);
      // The AT page streams the footer's usable fallback (the contentinfo landmark with its links) and the rest of the page.
      expect(page.body).toContain('data-fallback="footer"');
      expect(page.body).toMatch(/data-slot|role="search"/);
      expect(page.ms, `the page without the fault: ${baselineMs.toFixed(0)} ms`).toBeLessThanOrEqual(SLOT_DEADLINE_MS + baselineMs);
      const slowest = [...others].sort((a, b) => b.ms - a.ms).slice(0, 10);
      expect(
        others.every((other) => other.status === 200),
        JSON.stringify(others.filter((other) => other.status !== 200)),
      ).toBe(true);

      const [pages, services] = [
        others.filter((other) => isPage(other.path.split(' ')[1] ?? '')),
        others.filter((other) => !isPage(other.path.split(' ')[1] ?? '')),
      ];
      expect(
        pages.filter((other) => other.fallback),
        'other pages keep every slot',
      ).toEqual([]);
      expect([pages.length, services.length].every((count) => count >= P99_SAMPLES)).toBe(true);
      for (const [group, answers] of [
        ['the API and the probe', services],
        ['the other pages', pages],
      ] as const) {
        const p99 = percentile(
          answers.map((other) => other.ms),
          0.99,
        );
        expect(p99, `p99 of ${group}; the slowest answers: ${JSON.stringify(slowest)}`).toBeLessThanOrEqual(OTHERS_P99_MS);
      }
      // The process lives on, and the next AT page does not pay again.
      expect((await timedGet('DE', '/service/health/live')).status).toBe(200);
      const next = await timedGet(SITE, '/', RENDERED);
      expect(next.body).toContain('data-fallback="footer"');
      const each = OTHERS.map(
        ({ site, path: asked }) =>
          `${site} ${asked} ${percentile(
            others.filter((other) => other.path === `${site} ${asked}`).map((other) => other.ms),
            0.99,
          ).toFixed(0)}`,
      ).join(', ');
      console.log(
        `${fault}: AT page with the broken footer ${page.ms.toFixed(0)} ms, next AT page ${next.ms.toFixed(0)} ms; ${others.length} other answers asked in ${measuredMs.toFixed(0)} ms, p99 ${percentile(
          others.map((other) => other.ms),
          0.99,
        ).toFixed(0)} ms (${each})`,
      );
    } finally {
      const rollback = storefront(['rollback', 'footer']);
      expect(rollback.status, rollback.output).toBe(0);
    }
    await expect.poll(() => liveFooter()).toBe(before);
  });
}
