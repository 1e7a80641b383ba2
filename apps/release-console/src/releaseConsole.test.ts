import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import {
  ChangeRefusedError,
  changeCanaryShare,
  deployCanary,
  deployRelease,
  endCanary,
  folderStore,
  promoteCanary,
  rollbackRelease,
  type RegistryChange,
  type RegistryChanges,
  type ReleaseStore,
} from '@storefront/releases';
import {
  CONSOLE_PATH,
  CONSOLE_SESSION_COOKIE,
  consoleSessions,
  releaseConsole,
  type ConsoleAccount,
} from './index';

/**
 * The console as the release service mounts it, on a folder store, with stand-ins for what the
 * service hands it: accounts whose password is kept in the clear here (the service's scrypt check
 * is its own test's), changes straight on the store with the service's refusal shape (a status),
 * and a clock the sessions read.
 */
const ENVIRONMENT = 'test';
const PASSWORD = 'correct horse battery staple';
const ACCOUNTS: Record<string, ConsoleAccount> = {
  ada: {
    login: 'ada',
    name: 'Ada Lovelace',
    team: 'footer',
    environment: ENVIRONMENT,
    remotes: ['footer'],
  },
  rita: {
    login: 'rita',
    name: 'Rita Reader',
    team: 'platform',
    environment: ENVIRONMENT,
    remotes: [],
  },
};
const author = { actor: 'test', reason: '', commit: '' };
const SERVICE_ORIGIN = 'http://localhost:80';

let dir: string;
let store: ReleaseStore;
let app: FastifyInstance;
let clock: number;

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

/** A store refusal as the service throws it: with its HTTP status. */
async function asService(work: () => Promise<RegistryChange>): Promise<RegistryChange> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChangeRefusedError)
      throw Object.assign(new Error(error.message), { status: 409 });
    throw error;
  }
}
const changes: RegistryChanges = {
  promote: (remote, scope, by) => asService(() => promoteCanary(store, remote, scope, by)),
  endCanary: (remote, scope, by) => asService(() => endCanary(store, remote, scope, by)),
  rollback: (remote, scope, by, to) =>
    asService(() => rollbackRelease(store, remote, scope, by, to)),
  changeShare: (remote, scope, percent, by) =>
    asService(() => changeCanaryShare(store, remote, scope, percent, by)),
};

const cookieOf = (answer: LightMyRequestResponse) =>
  answer.cookies.find((cookie) => cookie.name === CONSOLE_SESSION_COOKIE);

/** Logs `login` in as a browser on the console's page would; the session cookie's header. */
async function logIn(login = 'ada', password = PASSWORD): Promise<string> {
  const answer = await postForm(`${CONSOLE_PATH}/login`, { login, password }, '');
  expect(answer.statusCode).toBe(303);
  return `${CONSOLE_SESSION_COOKIE}=${cookieOf(answer)?.value ?? ''}`;
}
function postForm(
  url: string,
  form: Record<string, string>,
  cookie: string,
  headers: Record<string, string> = { origin: SERVICE_ORIGIN, 'sec-fetch-site': 'same-origin' },
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}
const consolePageOf = (cookie: string, query = '') =>
  app.inject({ url: `${CONSOLE_PATH}${query}`, headers: { cookie } });
/** The form token of the session's pages. */
async function formTokenOf(cookie: string): Promise<string> {
  const page = await consolePageOf(cookie);
  return /name="form" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
}
/** An action's confirm step posted with the password, as the confirm page's form does. */
async function act(cookie: string, form: Record<string, string>, password = PASSWORD) {
  return postForm(
    `${CONSOLE_PATH}/action`,
    { form: await formTokenOf(cookie), password, ...form },
    cookie,
  );
}
const statusLineOf = (location: string | undefined) =>
  new URL(location ?? '', SERVICE_ORIGIN).search;

/** What the shoppers' vitals answer per release, and what the console asked. */
const vitalsOf = new Map<string, { INP: number[]; LCP: number[] }>();
let vitalsAsked: { remote: string; release: string; since: Date; site: string | undefined }[];

beforeEach(async () => {
  vitalsOf.clear();
  vitalsAsked = [];
  clock = Date.parse('2026-12-04T10:00:00Z');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-console-'));
  store = folderStore({ RELEASE_STORE_DIR: dir });
  app = Fastify();
  await app.register(releaseConsole, {
    store,
    environment: ENVIRONMENT,
    accounts: {
      find: async (login) => ACCOUNTS[login],
      passwordMatches: async (login, password) =>
        ACCOUNTS[login] !== undefined && password === PASSWORD,
    },
    changes,
    healthPerMinute: async () => [],
    vitalsSince: async (remote, release, since, site) => {
      vitalsAsked.push({ remote, release, since, site });
      return vitalsOf.get(release) ?? { INP: [], LCP: [] };
    },
    sessions: consoleSessions(() => clock),
  });
});

afterEach(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('logging in to the release console', () => {
  it('sends a visitor without a session to the login form, which names its fields', async () => {
    const answer = await app.inject({ url: CONSOLE_PATH });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/console/login');
    const form = await app.inject({ url: `${CONSOLE_PATH}/login` });
    expect(form.body).toContain('<label for="login">Login</label>');
    expect(form.body).toContain('<label for="password">Password</label>');
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives a session in an HttpOnly cookie for the console’s paths to the right password', async () => {
    const answer = await postForm(
      `${CONSOLE_PATH}/login`,
      { login: 'ada', password: PASSWORD },
      '',
    );
    expect(answer.statusCode).toBe(303);
    expect(cookieOf(answer)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/console',
    });
    const page = await consolePageOf(`${CONSOLE_SESSION_COOKIE}=${cookieOf(answer)?.value}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signed in as Ada Lovelace (ada, team footer)');
  });

  it('refuses a wrong password or an unknown login alike, and a login after five wrong passwords', async () => {
    for (const [login, password] of [
      ['ada', 'wrong'],
      ['nobody', PASSWORD],
    ] as const) {
      const answer = await postForm(`${CONSOLE_PATH}/login`, { login, password }, '');
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toContain('The login or the password is wrong.');
      expect(cookieOf(answer)).toBeUndefined();
    }
    for (let attempt = 2; attempt <= 5; attempt += 1)
      await postForm(`${CONSOLE_PATH}/login`, { login: 'ada', password: 'wrong' }, '');
    const locked = await postForm(
      `${CONSOLE_PATH}/login`,
      { login: 'ada', password: PASSWORD },
      '',
    );
    expect(locked.statusCode).toBe(429);
    expect(cookieOf(locked)).toBeUndefined();
    // The window (OWASP: a lock that ends by itself) is 15 minutes.
    clock += 15 * 60_000;
    expect(
      (await postForm(`${CONSOLE_PATH}/login`, { login: 'ada', password: PASSWORD }, ''))
        .statusCode,
    ).toBe(303);
  });

  it('refuses a login posted from another origin (a storefront page on another port)', async () => {
    const answer = await postForm(
      `${CONSOLE_PATH}/login`,
      { login: 'ada', password: PASSWORD },
      '',
      { origin: 'http://de.localhost:3000', 'sec-fetch-site': 'same-site' },
    );
    expect(answer.statusCode).toBe(403);
    expect(cookieOf(answer)).toBeUndefined();
  });

  it('ends a session after 30 idle minutes, after 8 hours however busy, and at logout', async () => {
    const idle = await logIn();
    clock += 30 * 60_000;
    expect((await consolePageOf(idle)).headers.location).toBe('/console/login');

    const busy = await logIn();
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      clock += 20 * 60_000;
      expect((await consolePageOf(busy)).statusCode).toBe(200);
    }
    clock += 20 * 60_000;
    expect((await consolePageOf(busy)).headers.location).toBe('/console/login');

    const session = await logIn();
    const form = await formTokenOf(session);
    const out = await postForm(`${CONSOLE_PATH}/logout`, { form }, session);
    expect(out.headers.location).toBe('/console/login');
    expect((await consolePageOf(session)).headers.location).toBe('/console/login');
  });
});

describe('the release console', () => {
  it('shows every remote with its live release and canary, and actions only on the account’s team’s remotes', async () => {
    const live = await deploy('1');
    const canary = await canaryOf('2');
    const answer = await consolePageOf(await logIn());
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>Release console: test</h1>');
    expect(answer.body).toContain('<h2 id="remote-navigation">navigation</h2>');
    expect(answer.body).toContain(`<td>${live.release}<svg`);
    expect(answer.body).toContain(`${canary.release}, 10 % of shoppers since`);
    expect(answer.body).toContain('Promote footer canary on test (all sites)');
    expect(answer.body).toContain('Change footer canary share on test (all sites)');
    expect(answer.body).not.toContain('Roll back cart');
    expect(answer.body).toContain('Not your team’s remote');
    const nonce = /<style nonce="([^"]+)"/.exec(answer.body)?.[1];
    expect(answer.headers['content-security-policy']).toContain(`style-src 'nonce-${nonce}'`);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
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
    const answer = await consolePageOf(await logIn());
    expect(answer.body).toContain(
      `${canary.release}, 5 % of shoppers since ${shown.since.toISOString()}<br>Rolling out: if healthy at ${decision}, given 25 %, then 50 %, 100 %`,
    );
  });

  it('shows the evidence the verdict reads of a canary: its shoppers’ p75 INP and LCP against the live release’s over the same minutes', async () => {
    const live = await deploy('1');
    const canary = await canaryOf('2');
    vitalsOf.set(canary.release ?? '', { INP: [380, 410, 395, 402], LCP: [] });
    vitalsOf.set(live.release ?? '', { INP: [48, 60, 52], LCP: [1_200, 1_400] });
    const answer = await consolePageOf(await logIn());
    expect(answer.body).toContain(
      'Shoppers since the canary began: p75 INP 402 ms (4 shoppers) against 60 ms (3 shoppers) live; p75 LCP — (0 shoppers) against 1400 ms (2 shoppers) live',
    );
    const since = (await store.canaries({ environment: ENVIRONMENT })).footer?.since;
    expect(vitalsAsked).toEqual([
      { remote: 'footer', release: canary.release, since, site: undefined },
      { remote: 'footer', release: live.release, since, site: undefined },
    ]);
  });

  it('asks for the password before a change, and names what will change', async () => {
    await canaryOf('2', 'CZ');
    const session = await logIn();
    const confirm = await app.inject({
      url: `${CONSOLE_PATH}/confirm?action=promote&remote=footer&site=CZ`,
      headers: { cookie: session },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain(
      '<h1>Confirm: Promote the canary of footer on CZ to all shoppers</h1>',
    );
    expect(confirm.body).toContain('<label for="password">Your password</label>');
    const other = await app.inject({
      url: `${CONSOLE_PATH}/confirm?action=rollback&remote=cart&site=`,
      headers: { cookie: session },
    });
    expect(other.statusCode).toBe(403);
  });

  it('promotes a canary on one site with the password, says so in a status line it composes, and records the person', async () => {
    const canary = await canaryOf('3', 'CZ');
    const answer = await act(await logIn(), { action: 'promote', remote: 'footer', site: 'CZ' });
    expect(answer.statusCode).toBe(303);
    expect((await store.registry({ environment: ENVIRONMENT, site: 'CZ' })).footer).toBe(
      canary.release,
    );
    expect((await store.canaries({ environment: ENVIRONMENT, site: 'CZ' })).footer).toBeUndefined();
    const page = await consolePageOf(await logIn(), statusLineOf(answer.headers.location));
    expect(page.body).toContain(
      `<p role="status">footer on CZ: canary ${canary.release} promoted to all shoppers.</p>`,
    );
    const history = await store.history('footer', { environment: ENVIRONMENT, site: 'CZ' });
    expect(history.at(-1)?.actor).toBe('Ada Lovelace (ada, team footer, release console)');
  });

  it('shows no status line a link makes up', async () => {
    const session = await logIn();
    for (const query of [
      '?done=promote&remote=footer&site=&release=%3Cscript%3E',
      '?done=You+were+logged+out%2C+log+in+at+evil.example',
      '?done=share&remote=footer&site=&percent=500',
    ]) {
      const page = await consolePageOf(session, query);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('role="status"');
    }
  });

  it('refuses a change without the session’s form token, from another origin, or with a wrong password: 403, nothing changes', async () => {
    const first = await twoDeploys();
    const before = await footerLive();
    const session = await logIn();
    const form = { action: 'rollback', remote: 'footer', site: '' };
    const forged = await postForm(
      `${CONSOLE_PATH}/action`,
      { ...form, form: 'guessed', password: PASSWORD },
      session,
    );
    expect(forged.statusCode).toBe(403);
    // Another session's token is not this one's.
    const othersToken = await formTokenOf(await logIn());
    expect(
      (
        await postForm(
          `${CONSOLE_PATH}/action`,
          { ...form, form: othersToken, password: PASSWORD },
          session,
        )
      ).statusCode,
    ).toBe(403);
    const crossOrigin = await postForm(
      `${CONSOLE_PATH}/action`,
      { ...form, form: await formTokenOf(session), password: PASSWORD },
      session,
      { origin: 'http://de.localhost:3000', 'sec-fetch-site': 'same-site' },
    );
    expect(crossOrigin.statusCode).toBe(403);
    const wrongPassword = await act(session, form, 'not it');
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.body).toContain(
      '<p role="alert">That is not your password. Nothing changed.</p>',
    );
    expect(await footerLive()).toBe(before);
    expect(before).not.toBe(first.release);
  });

  it('refuses a change of another team’s remote, and any change to a read-only account, with 403', async () => {
    await deploy('1');
    const ada = await act(await logIn(), { action: 'rollback', remote: 'cart', site: '' });
    expect(ada.statusCode).toBe(403);
    expect(ada.body).toContain(
      'Your account (team footer) may not change cart in test. Nothing changed.',
    );
    const rita = await act(await logIn('rita'), { action: 'rollback', remote: 'footer', site: '' });
    expect(rita.statusCode).toBe(403);
    expect(await footerLive()).toBeDefined();
  });

  it('refuses a session that has none, and a form that names no known remote', async () => {
    expect(
      (
        await postForm(
          `${CONSOLE_PATH}/action`,
          { action: 'rollback', remote: 'footer', site: '', form: 'x', password: PASSWORD },
          '',
        )
      ).statusCode,
    ).toBe(401);
    const unknown = await act(await logIn(), { action: 'rollback', remote: 'nobody', site: '' });
    expect(unknown.statusCode).toBe(400);
  });

  it('rolls back one step, and to a chosen release', async () => {
    const first = await twoDeploys();
    const third = await deploy('3');
    const session = await logIn();
    const page = await consolePageOf(session);
    expect(page.body).toContain(`<option value="${first.release}">`);
    // Who published each: a team's name is text, never markup.
    const published = await deployRelease(
      store,
      'footer',
      manifest('4'),
      { environment: ENVIRONMENT },
      author,
      undefined,
      '<b>footer</b>',
    );
    await deploy('3');
    expect((await consolePageOf(session)).body).toMatch(
      new RegExp(
        `<option value="${published.release}">${published.release}, published [^<]+ by &#60;b&#62;footer&#60;/b&#62;</option>`,
      ),
    );
    const back = await act(session, { action: 'rollback', remote: 'footer', site: '' });
    expect(back.statusCode).toBe(303);
    expect(await footerLive()).not.toBe(third.release);
    const to = await act(session, {
      action: 'rollback-to',
      remote: 'footer',
      site: '',
      release: first.release ?? '',
    });
    expect(to.statusCode).toBe(303);
    expect(await footerLive()).toBe(first.release);
    expect((await consolePageOf(session, statusLineOf(to.headers.location))).body).toContain(
      `footer on test: rolled back to ${first.release}.`,
    );
  });

  it('changes a canary’s share and ends a canary', async () => {
    const live = await deploy('1');
    const canary = await canaryOf('2');
    const session = await logIn();
    expect(
      (await act(session, { action: 'share', remote: 'footer', site: '', percent: '30' }))
        .statusCode,
    ).toBe(303);
    expect((await store.canaries({ environment: ENVIRONMENT })).footer).toMatchObject({
      release: canary.release,
      percent: 30,
    });
    const outOfRange = await act(session, {
      action: 'share',
      remote: 'footer',
      site: '',
      percent: '100',
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(
      (await act(session, { action: 'end-canary', remote: 'footer', site: '' })).statusCode,
    ).toBe(303);
    expect((await store.canaries({ environment: ENVIRONMENT })).footer).toBeUndefined();
    expect(await footerLive()).toBe(live.release);
  });

  it('answers the service’s refusal with its status and reason, changing nothing', async () => {
    await deploy('1');
    const answer = await act(await logIn(), { action: 'promote', remote: 'footer', site: '' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('footer has no canary to promote. The registry is unchanged.');
  });
});
