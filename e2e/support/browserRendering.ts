import { SITES } from '@storefront/contracts';
import { BROWSER_RENDERING_COOKIE } from '../../apps/document-server/src/browserRendering';
import { siteUrl } from './sites';
import { test } from './test';

/**
 * The tests of a file run with pages rendered in the browser alone (the document server's
 * `sf_render=browser` switch): they fail or watch the API calls a page makes, which only the
 * browser's calls can show; with server rendering the document server makes them in-process.
 * The server-rendered page has tests of its own (server-rendering, footer and newsletter without
 * JavaScript, deploy, and the server fault matrix in the shell's unit tests).
 */
export function renderInTheBrowser(): void {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(
      SITES.map((site) => ({
        name: BROWSER_RENDERING_COOKIE,
        value: 'browser',
        url: siteUrl(site),
      })),
    );
  });
}
