// `--only hydration`: how long each slot's server HTML is on screen before its
// code is live, the window in which what a shopper does must be held and replayed. Per page type
// and site, in Chromium with its CPU slowed 4× (DevTools' "mid-tier mobile"): for a slot in view
// from the start, from the first contentful paint to its `data-hydrated` mark; for a slot further
// down, from the moment it is scrolled into view (as a shopper reaches it) to its mark. Median of
// the runs; `--sites DE` and `--pages home,cart` run a subset, `--cpu 1` on the machine's own pace.
import type { Site } from '@storefront/contracts';
import { cartCookie, listArgument, pageUrl, PAGE_TYPES, SITES, type PageType } from './paint';
import { launch } from './page';
import { stat } from './stat';

interface Storefront {
  stop(): Promise<void>;
}

export interface HydrationWindowOptions {
  root: string;
  port: number;
  runs: number;
  start(port: number): Promise<Storefront>;
  machine(): string;
  merge(json: Record<string, unknown>, section: [RegExp, string]): void;
}

export const HYDRATION_HEADING = /^### Hydration window per slot/m;
/** DevTools' "mid-tier mobile" CPU slowdown. */
const DEFAULT_CPU_RATE = 4;
/** A slot not live this long after it came into view counts as never (its fallback rule is the deadline's). */
const SLOT_WAIT_MS = 15_000;

interface SlotWindow {
  slot: string;
  /** `view`: in view from the start (measured from the first contentful paint); `scrolled`: measured from its scroll into view. */
  from: 'view' | 'scrolled';
  ms: number | null;
}

/** Every slot's mark time, recorded by the page itself from its first byte. */
const MARK_RECORDER = () => {
  const marks: Record<string, number> = {};
  (window as unknown as { __hydratedAt: Record<string, number> }).__hydratedAt = marks;
  new MutationObserver((records) => {
    for (const record of records) {
      const slot = record.target as Element;
      const index = [
        ...document.querySelectorAll(`[data-slot="${slot.getAttribute('data-slot')}"]`),
      ].indexOf(slot);
      marks[`${slot.getAttribute('data-slot')}#${index}`] ??= performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
};

async function measurePage(
  browser: Awaited<ReturnType<typeof launch>>,
  url: string,
  cookie: string | undefined,
  cpuRate: number,
): Promise<SlotWindow[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
  });
  try {
    const page = await context.newPage();
    await (
      await context.newCDPSession(page)
    ).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(MARK_RECORDER);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const windows: SlotWindow[] = [];
    // The first instance of each slot: a product list's add-to-cart slots go live together.
    const slots = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('[data-slot]')].map(
          (slot) => slot.getAttribute('data-slot') ?? '',
        ),
      ),
    ]);
    for (const slot of slots) {
      const wrapper = page.locator(`[data-slot="${slot}"]`).first();
      const already = await wrapper.evaluate((element) => element.hasAttribute('data-hydrated'));
      if (already) {
        const ms = await page.evaluate((key) => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const at = (window as unknown as { __hydratedAt: Record<string, number> }).__hydratedAt[
            `${key}#0`
          ];
          return at === undefined ? null : Math.max(0, at - paint);
        }, slot);
        windows.push({ slot, from: 'view', ms });
        continue;
      }
      const scrolledAt = await wrapper.evaluate((element) => {
        let box = element.firstElementChild;
        while (box && getComputedStyle(box).display === 'contents') box = box.firstElementChild;
        (box ?? element).scrollIntoView({ block: 'center' });
        return performance.now();
      });
      const live = await page
        .locator(`[data-slot="${slot}"][data-hydrated]`)
        .first()
        .waitFor({ state: 'attached', timeout: SLOT_WAIT_MS })
        .then(
          () => true,
          () => false,
        );
      // A slot inside one scrolled to before (the newsletter block in the footer) may be live already: 0.
      const ms = live
        ? await page.evaluate(
            ([key, since]) =>
              Math.max(
                0,
                ((window as unknown as { __hydratedAt: Record<string, number> }).__hydratedAt[
                  `${key}#0`
                ] ?? since) - since,
              ),
            [slot, scrolledAt] as const,
          )
        : null;
      windows.push({ slot, from: 'scrolled', ms });
    }
    return windows;
  } finally {
    await context.close();
  }
}

export async function onlyHydrationWindow(options: HydrationWindowOptions): Promise<void> {
  const sites = listArgument('--sites', SITES);
  const pages = listArgument('--pages', PAGE_TYPES);
  const cpuArgument = process.argv.includes('--cpu')
    ? Number(process.argv[process.argv.indexOf('--cpu') + 1])
    : DEFAULT_CPU_RATE;
  if (!(cpuArgument >= 1)) throw new Error('--cpu takes a slowdown factor of 1 or more');
  const results: Record<string, SlotWindow[][]> = {};
  const storefront = await options.start(options.port);
  try {
    const cookies = new Map<Site, string>();
    if (pages.includes('cart'))
      for (const site of sites) cookies.set(site, await cartCookie(options.port, site));
    const browser = await launch();
    try {
      for (let run = 0; run < options.runs; run += 1) {
        for (const site of sites) {
          for (const type of pages) {
            console.log(`hydration window ${site} ${type} (run ${run + 1}/${options.runs})`);
            (results[`${site}|${type}`] ??= []).push(
              await measurePage(
                browser,
                pageUrl(options.port, site, type),
                type === 'cart' ? cookies.get(site) : undefined,
                cpuArgument,
              ),
            );
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await storefront.stop();
  }

  const rows: Array<{
    site: Site;
    page: PageType;
    slot: string;
    from: string;
    medianMs: number | null;
    runs: number;
    neverLive: number;
  }> = [];
  const lines = [
    `### Hydration window per slot (issue 32 item 3; Chromium, CPU ${cpuArgument}× slowed, 412×915 viewport; measured ${new Date().toISOString()}, ${options.machine()}, median of ${options.runs} runs)`,
    '',
    'From the first contentful paint (a slot in view from the start) or from the moment the slot is scrolled into view (one further down) to its `data-hydrated` mark: the time what a shopper does on it is held by the start-up script and replayed (apps/shell/src/slots/interactions.ts).',
    '',
    '| site | page | slot | measured from | window ms (median) | runs | never live within 15 s |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const site of sites) {
    for (const type of pages) {
      const runs = results[`${site}|${type}`] ?? [];
      const slots = [...new Set(runs.flatMap((windows) => windows.map((window) => window.slot)))];
      for (const slot of slots) {
        const of = runs.flatMap((windows) => windows.filter((window) => window.slot === slot));
        const live = of.flatMap((window) => (window.ms === null ? [] : [window.ms]));
        const medianMs = live.length > 0 ? Math.round(stat(live).median) : null;
        const from = of[0]?.from ?? 'view';
        rows.push({
          site,
          page: type,
          slot,
          from,
          medianMs,
          runs: of.length,
          neverLive: of.length - live.length,
        });
        lines.push(
          `| ${site} | ${type} | ${slot} | ${from === 'view' ? 'first paint' : 'scrolled into view'} | ${medianMs ?? '–'} | ${of.length} | ${of.length - live.length} |`,
        );
      }
    }
  }
  const text = lines.join('\n');
  console.log(text);
  options.merge(
    {
      hydrationWindow: {
        rows,
        cpuRate: cpuArgument,
        measured: {
          date: new Date().toISOString(),
          machine: options.machine(),
          runs: options.runs,
        },
      },
    },
    [HYDRATION_HEADING, text],
  );
}
