import { expect, test, type Page, type Request } from '@playwright/test';
import { serverHtml, siteUrl } from './support/sites';
import { NEAR_VIEWPORT_MARGIN } from '../apps/shell/src/slots/slotEnvironment';

/**
 * Issue 27: scripts never hold the page back. The server's HTML paints before any script is asked
 * for (item 1); the header hydrates first, the search box, the mini cart and every slot in view at
 * the page's first idle moment, every other slot only when it comes near the viewport, each at once
 * when interacted with, and no code of its remote is fetched before (item 3); a click on the header
 * before it is live is not lost.
 */

/** Holds the page's idle callbacks until `releaseIdle`: a page that is never idle. */
const HOLD_IDLE = `
  window.__heldIdle = [];
  window.requestIdleCallback = (callback) => window.__heldIdle.push(callback);
  window.cancelIdleCallback = (id) => { window.__heldIdle[id - 1] = () => undefined; };
`;
const releaseIdle = (page: Page) =>
  page.evaluate(() => {
    const held = (window as unknown as { __heldIdle: Array<(deadline: IdleDeadline) => void> })
      .__heldIdle;
    for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
/** Holds the page's animation frames until `releaseFrames`: a page that has not painted yet. */
const HOLD_FRAMES = `
  window.__heldFrames = [];
  window.requestAnimationFrame = (callback) => window.__heldFrames.push(callback);
`;
const releaseFrames = (page: Page) =>
  page.evaluate(() => {
    const held = (window as unknown as { __heldFrames: Array<(time: number) => void> })
      .__heldFrames;
    for (const callback of held.splice(0)) callback(performance.now());
  });
test.describe('hydration on demand (issue 27)', () => {
  test("DE: no script is requested before the page has painted, and the server's head holds none", async ({
    page,
    request,
  }) => {
    const head = (await serverHtml(request, 'DE', '/')).split('</head>')[0] ?? '';
    expect(head).not.toMatch(/<script\b[^>]*\bsrc=|<link[^>]*\bas="script"/);
    // The page's frames are held: its start waits for two of them (the first one painted), so
    // while none has come, no script may be asked for, however long the wait. Forced, not timed:
    // a paint's timestamp on a busy machine can trail the frame that made it.
    await page.addInitScript({ content: HOLD_FRAMES });
    const scripts: string[] = [];
    page.on(
      'request',
      (asked: Request) => void (asked.resourceType() === 'script' && scripts.push(asked.url())),
    );
    await page.goto(siteUrl('DE', '/'));
    await expect(page.getByRole('banner')).toBeVisible();
    expect(scripts).toEqual([]);
    const shell = page.waitForRequest(/\/shell\/main\.js$/);
    // Two frames, each callback of the first asking for the next.
    await releaseFrames(page);
    await releaseFrames(page);
    await shell;
    await expect(page.locator('[data-slot="navigation/Header"][data-hydrated]')).toBeAttached();
  });

  test('DE: a slot below the fold fetches no code of its remote until it is scrolled near', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const footerRequests: string[] = [];
    page.on('request', (request: Request) => {
      // Code: its manifest, entry and chunks. Its stylesheets are the server HTML's and load with it.
      if (
        /\/remotes\/(footer|newsletter)\//.test(new URL(request.url()).pathname) &&
        request.resourceType() !== 'stylesheet'
      )
        footerRequests.push(request.url());
    });
    await page.goto(siteUrl('DE', '/search?query=Kaffee'));
    const footer = page.locator('[data-slot="footer/Footer"]');
    // The header is live and the network has settled: everything the top of the page needs is in.
    await expect(page.locator('[data-slot="navigation/Header"][data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // The premise: the footer starts below the viewport (and any distance the slots look ahead).
    // The slot's wrapper and the newsletter's opening it are box-less: the top of the first box in it.
    const footerTop = await footer.evaluate((wrapper) => {
      let element = wrapper.firstElementChild;
      while (element && getComputedStyle(element).display === 'contents')
        element = element.firstElementChild;
      return element?.getBoundingClientRect().top ?? 0;
    });
    expect(footerTop).toBeGreaterThan(600 + Number.parseInt(NEAR_VIEWPORT_MARGIN, 10));
    expect(footerRequests).toEqual([]);
    await expect(footer).not.toHaveAttribute('data-hydrated');
    // Its server HTML is there and works as plain links meanwhile.
    await expect(page.getByRole('contentinfo')).toBeAttached();

    // Scrolled near, its code is asked for (whether it then arrives within the slot's deadline on a
    // busy machine is the slot's deadline rule, shown by e2e/faults and e2e/server-rendering).
    const footerCode = page.waitForRequest((request) =>
      /\/remotes\/footer\/.*\.(js|json)$/.test(new URL(request.url()).pathname),
    );
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await footerCode;
  });

  test('DE: a click on the header before it is live is replayed once it is', async ({ page }) => {
    // The shell's entry is held back until the click has happened: the header is server HTML only.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shell\/main\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(siteUrl('DE', '/'), { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('region', { name: 'Aktion' });
    const legal = banner.getByRole('button', { name: 'Rechtliche Hinweise' });
    const legalText = banner.getByText('Gültig bis Sonntag');
    await expect(legalText).toBeHidden();
    await expect(page.locator('[data-slot="navigation/Header"]')).not.toHaveAttribute(
      'data-hydrated',
    );
    await legal.click();
    release();
    await expect(page.locator('[data-slot="navigation/Header"][data-hydrated]')).toBeAttached();
    await expect(legalText).toBeVisible();
    await expect(legal).toHaveAttribute('aria-expanded', 'true');
  });

  test('DE: until the page is first idle only the header is live; the search box, the mini cart, the login-token check and a tile in view follow, or a term typed into the box brings its code at once', async ({
    page,
  }) => {
    await page.addInitScript({ content: HOLD_IDLE });
    const asked: string[] = [];
    const calls: string[] = [];
    page.on('request', (request: Request) => {
      asked.push(new URL(request.url()).pathname);
      if (['fetch', 'xhr'].includes(request.resourceType()))
        calls.push(new URL(request.url()).pathname);
    });
    const askedFor = (pattern: RegExp) => asked.filter((path) => pattern.test(path));
    await page.goto(siteUrl('DE', '/'));
    await expect(page.locator('[data-slot="navigation/Header"][data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(askedFor(/^\/remotes\/search\//)).toEqual([]);
    expect(askedFor(/^\/remotes\/cart\/.*\.js$/)).toEqual([]);
    // No call to the API yet: the federation manifests of the header's remote are all.
    expect(calls.filter((path) => path.startsWith('/service/'))).toEqual([]);
    await expect(page.locator('[data-slot="search/SearchBox"]')).not.toHaveAttribute(
      'data-hydrated',
    );
    await expect(page.locator('[data-slot="cart/MiniCart"]')).not.toHaveAttribute('data-hydrated');

    // Typing is touching: the search box goes live at once and what was typed gets its suggestions.
    const box = page.getByRole('combobox', { name: 'Suche' });
    await box.fill('kaf');
    await expect(
      page.getByRole('listbox', { name: 'Suchvorschläge' }).getByRole('option').first(),
    ).toBeVisible();
    await expect(box).toHaveValue('kaf');
    await expect(page.locator('[data-slot="cart/MiniCart"]')).not.toHaveAttribute('data-hydrated');

    // The first idle moment brings the rest of the top of the page, and the long-term-token check.
    const tokenCheck = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/service/login/api/v1/longtermtoken',
    );
    await releaseIdle(page);
    await expect(page.locator('[data-slot="cart/MiniCart"][data-hydrated]')).toBeAttached();
    await expect(
      page.locator('[data-slot="cart/AddToCartButton"][data-hydrated]').first(),
    ).toBeAttached();
    await tokenCheck;
  });
});
