import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { hydrated, siteUrl } from './support/sites';
import { E2E_CANARY_MIN_SAMPLE, E2E_METRICS_PORT, E2E_PORT } from '../playwright.config';
import { cohortPlace } from '@storefront/releases';
import { SITE_CONFIG } from '@storefront/contracts';
import {
  browserContainerRelease,
  clickInSlotAndStay,
  faultyRelease,
  slowToClickRelease,
} from '@storefront/testing';

/**
 * A canary by share. A copy of the footer's build (one extra file, so a release of its own) goes
 * live for 50 % of SK's shoppers. The server draws and signs each browser's visitor id; browsers
 * whose ids fall on either side of the 50 % line (kept until there are enough of each, not hoped
 * for) each get exactly their cohort's release and keep it on reload, an id the client made up is
 * replaced, and no page shaped by a cohort may be kept by a shared cache; promote gives it to all.
 * SK only, so the specs beside this one keep their sites' releases; the canary is the same code as
 * the live footer anyway.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..');
const SITE = 'SK';
const PERCENT = 50;
/** Server-drawn visitors kept on each side of the line, and how many fresh ones are asked for at most. */
const VISITORS_EACH_SIDE = 3;
const MOST_FRESH_VISITORS = 40;
/** A visitor cookie: the id, a dot, the server's signature. */
const SIGNED_VISITOR = /^([A-Za-z0-9_-]{22})\.[A-Za-z0-9_-]{22}$/;
const visitorIdOf = (cookie: string) => SIGNED_VISITOR.exec(cookie)?.[1] ?? '';

/** Deploys run the render gate in a worker (a few seconds each on two shared cores). */
const CANARY_TEST_TIMEOUT_MS = 4 * 60_000;

function storefront(...args: string[]): { status: number | null; output: string } {
  return storefrontWith({}, ...args);
}

function storefrontWith(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'storefront'), [...args, '--site', SITE], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      RELEASE_STORE_DIR: process.env.E2E_RELEASE_STORE_DIR,
      DEPLOY_ACTOR: 'canary spec',
      ...env,
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Deploys `dist` as a canary footer for `percent` % of the site's shoppers; the deploy must
 * succeed. Returns what the deploy printed and the canary's release id.
 */
function deployFooterCanary(
  dist: string,
  percent: number,
  reason: string,
  ...extra: string[]
): { output: string; canary: string } {
  const env = extra.includes('--skip-render-gate') ? { ALLOW_UNGATED_DEPLOY: 'true' } : {};
  const deployed = storefrontWith(
    env,
    'deploy',
    'footer',
    '--dist',
    dist,
    '--percent',
    String(percent),
    ...extra,
    '--reason',
    reason,
  );
  expect(deployed.status, deployed.output).toBe(0);
  const canary = /footer release ([0-9a-f]{12}) is a canary/.exec(deployed.output)?.[1] ?? '';
  return { output: deployed.output, canary };
}

/** A build of the footer that is a release of its own: the local build and one marker file. */
function footerCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-footer-'));
  fs.cpSync(path.join(root, 'apps/footer/dist'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'canary-marker.txt'), `${Date.now()}`);
  return dir;
}

/**
 * A footer whose browser container hands out a Footer that throws as it renders: the server's
 * container is the healthy one, so only shoppers' browsers see the failure.
 */
function footerThrowingInTheBrowser(): string {
  return browserContainerRelease(
    path.join(root, 'apps'),
    'footer',
    `
  storefront_footer = {
    init: container.init,
    get: function (name) {
      return Promise.resolve(container.get.apply(container, arguments)).then(function (factory) {
        return function () {
          var loaded = factory();
          if (name !== './Footer') return loaded;
          return Object.assign({}, loaded, { __esModule: true, default: function Faulty() { throw new Error('this canary footer throws in the browser'); } });
        };
      });
    },
  };`,
  );
}

/** The main-thread work the slow canary adds to every click in its footer (issue 52's proof). */
const SLOW_CLICK_MS = 300;

const canaryFile = () =>
  path.join(process.env.E2E_RELEASE_STORE_DIR ?? '', `registry/local.${SITE}.canary.json`);
const canaryRunning = () =>
  fs.existsSync(canaryFile()) &&
  Object.keys(JSON.parse(fs.readFileSync(canaryFile(), 'utf8')) as object).length > 0;

/**
 * Which footer release the pages the server sent load (the release id in its registry, or 'live'),
 * on a first visit and each reload, and the visitor id the browser had: `visitor`, or the server's.
 */
async function footerReleaseSeen(
  browser: Browser,
  reloads = 1,
  visitor?: string,
): Promise<{ seen: string[]; visitor: string }> {
  // Script off: the cohort comes from the server's cookie, and the page's registry is in its HTML.
  const context = await browser.newContext({ javaScriptEnabled: false });
  if (visitor)
    await context.addCookies([{ name: 'sf_visitor', value: visitor, url: siteUrl(SITE, '/') }]);
  const page = await context.newPage();
  const seen: string[] = [];
  for (let i = 0; i <= reloads; i++) {
    // The HTML is all this reads: no waiting for its images and stylesheets.
    await page.goto(siteUrl(SITE, '/'), { waitUntil: 'domcontentloaded' });
    const html = await page.content();
    seen.push(/\/remotes\/footer\/([0-9a-f]{12})\/mf-manifest\.json/.exec(html)?.[1] ?? 'live');
  }
  const cookie =
    (await context.cookies()).find((candidate) => candidate.name === 'sf_visitor')?.value ?? '';
  await context.close();
  return { seen, visitor: cookie };
}

test('a 50 % canary reaches the shoppers on its side of the line and no others, each keeps its release on reload; promote gives it to all', async ({
  browser,
}) => {
  test.setTimeout(CANARY_TEST_TIMEOUT_MS);
  const deployed = deployFooterCanary(footerCopy(), PERCENT, 'canary spec');
  expect(deployed.output).toContain(`for ${PERCENT} % of shoppers`);
  const { canary } = deployed;
  try {
    // Fresh browsers, each with the id the server drew and signed, until there are enough on both
    // sides of the line: each got its cohort's release, and the same one on its reload.
    const kept = { canary: [] as string[], live: [] as string[] };
    for (
      let n = 0;
      n < MOST_FRESH_VISITORS &&
      (kept.canary.length < VISITORS_EACH_SIDE || kept.live.length < VISITORS_EACH_SIDE);
      n++
    ) {
      const { seen, visitor } = await footerReleaseSeen(browser);
      expect(visitor).toMatch(SIGNED_VISITOR);
      const inCanary = cohortPlace(visitorIdOf(visitor), 'footer') < PERCENT;
      expect(seen).toEqual(inCanary ? [canary, canary] : ['live', 'live']);
      const side = inCanary ? kept.canary : kept.live;
      if (side.length < VISITORS_EACH_SIDE) side.push(visitor);
    }
    expect(kept.canary).toHaveLength(VISITORS_EACH_SIDE);
    expect(kept.live).toHaveLength(VISITORS_EACH_SIDE);
    // Coming back with the cookie: the same release on every visit, the same id.
    for (const [expected, visitors] of [
      [canary, kept.canary],
      ['live', kept.live],
    ] as const)
      for (const visitor of visitors)
        expect(await footerReleaseSeen(browser, 1, visitor)).toEqual({
          seen: [expected, expected],
          visitor,
        });
    // An id the client chose to be on the canary's side is replaced by one the server draws.
    const chosen = Array.from(
      { length: 100 },
      (_, n) => `chosenbytheclient${String(n).padStart(5, '0')}`,
    ).find((id) => cohortPlace(id, 'footer') < PERCENT);
    expect(chosen).toMatch(/^[a-z0-9]{22}$/);
    for (const forged of [chosen, `${chosen}.${'A'.repeat(22)}`]) {
      const { visitor } = await footerReleaseSeen(browser, 0, forged);
      expect(visitor).toMatch(SIGNED_VISITOR);
      expect(visitorIdOf(visitor)).not.toBe(chosen);
    }
    // A page shaped by the cohort goes out private: a shared cache keys pages without the cookie.
    // A returning shopper's browser, which the server sets no cookie for (one it sets is private anyway).
    const returning = await browser.newContext({ javaScriptEnabled: false });
    await returning.addCookies([
      { name: 'sf_visitor', value: kept.live[0] ?? '', url: siteUrl(SITE, '/') },
      { name: 'csrf_token', value: 'a-returning-shoppers-token', url: siteUrl(SITE, '/') },
    ]);
    const answer = await (
      await returning.newPage()
    ).goto(siteUrl(SITE, '/'), { waitUntil: 'domcontentloaded' });
    expect(answer?.headers()['set-cookie']).toBeUndefined();
    expect(answer?.headers()['cache-control']).toMatch(/^private/);
    await returning.close();

    // With script on, the browser loads the canary's remote entry for a canary shopper.
    const context = await browser.newContext();
    const page = await context.newPage();
    const manifests: string[] = [];
    page.on(
      'request',
      (request) =>
        void (
          /\/remotes\/footer\/.*mf-manifest\.json/.test(request.url()) &&
          manifests.push(request.url())
        ),
    );
    await page.goto(siteUrl(SITE, '/'));
    // Every slot brought into view and live: the footer's code loads only then.
    await hydrated(page);
    const cohortRelease = /\/remotes\/footer\/([0-9a-f]{12})\//.exec(await page.content())?.[1];
    if (cohortRelease === canary)
      expect(manifests.some((url) => url.includes(`/remotes/footer/${canary}/`))).toBe(true);
    else expect(manifests.some((url) => url.includes(`/remotes/footer/${canary}/`))).toBe(false);
    await context.close();

    const promoted = storefront('promote', 'footer', '--reason', 'healthy');
    expect(promoted.output).toContain(`footer release ${canary} is live for every shopper`);
    for (const visitor of kept.live)
      expect((await footerReleaseSeen(browser, 0, visitor)).seen).toEqual([canary]);
    expect(storefront('promote', 'footer').output).toContain(
      'footer has no canary to promote on SK. The registry is unchanged.',
    );
  } finally {
    // Back to the environment's footer for the specs after this one.
    storefront('rollback', 'footer');
    storefront('rollback', 'footer');
  }
});

test('a canary whose footer throws in every shopper’s browser is rolled back by itself, and the history says why', async ({
  browser,
}) => {
  test.setTimeout(CANARY_TEST_TIMEOUT_MS);
  const { canary } = deployFooterCanary(footerThrowingInTheBrowser(), 90, 'throws in the browser');
  try {
    // Shoppers browse until the canary has enough reports (the check runs every few seconds).
    for (let shopper = 0; shopper < 6 * E2E_CANARY_MIN_SAMPLE && canaryRunning(); shopper++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const beacon = page.waitForRequest(/\/service\/rum\/api\/beacons/, { timeout: 15_000 });
      await page.goto(siteUrl(SITE, '/'));
      // The footer loads as it nears the viewport.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await beacon.catch(() => undefined);
      await context.close();
    }
    await expect.poll(canaryRunning, { timeout: 30_000 }).toBe(false);
    const history = storefront('releases', 'footer');
    expect(history.output).toMatch(
      new RegExp(
        `canary-rollback .* -> ${canary}\\s+by automatic rollback: failure rate \\d+\\.\\d % of \\d+ shoppers against 0\\.0 %`,
      ),
    );
    // Every shopper is back on the live footer.
    expect((await footerReleaseSeen(browser, 0)).seen).toEqual(['live']);
  } finally {
    if (canaryRunning()) storefront('rollback', 'footer');
  }
});

test('a canary footer that makes every click in it 300 ms slower is rolled back on its shoppers’ INP, against the live footer’s', async ({
  browser,
}) => {
  test.setTimeout(CANARY_TEST_TIMEOUT_MS);
  const { canary } = deployFooterCanary(
    slowToClickRelease(path.join(root, 'apps'), 'footer', 'Footer', SLOW_CLICK_MS),
    50,
    'slow to click',
  );
  const releasesSeen = new Set<string>();
  try {
    // New shoppers, each drawn into a cohort by the server, click in the footer and leave: their
    // browser measures the click (INP), pins it on the footer and sends it as the page is hidden.
    for (let shopper = 0; shopper < 10 * E2E_CANARY_MIN_SAMPLE && canaryRunning(); shopper++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(siteUrl(SITE, '/'));
      const html = await page.content();
      releasesSeen.add(
        /\/remotes\/footer\/([0-9a-f]{12})\/mf-manifest\.json/.exec(html)?.[1] ?? 'live',
      );
      await clickInSlotAndStay(page, 'footer/Footer');
      // Leaving the page hides it: the browser sends its INP then (a request Playwright no longer
      // sees), and the storefront's metrics count it for the footer.
      const before = await footerInpReports();
      await page.goto('about:blank');
      await expect.poll(footerInpReports).toBe(before + 1);
      await context.close();
    }
    // Both cohorts had shoppers: the verdict compares the canary with the live footer.
    expect([...releasesSeen].sort()).toEqual([canary, 'live'].sort());
    await expect.poll(canaryRunning, { timeout: 30_000 }).toBe(false);
    expect(storefront('releases', 'footer').output).toMatch(
      new RegExp(
        `canary-rollback .* -> ${canary}\\s+by automatic rollback: p75 INP (\\d+) ms of \\d+ shoppers against \\d+ ms of \\d+ for the live release \\(margin 100 ms`,
      ),
    );
    const [, canaryInp = '0'] =
      /p75 INP (\d+) ms of/.exec(storefront('releases', 'footer').output) ?? [];
    expect(Number(canaryInp)).toBeGreaterThanOrEqual(SLOW_CLICK_MS);
  } finally {
    if (canaryRunning()) storefront('rollback', 'footer');
  }
});

/** Shoppers' INP reports pinned on the footer, any release, as the storefront's metrics count them. */
async function footerInpReports(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${E2E_METRICS_PORT}/metrics`)).text();
  return [
    ...text.matchAll(
      /^storefront_web_vitals_inp_seconds_count\{remote="footer",release="\w+"\} (\d+)$/gm,
    ),
  ].reduce((sum, [, count]) => sum + Number(count), 0);
}

/** A first visit to the site's home page, as a crawler or a shopper without cookies sends it: the server draws a new visitor each time. */
function firstVisit(): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: E2E_PORT,
          path: '/',
          headers: { host: `${SITE_CONFIG[SITE].localHost}:${E2E_PORT}` },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      )
      .on('error', reject);
  });
}

test('a canary whose footer throws in its server render is rolled back on what the hosts rendered, with no browser at all', async () => {
  test.setTimeout(CANARY_TEST_TIMEOUT_MS);
  // Past the deploy's render gate (the test-only switch), as a release that fails only under real traffic would be.
  const { canary } = deployFooterCanary(
    faultyRelease(path.join(root, 'apps'), 'footer', 'Footer', 'throws'),
    90,
    'throws in its server render',
    '--skip-render-gate',
  );
  try {
    // Visitors without a browser: no beacon is ever sent, so only the hosts' own outcomes can judge it.
    for (let visitor = 0; visitor < 30 * E2E_CANARY_MIN_SAMPLE && canaryRunning(); visitor++)
      expect(await firstVisit()).toBe(200);
    await expect.poll(canaryRunning, { timeout: 30_000 }).toBe(false);
    expect(storefront('releases', 'footer').output).toMatch(
      new RegExp(
        `canary-rollback .* -> ${canary}\\s+by automatic rollback: server render failure rate 100\\.0 % of \\d+ renders against 0\\.0 %`,
      ),
    );
  } finally {
    if (canaryRunning()) storefront('rollback', 'footer');
  }
});
