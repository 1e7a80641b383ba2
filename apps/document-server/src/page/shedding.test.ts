/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@storefront/testing';
import { PRIVATE_PAGE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from '../pageCaching';

/**
 * Issue 26: an overloaded host sheds server renders, never requests. The whole document server as
 * `./storefront start` runs it (the built shell: the test command builds before jest), with one
 * render worker and RENDER_QUEUE_BUDGET_MS=0, so a page that finds every place taken is shed at
 * once: a burst of pages must all be answered, some rendered, the rest as the frame the browser
 * renders, private, and counted.
 */
const repoRoot = path.resolve(__dirname, '../../../..');
const START_TIMEOUT_MS = 60_000;
const BURST = 24;
const CSRF = 'shedding-csrf-token-0123456789';

let child: ChildProcess;
let base: string;
let metricsBase: string;

beforeAll(async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shedding-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/document-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATABASE_FILE: path.join(folder, 'storefront.sqlite'),
      RELEASE_STORE_DIR: path.join(folder, 'releases'),
      DATABASE_URL: '',
      PAGE_CACHE: 'false',
      RENDER_WORKERS: '1',
      RENDER_QUEUE_BUDGET_MS: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  metricsBase = `http://127.0.0.1:${metricsPort}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`${base}/service/health/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (child.exitCode !== null)
      throw new Error(`the storefront exited (${child.exitCode}) before it was ready`);
    if (Date.now() > deadline) throw new Error('the storefront was not ready in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, START_TIMEOUT_MS + 5_000);

afterAll(() => {
  child.kill('SIGTERM');
});

const page = async () => {
  const response = await fetch(`${base}/`, {
    headers: { host: 'de.localhost', cookie: `csrf_token=${CSRF}` },
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
};

const shedCount = async () =>
  Number(
    /^storefront_server_pages_shed_total (\d+)$/m.exec(
      await (await fetch(`${metricsBase}/metrics`)).text(),
    )?.[1],
  );

it(
  'answers every page of a burst past its render places: rendered ones shared, shed ones as the private frame, each counted',
  async () => {
    // One page alone first: its worker warm, it is rendered and nothing is shed.
    const alone = await page();
    expect(alone.body).toContain('data-slot="navigation/Header"');
    expect(await shedCount()).toBe(0);

    const pages = await Promise.all(Array.from({ length: BURST }, page));
    expect(pages.map((answer) => answer.status)).toEqual(Array.from({ length: BURST }, () => 200));
    const rendered = pages.filter((answer) =>
      answer.body.includes('data-slot="navigation/Header"'),
    );
    const shed = pages.filter((answer) => !answer.body.includes('data-slot='));
    expect(rendered.length + shed.length).toBe(BURST);
    expect(rendered.length).toBeGreaterThan(0);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of rendered) expect(answer.cacheControl).toBe(SHARED_PAGE_CACHE_CONTROL);
    // The frame is the whole page for the browser to render (its start-up script and state), never kept by a CDN.
    for (const answer of shed) {
      expect(answer.cacheControl).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(answer.body).toContain('id="storefront-state"');
      expect(answer.body).toContain('</html>');
    }
    expect(await shedCount()).toBe(shed.length);
  },
  START_TIMEOUT_MS,
);
