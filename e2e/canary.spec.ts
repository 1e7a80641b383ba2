import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { hydrated, siteUrl } from './support/sites';
import { E2E_CANARY_MIN_SAMPLE } from '../playwright.config';
import { cohortPlace } from '@storefront/releases';

/**
 * Issue 28, item 1: a canary by share. A copy of the footer's build (one extra file, so a release
 * of its own) goes live for 50 % of SK's shoppers. Browsers whose visitor ids fall on either side
 * of the 50 % line (chosen, not hoped for) and fresh ones (the server's own random ids) each get
 * exactly their cohort's release and keep it on reload; promote gives it to all. SK only, so the
 * specs beside this one keep their sites' releases; the canary is the same code as the live
 * footer anyway.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..');
const SITE = 'SK';
const PERCENT = 50;
/** Browsers with chosen visitor ids on each side of the line, and fresh ones with the server's own. */
const CHOSEN_EACH_SIDE = 3;
const FRESH_BROWSERS = 4;

/** Visitor ids of the cookie's shape (22 base64url characters), the first `count` on each side of PERCENT. */
function visitorsEachSide(count: number): { canary: string[]; live: string[] } {
  const sides = { canary: [] as string[], live: [] as string[] };
  for (let n = 0; sides.canary.length < count || sides.live.length < count; n += 1) {
    const id = `canaryspec${String(n).padStart(12, '0')}`;
    const side = cohortPlace(id, 'footer') < PERCENT ? sides.canary : sides.live;
    if (side.length < count) side.push(id);
  }
  return sides;
}
/** Deploys run the render gate in a worker (a few seconds each on two shared cores). */
const CANARY_TEST_TIMEOUT_MS = 4 * 60_000;

function storefront(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'storefront'), [...args, '--site', SITE], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      RELEASE_STORE_DIR: process.env.E2E_RELEASE_STORE_DIR,
      DEPLOY_ACTOR: 'canary spec',
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
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
  const dir = footerCopy();
  const entry = path.join(dir, 'remoteEntry.js');
  fs.appendFileSync(
    entry,
    `
;(function (container) {
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
  };
})(storefront_footer);
`,
  );
  for (const stale of ['remoteEntry.js.gz', 'remoteEntry.js.br'])
    fs.rmSync(path.join(dir, stale), { force: true });
  return dir;
}

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
  const deployed = storefront(
    'deploy',
    'footer',
    '--dist',
    footerCopy(),
    '--percent',
    String(PERCENT),
    '--reason',
    'canary spec',
  );
  expect(deployed.output).toContain(`for ${PERCENT} % of shoppers`);
  expect(deployed.status).toBe(0);
  const canary = /footer release ([0-9a-f]{12}) is a canary/.exec(deployed.output)?.[1] ?? '';
  try {
    // Each browser gets its cohort's release, and the same one on its reload: chosen ids on both
    // sides of the line, then fresh browsers whose ids the server drew.
    const chosen = visitorsEachSide(CHOSEN_EACH_SIDE);
    for (const [expected, visitors] of [
      [canary, chosen.canary],
      ['live', chosen.live],
    ] as const)
      for (const visitor of visitors)
        expect(await footerReleaseSeen(browser, 1, visitor)).toEqual({
          seen: [expected, expected],
          visitor,
        });
    for (let i = 0; i < FRESH_BROWSERS; i++) {
      const { seen, visitor } = await footerReleaseSeen(browser);
      expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const expected = cohortPlace(visitor, 'footer') < PERCENT ? canary : 'live';
      expect(seen).toEqual([expected, expected]);
    }

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
    // Every slot brought into view and live: the footer's code loads only then (issue 27 item 3).
    await hydrated(page);
    const cohortRelease = /\/remotes\/footer\/([0-9a-f]{12})\//.exec(await page.content())?.[1];
    if (cohortRelease === canary)
      expect(manifests.some((url) => url.includes(`/remotes/footer/${canary}/`))).toBe(true);
    else expect(manifests.some((url) => url.includes(`/remotes/footer/${canary}/`))).toBe(false);
    await context.close();

    const promoted = storefront('promote', 'footer', '--reason', 'healthy');
    expect(promoted.output).toContain(`footer release ${canary} is live for every shopper`);
    for (const visitor of chosen.live)
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
  const deployed = storefront(
    'deploy',
    'footer',
    '--dist',
    footerThrowingInTheBrowser(),
    '--percent',
    '90',
    '--reason',
    'throws in the browser',
  );
  expect(deployed.status).toBe(0);
  const canary = /footer release ([0-9a-f]{12}) is a canary/.exec(deployed.output)?.[1] ?? '';
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
        `canary-rollback .* -> ${canary}\\s+by automatic rollback: failure rate \\d+\\.\\d % of \\d+ slot loads against 0\\.0 %`,
      ),
    );
    // Every shopper is back on the live footer.
    expect((await footerReleaseSeen(browser, 0)).seen).toEqual(['live']);
  } finally {
    if (canaryRunning()) storefront('rollback', 'footer');
  }
});
