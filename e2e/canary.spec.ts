import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { siteUrl } from './support/sites';

/**
 * Issue 28, item 1: a canary by share. A copy of the footer's build (one extra file, so a release
 * of its own) goes live for 50 % of SK's shoppers; 30 fresh browsers (no cookies) each get one
 * release and keep it on reload; promote gives it to all. SK only, so the specs beside this one
 * keep their sites' releases; the canary is the same code as the live footer anyway.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..');
const SITE = 'SK';
const FRESH_BROWSERS = 30;
/** Deploys run the render gate in a worker (a few seconds each on two shared cores). */
const CANARY_TEST_TIMEOUT_MS = 4 * 60_000;

function storefront(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'storefront'), [...args, '--site', SITE], { cwd: root, encoding: 'utf8', env: { ...process.env, RELEASE_STORE_DIR: process.env.E2E_RELEASE_STORE_DIR, DEPLOY_ACTOR: 'canary spec' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A build of the footer that is a release of its own: the local build and one marker file. */
function footerCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-footer-'));
  fs.cpSync(path.join(root, 'apps/footer/dist'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'canary-marker.txt'), `${Date.now()}`);
  return dir;
}

/** Which footer release the page the server sent loads: the release id in its registry, or 'local'. */
async function footerReleaseSeen(browser: Browser, reloads = 1): Promise<string[]> {
  // Script off: the cohort comes from the server's cookie, and the page's registry is in its HTML.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const seen: string[] = [];
  for (let i = 0; i <= reloads; i++) {
    await page.goto(siteUrl(SITE, '/'));
    const html = await page.content();
    seen.push(/\/remotes\/footer\/([0-9a-f]{12})\/mf-manifest\.json/.exec(html)?.[1] ?? 'live');
  }
  await context.close();
  return seen;
}

test('a 50 % canary reaches some fresh browsers, each keeps its release on reload; promote gives it to all', async ({ browser }) => {
  test.setTimeout(CANARY_TEST_TIMEOUT_MS);
  const deployed = storefront('deploy', 'footer', '--dist', footerCopy(), '--percent', '50', '--reason', 'canary spec');
  expect(deployed.output).toContain('for 50 % of shoppers');
  expect(deployed.status).toBe(0);
  const canary = /footer release ([0-9a-f]{12}) is a canary/.exec(deployed.output)?.[1] ?? '';
  try {
    const seen: string[][] = [];
    for (let i = 0; i < FRESH_BROWSERS; i++) seen.push(await footerReleaseSeen(browser));
    // Each browser the same release on its reload.
    for (const [first, again] of seen) expect(again).toBe(first);
    const withCanary = seen.filter(([first]) => first === canary).length;
    expect(withCanary).toBeGreaterThanOrEqual(5);
    expect(withCanary).toBeLessThanOrEqual(25);

    // With script on, the browser loads the canary's remote entry for a canary shopper.
    const context = await browser.newContext();
    const page = await context.newPage();
    const manifests: string[] = [];
    page.on('request', (request) => void (/\/remotes\/footer\/.*mf-manifest\.json/.test(request.url()) && manifests.push(request.url())));
    await page.goto(siteUrl(SITE, '/'));
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    const cohortRelease = /\/remotes\/footer\/([0-9a-f]{12})\//.exec(await page.content())?.[1];
    if (cohortRelease === canary) expect(manifests.some((url) => url.includes(`/remotes/footer/${canary}/`))).toBe(true);
    else expect(manifests.some((url) => url.includes(`/remotes/footer/${canary}/`))).toBe(false);
    await context.close();

    const promoted = storefront('promote', 'footer', '--reason', 'healthy');
    expect(promoted.output).toContain(`footer release ${canary} is live for every shopper`);
    for (let i = 0; i < 5; i++) expect(await footerReleaseSeen(browser, 0)).toEqual([canary]);
    expect(storefront('promote', 'footer').output).toContain('footer has no canary to promote on SK. The registry is unchanged.');
  } finally {
    // Back to the environment's footer for the specs after this one.
    storefront('rollback', 'footer');
    storefront('rollback', 'footer');
  }
});
