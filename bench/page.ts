import { chromium, type Browser } from '@playwright/test';
import { gzipSize } from './bytes';

export interface PageTransfer {
  /** JS that loaded before any interaction with the top of the page in view. */
  initialJsGzip: number;
  /** JS that loaded after scrolling to the bottom (below-the-fold remotes). */
  lazyJsGzip: number;
  scripts: number;
  reactDomCopies: number;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Loads a page in a fresh context and counts the gzip bytes of every script it fetches. */
export async function measureTransfer(browser: Browser, url: string): Promise<PageTransfer> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const win = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    win.__renderers = 0;
    win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => ++win.__renderers,
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  let phase: 'initial' | 'lazy' = 'initial';
  const pending: Promise<void>[] = [];
  const totals = { initial: 0, lazy: 0, scripts: 0 };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const current = phase;
    pending.push(
      response.body().then(
        (body) => {
          totals[current] += gzipSize(body);
          totals.scripts += 1;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  phase = 'lazy';
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(pending);
  const reactDomCopies = await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers);
  await context.close();
  return { initialJsGzip: totals.initial, lazyJsGzip: totals.lazy, scripts: totals.scripts, reactDomCopies };
}
