import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { E2E_PORT } from '../playwright.config';
import { faultyRelease, type ServerFault } from '@storefront/testing';
import { test } from './support/test';

/**
 * One team's server-render bug costs its own slot, never the storefront. For each way a remote's
 * server code can fail, a footer release that fails so is refused by the deploy's render gate;
 * forced live on AT past the gate (the test-only switch), one AT page renders it while other
 * visitors ask for the other sites' pages, the API and the liveness probe: every one of them is
 * answered whole, the AT page streams the footer's fallback with the rest of the page, and the
 * process lives on. Outcomes only: how fast the others stay meanwhile is a timing on a shared
 * machine, measured by `pnpm bench --only blast-radius` (bench/blastRadius.ts), never asserted here.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..');
const SITE: Site = 'AT';
/** A deploy runs its gate in a render worker: seconds, not minutes, but more than a page. */
const FAULT_TEST_TIMEOUT_MS = 120_000;
/** Rounds of the other visitors' requests asked after the broken page has come back (its lost worker's replacement starts meanwhile). */
const ROUNDS_AFTER = 5;

/**
 * What the gate says about each fault that could hurt a live storefront (a release that renders
 * nothing is the gate's alone to refuse: live, it costs only its own slot's content; the one that
 * reads the environment is renderPool.test.ts's, the one that leaks outside its heap and the one
 * that only blocks without CPU are renderProcess.test.ts's).
 */
type LiveFault = Exclude<
  ServerFault,
  'renders nothing' | 'reads the host environment' | 'leaks outside its heap' | 'blocks without CPU'
>;
const REFUSALS: Record<LiveFault, RegExp> = {
  spins: /footer\/Footer on DE held the server past its deadline/,
  throws: /footer\/Footer on DE failed: this release throws in its server render/,
  'allocates without bound':
    /footer\/Footer on DE (ran out of memory|held the server past its deadline)/,
  'calls process.exit': /footer\/Footer on DE ended its worker/,
};

function storefront(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { status: number | null; output: string } {
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

/** The other visitors' connections: Node's own client, which asks many at once without a browser's per-host limit. */
const visitors = new http.Agent({ keepAlive: true });
test.afterAll(() => visitors.destroy());

/** A page of a site as the server sends it, to the last byte. */
function get(
  site: Site,
  pathname: string,
  cookie?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        agent: visitors,
        host: '127.0.0.1',
        port: E2E_PORT,
        path: pathname,
        headers: {
          host: `${SITE_CONFIG[site].localHost}:${E2E_PORT}`,
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The footer release the site's pages embed (asked with the browser-rendering switch, so no footer code runs on the server). */
async function liveFooter(): Promise<string | undefined> {
  const { body } = await get(SITE, '/', 'sf_render=browser');
  return /"footer":"(\/remotes\/footer\/[^"]+)"/.exec(body)?.[1];
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

    const refused = storefront(['deploy', 'footer', '--dist', dist]);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('nothing was published and the registry is unchanged');
    expect(refused.output).toMatch(REFUSALS[fault]);
    expect(await liveFooter()).toBe(before);

    // The switch is refused without its guard.
    expect(storefront(['deploy', 'footer', '--dist', dist, '--skip-render-gate']).status).not.toBe(
      0,
    );
    const forced = storefront(['deploy', 'footer', '--dist', dist, '--skip-render-gate'], {
      ALLOW_UNGATED_DEPLOY: 'true',
    });
    expect(forced.status, forced.output).toBe(0);
    try {
      await expect.poll(() => liveFooter()).not.toBe(before);
      // One AT page renders the broken footer while the other visitors ask, round after round,
      // until it has come back and ROUNDS_AFTER rounds more.
      const broken = get(SITE, '/', RENDERED);
      let settled = false;
      void broken.finally(() => (settled = true));
      const others: { asked: string; status: number; fallback: boolean }[] = [];
      for (let after = 0; after < ROUNDS_AFTER; after += settled ? 1 : 0) {
        const round = await Promise.all(OTHERS.map((other) => get(other.site, other.path)));
        round.forEach(({ status, body }, index) =>
          others.push({
            asked: `${OTHERS[index]?.site} ${OTHERS[index]?.path}`,
            status,
            fallback: body.includes('data-fallback='),
          }),
        );
      }
      const page = await broken;
      expect(page.status).toBe(200);
      // The AT page streams the footer's usable fallback (the contentinfo landmark with its links) and the rest of the page.
      expect(page.body).toContain('data-fallback="footer"');
      expect(page.body).toMatch(/data-slot|role="search"/);
      // Every other answer came, whole: no error, and no other page lost a slot.
      expect(others.filter((other) => other.status !== 200)).toEqual([]);
      expect(others.filter((other) => other.fallback)).toEqual([]);
      // The process lives on, and the next AT page does not run the broken code again.
      expect((await get('DE', '/service/health/live')).status).toBe(200);
      const next = await get(SITE, '/', RENDERED);
      expect(next.body).toContain('data-fallback="footer"');
    } finally {
      const rollback = storefront(['rollback', 'footer']);
      expect(rollback.status, rollback.output).toBe(0);
    }
    await expect.poll(() => liveFooter()).toBe(before);
  });
}
