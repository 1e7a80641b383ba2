import { expect, test } from './support/test';
import type { Page, Route } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import { siteUrl } from './support/sites';
import { watchPageErrors } from './support/pageErrors';
import { loginAsStaff } from './support/logins';
import {
  REMOTE_FAULTS,
  recordSlotTimes,
  servedManifest,
  type RemoteManifest,
  slotTimes,
  type RemoteFault,
} from './support/faults';
import { renderInTheBrowser } from './support/browserRendering';
import { SLOT_LOAD_DEADLINE_MS } from '../apps/shell/src/federation/slotDeadlines';

// The remotes fail in the browser here (their entries or modules, page.route); the same faults on the
// server are the server fault matrix (apps/shell/src/ssr/serverFaults.test.tsx).
renderInTheBrowser();

/**
 * The remote fault matrix: each of the six remotes, each way it can fail. The page is a staff
 * member's, so the preview panel is one of the six. In every case the other five work, the slot
 * shows its fallback, nothing is uncaught, no CSP violation, and a reload with the remote back
 * restores it. Outcomes only: when a slot gives up is its deadline's rule, driven with fake timers
 * in apps/shell/src/federation/loadExposed.test.ts; how long the page takes after that on a busy
 * machine is noted on each test, never asserted.
 */
/** How long a test waits for a fallback: the slot's deadline, then a generous margin for a busy machine. */
const FALLBACK_WAIT_MS = SLOT_LOAD_DEADLINE_MS + 5_000;

async function expectOthersWork(page: Page, broken: RemoteName): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const other of REMOTE_NAMES.filter((name) => name !== broken)) {
    await expect(
      page.locator(`[data-boundary="${other}"]`).first(),
      `${other} still works`,
    ).toBeVisible();
  }
}

async function expectFallback(
  page: Page,
  remote: RemoteName,
  fault: RemoteFault,
  manifest: RemoteManifest,
): Promise<void> {
  if (remote === 'preview') {
    // The preview slot's fallback is nothing: the staff member simply has no panel.
    await expect
      .poll(async () => (await slotTimes(page)).gaveUp.preview, {
        message: 'the preview slot gave up',
      })
      .toBeDefined();
    await expect(page.locator('[data-boundary="preview"]')).toHaveCount(0);
  } else {
    await expect(page.locator(`[data-fallback="${remote}"]`).first()).toBeVisible({
      timeout: FALLBACK_WAIT_MS,
    });
    // None of its modules the fault touched still shows (cart's add-to-cart buttons need no sheet).
    const spared = (fault.spares?.(manifest) ?? []).map(
      (expose) => `:not([data-slot="${remote}/${expose}"] *)`,
    );
    await expect(page.locator(`[data-boundary="${remote}"]${spared.join('')}`)).toHaveCount(0);
  }
  const times = await slotTimes(page);
  const shownAt = remote === 'preview' ? times.gaveUp.preview : times.fallback[remote];
  test.info().annotations.push({
    type: 'fallback shown (ms after navigation)',
    description: `${remote}, ${fault.name}: ${Math.round(shownAt ?? NaN)}`,
  });
}

for (const remote of REMOTE_NAMES) {
  test(`${remote}: every fault leaves the other five working, shows its fallback, and a reload with ${remote} back restores it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await loginAsStaff(page, 'DE');
    const manifest = await servedManifest(request, remote);
    await recordSlotTimes(page);
    const watch = watchPageErrors(page);
    for (const fault of REMOTE_FAULTS) {
      await test.step(fault.name, async () => {
        await fault.install(page, remote, manifest);
        // 'commit': a chunk that never answers would hold the load event forever.
        await page.goto(siteUrl('DE'), { waitUntil: 'commit' });
        await expectFallback(page, remote, fault, manifest);
        await expectOthersWork(page, remote);
        expect(watch.errors, fault.name).toEqual([]);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
    // One reload after all six faults: nothing any of them left behind (a cached failure, a
    // remembered broken container) keeps the remote away once it answers again.
    await page.reload({ waitUntil: 'commit' });
    await expect(
      page.locator(`[data-boundary="${remote}"]`).first(),
      `${remote} is back`,
    ).toBeVisible();
    await expect(page.locator('[data-fallback]')).toHaveCount(0);
    expect(watch.errors, 'reloaded').toEqual([]);
  });
}

test('a manifest and an entry that fail once are asked again: the remote shows, no fallback', async ({
  page,
}) => {
  const watch = watchPageErrors(page);
  const failOnce = (status: number) => {
    let failed = 0;
    return {
      count: () => failed,
      handler: async (route: Route) => {
        if (failed++ === 0)
          await route.fulfill({ status, contentType: 'text/plain', body: 'hiccup' });
        else await route.fallback();
      },
    };
  };
  const manifest = failOnce(503);
  const entry = failOnce(500);
  await page.route('**/remotes/footer/mf-manifest.json', manifest.handler);
  await page.route('**/remotes/newsletter/remoteEntry.js', entry.handler);
  await page.goto(siteUrl('DE'));
  await expect(page.locator('[data-boundary="footer"]')).toBeVisible();
  await expect(page.locator('[data-boundary="newsletter"]')).toBeVisible();
  await expect(page.locator('[data-fallback]')).toHaveCount(0);
  expect([manifest.count(), entry.count()]).toEqual([2, 2]);
  expect(watch.errors).toEqual([]);
});
