import { expect, test } from './support/test';
import { serverHtml } from './support/sites';
import { E2E_PORT } from '../playwright.config';

/**
 * Issue 29 on the running storefront. Item 1: an over-long path is refused before any code reads it,
 * and a path of many slashes within the limit renders as fast as its twin. Item 6: the server bundles (the shell's document renderer, every remote's server
 * container) are not served to anyone, while the render workers still load them from disk: pages
 * keep their server-rendered slots.
 */
const base = `http://127.0.0.1:${E2E_PORT}`;

test('server bundles answer 404, whatever the spelling of their path', async ({ request }) => {
  for (const path of [
    '/shell/server/entry.js',
    '/shell/server/files.json',
    '/remotes/footer/server/remoteEntry.js',
    '/remotes/navigation/server/remoteEntry.js',
    '/shell/%73erver/entry.js',
    '/shell//server/entry.js',
    '/remotes/footer/x/../server/remoteEntry.js',
  ]) {
    const response = await request.get(`${base}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('webpack');
  }
  // The browser's files are still there.
  expect((await request.get(`${base}/remotes/footer/mf-manifest.json`)).status()).toBe(200);
});

test('the render workers still load the server bundles from disk: the page is rendered on the server', async ({
  request,
}) => {
  const html = await serverHtml(request, 'DE');
  // The page state records each slot the server rendered with its remote's server container.
  expect(html).toMatch(/"navigation\/Header":"rendered"/);
  expect(html).toMatch(/"footer\/Footer":"rendered"/);
});

test('an over-long path is 414; a slashed path within the limit is an ordinary 404', async ({
  request,
}) => {
  // How its cost grows with the slashes (linear, not the old regex's quadratic) is a timing:
  // bench/pathNormalisation.ts measures it, never a test on a shared machine.
  const headers = { host: `de.localhost:${E2E_PORT}` };
  const overLong = await request.get(`${base}/a${'/'.repeat(15_000)}b`, { headers });
  expect(overLong.status()).toBe(414);
  const slashed = `/a${'/'.repeat(2_000)}b`;
  expect((await request.get(`${base}${slashed}`, { headers })).status()).toBe(404);
});

test('a forged Host puts nothing of itself into the page: its addresses are the site’s own', async ({
  request,
}) => {
  const forged: Record<string, string>[] = [
    { host: 'evil.example' },
    { host: `de.localhost:${E2E_PORT}`, 'x-forwarded-host': 'evil.example' },
  ];
  for (const headers of forged) {
    const response = await request.get(`${base}/`, { headers });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html, JSON.stringify(headers)).not.toContain('evil.example');
    // An unknown host gets the DE page with DE's addresses (spec's fallback): the remotes'
    // stylesheets, inlined, carry the address their chunk loader compares them with.
    const addresses = [...html.matchAll(/data-href="([^"]+)"/g)].map(([, href]) => href);
    expect(addresses.filter((href) => href?.includes('/remotes/')).length).toBeGreaterThan(0);
    for (const href of addresses)
      expect(href).toMatch(new RegExp(`^(/shell/|http://de\\.localhost:${E2E_PORT}/remotes/)`));
  }
});
