import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tools/chromium/chromiumArgs';

const ownCheckout = path.resolve(__dirname, '..');

/**
 * The built file a storefront URL serves (shell or a remote), if it is one, in `checkout` (this one
 * by default; a baseline's files must be looked up in the baseline: `main.js` has one name in both).
 */
export function distFileOf(url: string, checkout: string = ownCheckout): string | undefined {
  const appsDir = path.join(checkout, 'apps');
  const { pathname } = new URL(url);
  const match = /^\/(?:shell\/(.+)|remotes\/([a-z]+)\/(.+))$/.exec(pathname);
  if (!match) return undefined;
  return match[1]
    ? path.join(appsDir, 'shell/dist', match[1])
    : path.join(appsDir, match[2] ?? '', 'dist', match[3] ?? '');
}

/**
 * The size of the build's own pre-compressed .gz copy of a served file (what a gzip-only client
 * gets), so the gzip budgets can be checked whatever encoding Chromium negotiated (it takes br).
 */
export function gzipCopySize(url: string, checkout?: string): number | undefined {
  const file = distFileOf(url, checkout);
  if (!file) return undefined;
  try {
    return fs.statSync(`${file}.gz`).size;
  } catch {
    return undefined;
  }
}

export interface PageTransfer {
  /** Encoded (as transferred) bytes of JS that loaded with the top of the page in view, no interaction. */
  initialJs: number;
  /** JS that loaded after scrolling to the bottom (below-the-fold remotes). */
  lazyJs: number;
  /** The same files counted by their pre-compressed .gz copies (the budgets are in gzip). */
  initialJsGzip: number;
  lazyJsGzip: number;
  /** CSS, initial + lazy, as transferred. */
  css: number;
  scripts: number;
  /** Content-Encoding of the scripts as served (e.g. { gzip: 14 }): shows the pre-compressed copies are used. */
  encodings: Record<string, number>;
  reactDomCopies: number;
}

// bench/lighthouse.ts passes the same flags to the Chromium Lighthouse starts.
export { CHROMIUM_ARGS };
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Counts renderers React DOM registers with the devtools hook: one per react-dom copy. A string,
 * not a function: tsx compiles functions with esbuild's `__name` helper, which the page does not
 * have (the earlier function version threw in the page and always reported 0 copies).
 */
export const COUNT_RENDERERS_SCRIPT = `
  window.__renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return ++window.__renderers; },
    onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };`;

/**
 * A page that is never idle: its idle callbacks are kept, not run. What it loads is what it needs
 * before its first idle moment (issue 27's measure of the home page's JS): the work the shell
 * leaves for that moment (the search box, the mini cart, slots in view, the login-token check and
 * their code) never starts.
 */
export const HOLD_IDLE_SCRIPT = `
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;`;

/**
 * Loads a page in a fresh context (empty cache) and sums what Chromium's network stack reports as
 * the encoded body size of every script: the bytes really transferred, in whatever encoding the
 * server chose (the build's pre-compressed .gz/.br), not a recompression of our own.
 */
export async function measureTransfer(
  browser: Browser,
  url: string,
  options: { holdIdle?: boolean; checkout?: string } = {},
): Promise<PageTransfer> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: COUNT_RENDERERS_SCRIPT });
  if (options.holdIdle) await page.addInitScript({ content: HOLD_IDLE_SCRIPT });
  let phase: 'initialJs' | 'lazyJs' = 'initialJs';
  const pending: Promise<void>[] = [];
  const totals = { initialJs: 0, lazyJs: 0, initialJsGzip: 0, lazyJsGzip: 0, css: 0, scripts: 0 };
  const encodings: Record<string, number> = {};
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const current = phase;
    pending.push(
      response
        .request()
        .sizes()
        .then(
          async (sizes) => {
            if (type === 'stylesheet') {
              totals.css += sizes.responseBodySize;
              return;
            }
            totals[current] += sizes.responseBodySize;
            totals[`${current}Gzip`] +=
              gzipCopySize(response.url(), options.checkout) ?? sizes.responseBodySize;
            totals.scripts += 1;
            const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
            encodings[encoding] = (encodings[encoding] ?? 0) + 1;
          },
          () => undefined,
        ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  phase = 'lazyJs';
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(pending);
  const reactDomCopies = await page.evaluate(
    () => (window as unknown as { __renderers: number }).__renderers,
  );
  await context.close();
  return { ...totals, encodings, reactDomCopies };
}
