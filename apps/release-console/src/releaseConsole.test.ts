import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { COOKIE_NAMES } from '@storefront/contracts';
import { deployCanary, deployRelease, folderStore, type ReleaseStore } from '@storefront/releases';
import { RELEASE_CONSOLE_PATH, releaseConsole, type PrepareRollback } from './index';

/**
 * The console as a server mounts it, on a folder store, with stand-ins for what the server hands it:
 * a request is staff when it says so in a header, a form post is the console's own when its token
 * is GOOD_TOKEN (the API's double-submit check in the document server).
 */
const ENVIRONMENT = 'test';
const GOOD_TOKEN = 'the-page-token';
const STAFF = { 'x-staff': 'yes', cookie: `${COOKIE_NAMES.csrf}=${GOOD_TOKEN}` };
const author = { actor: 'test', reason: '', commit: '' };

let dir: string;
let store: ReleaseStore;
let app: FastifyInstance;
let prepared: Parameters<PrepareRollback>[];
let prepare: PrepareRollback;

const manifest = (content: string) => new Map([['mf-manifest.json', Buffer.from(content)]]);
/** The footer deployed in the environment, `content` its one file. */
const deploy = (content: string) =>
  deployRelease(store, 'footer', manifest(content), { environment: ENVIRONMENT }, author);
/** A canary of the footer for one in ten shoppers of `site`, or of the environment. */
const canaryOf = (content: string, site?: 'CZ') =>
  deployCanary(
    store,
    'footer',
    manifest(content),
    { environment: ENVIRONMENT, ...(site ? { site } : {}) },
    10,
    author,
  );
/** Two deploys of the footer, so there is one to roll back to: the first. */
const twoDeploys = async () => {
  const first = await deploy('1');
  await deploy('2');
  return first;
};
const footerLive = async () => (await store.registry({ environment: ENVIRONMENT })).footer;
const post = (form: Record<string, string>, headers: Record<string, string> = STAFF) =>
  app.inject({
    method: 'POST',
    url: `${RELEASE_CONSOLE_PATH}/action`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** What the shoppers' vitals answer per release, and what the console asked. */
const vitalsOf = new Map<string, { INP: number[]; LCP: number[] }>();
let vitalsAsked: { remote: string; release: string; since: Date; site: string | undefined }[];

beforeEach(async () => {
  vitalsOf.clear();
  vitalsAsked = [];
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-console-'));
  store = folderStore({ RELEASE_STORE_DIR: dir });
  prepared = [];
  prepare = async (...args) => {
    prepared.push(args);
  };
  app = Fastify();
  await app.register(releaseConsole, {
    store,
    environment: ENVIRONMENT,
    staffOf: async (request) =>
      request.headers['x-staff'] === 'yes' ? { name: 'Ada Staff', username: 'ada' } : undefined,
    isOwnFormPost: (_request, token) => token === GOOD_TOKEN,
    healthPerMinute: async () => [],
    prepare: (...args) => prepare(...args),
    vitalsSince: async (remote, release, since, site) => {
      vitalsAsked.push({ remote, release, since, site });
      return vitalsOf.get(release) ?? { INP: [], LCP: [] };
    },
  });
});

afterEach(async () => {
  jest.restoreAllMocks();
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the release console', () => {
  it('refuses anyone but staff with 401 and a way to the staff login', async () => {
    const answer = await app.inject({ url: RELEASE_CONSOLE_PATH });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain('Staff login required');
    expect(answer.body).toContain('href="/staff/login?returnTo=%2Fstaff%2Freleases"');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('asks staff without an anti-forgery token to open a storefront page first', async () => {
    const answer = await app.inject({ url: RELEASE_CONSOLE_PATH, headers: { 'x-staff': 'yes' } });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain('Open any storefront page first');
  });

  it('shows staff every remote with its live release and canary, and forms that carry the token', async () => {
    const live = await deploy('1');
    const canary = await canaryOf('2');
    const answer = await app.inject({ url: RELEASE_CONSOLE_PATH, headers: STAFF });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>Release console: test</h1>');
    expect(answer.body).toContain('Signed in as Ada Staff (staff)');
    expect(answer.body).toContain('<h2 id="remote-navigation">navigation</h2>');
    expect(answer.body).toContain(`<td>${live.release}<svg`);
    expect(answer.body).toContain(`${canary.release}, 10 % of shoppers since`);
    expect(answer.body).toContain('Promote footer canary on test (all sites)');
    expect(answer.body).toContain(`name="csrf" value="${GOOD_TOKEN}"`);
    const nonce = /<style nonce="([^"]+)"/.exec(answer.body)?.[1];
    expect(answer.headers['content-security-policy']).toContain(`style-src 'nonce-${nonce}'`);
  });

  it('shows a canary that rolls out by itself with its step, when it is next judged and what comes after (issue 52)', async () => {
    await deploy('1');
    const rollout = { steps: [25, 50, 100], stepEveryMs: 10 * 60_000 };
    const canary = await deployCanary(
      store,
      'footer',
      manifest('2'),
      { environment: ENVIRONMENT },
      5,
      author,
      undefined,
      rollout,
    );
    const shown = (await store.canaries({ environment: ENVIRONMENT })).footer;
    if (!shown) throw new Error('the canary is stored');
    const decision = new Date(shown.since.getTime() + rollout.stepEveryMs).toISOString();
    const answer = await app.inject({ url: RELEASE_CONSOLE_PATH, headers: STAFF });
    expect(answer.body).toContain(
      `${canary.release}, 5 % of shoppers since ${shown.since.toISOString()}<br>Rolling out: if healthy at ${decision}, given 25 %, then 50 %, 100 %`,
    );
  });

  it('shows the evidence the verdict reads of a canary: its shoppers’ p75 INP and LCP against the live release’s over the same minutes', async () => {
    const live = await deploy('1');
    const canary = await canaryOf('2');
    vitalsOf.set(canary.release ?? '', { INP: [380, 410, 395, 402], LCP: [] });
    vitalsOf.set(live.release ?? '', { INP: [48, 60, 52], LCP: [1_200, 1_400] });
    const answer = await app.inject({ url: RELEASE_CONSOLE_PATH, headers: STAFF });
    expect(answer.body).toContain(
      'Shoppers since the canary began: p75 INP 402 ms (4 shoppers) against 60 ms (3 shoppers) live; p75 LCP — (0 shoppers) against 1400 ms (2 shoppers) live',
    );
    const since = (await store.canaries({ environment: ENVIRONMENT })).footer?.since;
    expect(vitalsAsked).toEqual([
      { remote: 'footer', release: canary.release, since, site: undefined },
      { remote: 'footer', release: live.release, since, site: undefined },
    ]);
  });

  it('refuses a forged post with 403 and changes nothing', async () => {
    const first = await twoDeploys();
    const before = await footerLive();
    const answer = await post({ csrf: 'forged', action: 'rollback', remote: 'footer', site: '' });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain('Nothing changed.');
    expect(await footerLive()).toBe(before);
    expect(before).not.toContain(first.release ?? '');
  });

  it('refuses a post from anyone but staff with 401', async () => {
    const answer = await post(
      { csrf: GOOD_TOKEN, action: 'rollback', remote: 'footer', site: '' },
      { cookie: STAFF.cookie },
    );
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a form that names no known remote with 400', async () => {
    const answer = await post({ csrf: GOOD_TOKEN, action: 'rollback', remote: 'nobody', site: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('names no known action, remote or site');
  });

  it('rolls back at once, as staff, to the release served within the grace period, and says so', async () => {
    const first = await twoDeploys();
    // A host that could not prepare anything: an emergency rollback does not wait for it.
    prepare = async () => {
      throw new Error('host b could not prepare it');
    };
    const answer = await post({ csrf: GOOD_TOKEN, action: 'rollback', remote: 'footer', site: '' });
    expect(answer.statusCode).toBe(303);
    const done = new URL(answer.headers.location ?? '', 'http://console').searchParams.get('done');
    expect(done).toBe(`footer on test: rollback to ${first.release}.`);
    expect(await footerLive()).toContain(first.release);
    expect(prepared).toEqual([]);
    const history = await store.history('footer', { environment: ENVIRONMENT });
    expect(history.at(-1)?.actor).toBe('Ada Staff (ada, release console)');
  });

  it('prepares a release last served before the grace period first, and keeps the registry when a live host cannot', async () => {
    const first = await twoDeploys();
    const before = await footerLive();
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 25 * 60 * 60 * 1000);
    prepare = async (...args) => {
      prepared.push(args);
      throw new Error('host b could not prepare it');
    };
    const answer = await post({ csrf: GOOD_TOKEN, action: 'rollback', remote: 'footer', site: '' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('host b could not prepare it');
    expect(prepared).toEqual([['footer', first.release]]);
    expect(await footerLive()).toBe(before);
  });

  it('promotes a canary on one site for everyone there', async () => {
    const canary = await canaryOf('3', 'CZ');
    const answer = await post({
      csrf: GOOD_TOKEN,
      action: 'promote',
      remote: 'footer',
      site: 'CZ',
    });
    expect(answer.statusCode).toBe(303);
    expect((await store.registry({ environment: ENVIRONMENT, site: 'CZ' })).footer).toContain(
      canary.release,
    );
    expect((await store.canaries({ environment: ENVIRONMENT, site: 'CZ' })).footer).toBeUndefined();
  });
});
