import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SITES, type Site } from '@storefront/contracts';
import { probingRelease, SANDBOX_PROBE_KEY } from '@storefront/testing';
import { loginAsDemoCustomer, loginAsStaff } from './support/logins';
import { siteUrl } from './support/sites';
import { test } from './support/test';

/**
 * Issue 53: a hostile team's server code, deployed the normal way, runs in the render process's
 * sandbox. A footer release whose server render tries what an attacker would — the host's
 * environment under /proc, the token secret and the database file beside it, a write into
 * another team's build, a child process, a worker, PostgreSQL's port, a side-effect route with a
 * GET, and a staff login in its context — passes the gate (it renders as the footer does), goes
 * live on AT, and a staff member's AT page carries what each attempt came to: all denied. The
 * page renders with its footer, the other sites never run it, and the staff member stays logged in.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '..');
const SITE: Site = 'AT';
/** A deploy runs its gate in the render process: seconds, not minutes, but more than a page. */
const DEPLOY_TEST_TIMEOUT_MS = 120_000;
const databaseFile = process.env.E2E_DATABASE_FILE ?? '';
const secretFile = path.join(path.dirname(databaseFile), 'token-secret');
/** Another team's build, which the render process may read (it loads it) but never write. */
const navigationEntry = path.join(root, 'apps/navigation/dist/server/remoteEntry.js');

function storefront(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'storefront'), [...args, '--site', SITE], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, RELEASE_STORE_DIR: process.env.E2E_RELEASE_STORE_DIR },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** What the probing footer recorded, from the page state the server sent (none where it did not run). */
function probeOf(html: string): Record<string, string> | undefined {
  const found = new RegExp(`"${SANDBOX_PROBE_KEY}":(\\{[^}]*\\})`).exec(html)?.[1];
  return found ? (JSON.parse(found) as Record<string, string>) : undefined;
}

test('a footer release that attacks the host from its server render finds every door shut, live on AT for a staff member', async ({
  page,
}) => {
  test.setTimeout(DEPLOY_TEST_TIMEOUT_MS);
  expect(fs.existsSync(secretFile), `${secretFile} is the embedded default's token secret`).toBe(
    true,
  );
  const navigationBefore = fs.readFileSync(navigationEntry, 'utf8');
  const baseline = storefront(['deploy', 'footer', '--dist', path.join(root, 'apps/footer/dist')]);
  expect(baseline.status, baseline.output).toBe(0);
  const dist = probingRelease(path.join(root, 'apps'), 'footer', 'Footer', {
    read: [secretFile, databaseFile],
    write: navigationEntry,
    port: 5432,
    sideEffect: '/service/preview/api/auth/logout',
  });
  // The normal path: the gate renders it (it renders as the footer does) and it goes live on AT.
  const deploy = storefront(['deploy', 'footer', '--dist', dist]);
  expect(deploy.status, deploy.output).toBe(0);
  try {
    // A staff member who is also logged in as a customer: the tokens of both are in the browser.
    await loginAsStaff(page, SITE);
    await loginAsDemoCustomer(page, SITE);
    // The page as the staff member's browser asks for it, with every cookie the login set.
    const { status, html } = await page.evaluate(async () => {
      const response = await fetch('/', { headers: { accept: 'text/html' } });
      return { status: response.status, html: await response.text() };
    });
    expect(status).toBe(200);
    const denied = 'failed: ERR_ACCESS_DENIED';
    expect(probeOf(html)).toEqual({
      '/proc/self/environ': denied,
      '/proc/<parent>/environ': denied,
      [`read ${secretFile}`]: denied,
      [`read ${databaseFile}`]: denied,
      write: denied,
      spawn: denied,
      worker: denied,
      environment: 'NODE_ENV',
      // The storefront's own cookies the slot contract hands a remote: no staff login among them.
      cookies: expect.not.stringMatching(/PreviewAuth|ToolAuth/) as unknown,
      // The customer's tokens only as their claims, `present` where the signature was; the login
      // named by its id, not by a token.
      tokens: expect.stringMatching(
        /^LoginToken=[\w-]+\.[\w-]+\.present,LongTermToken=[\w-]+\.[\w-]+\.present$/,
      ) as unknown,
      loginId: expect.stringMatching(/.+/) as unknown,
      // It learns that the page is a staff member's, not their login.
      staff: 'yes',
      connect: expect.stringMatching(/^failed: E(NETUNREACH|CONNREFUSED)$/) as unknown,
      // The service call came without the staff login: the preview API did not know whom to log out.
      sideEffect: expect.stringMatching(/^failed: 40[13]$/) as unknown,
    });
    expect(fs.readFileSync(navigationEntry, 'utf8')).toBe(navigationBefore);
    // The page rendered with its footer, and the staff member is still logged in.
    expect(html).toContain('data-boundary="footer"');
    expect(html).not.toContain('data-fallback="footer"');
    const renewed = await page.evaluate(
      async () =>
        (
          await fetch('/service/preview/api/auth/login/renew', {
            headers: { 'x-csrf-token': /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '' },
          })
        ).status,
    );
    expect(renewed).toBe(200);
    // The other sites never ran it.
    for (const other of SITES.filter((site) => site !== SITE)) {
      await page.goto(siteUrl(other, '/service/health'));
      const otherHtml = await page.evaluate(async () => (await fetch('/')).text());
      expect(probeOf(otherHtml), other).toBeUndefined();
    }
  } finally {
    const rollback = storefront(['rollback', 'footer']);
    expect(rollback.status, rollback.output).toBe(0);
  }
});
