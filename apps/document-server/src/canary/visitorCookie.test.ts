import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { mountApi, type MountedApi } from '@storefront/api';
import { visitorOf } from './visitorCookie';

const SECRET = 'the-current-token-secret-of-32-bytes!';
const PREVIOUS = 'the-previous-token-secret-of-32-bytes';

/** The first mount migrates and seeds the test's database (seconds on busy cores); the others find it done. */
const MOUNT_TIMEOUT_MS = 60_000;

interface PageServer {
  app: FastifyInstance;
  api: MountedApi;
}

let folder: string;
const servers: PageServer[] = [];

/** A server with the API mounted on the test's one database, whose page answers its visitor id. */
async function pageServer(
  tokenSecret: string,
  previousTokenSecrets: string[] = [],
): Promise<PageServer> {
  const app = Fastify();
  await app.register(cookie);
  const api = await mountApi(app, {
    databaseFile: path.join(folder, 'storefront.sqlite'),
    tokenSecret,
    previousTokenSecrets,
    secureCookies: false,
    logLevel: 'silent',
  });
  app.get('/', async (request, reply) => ({ visitor: visitorOf(request, reply, api) }));
  const server = { app, api };
  servers.push(server);
  return server;
}

let current: PageServer;
/** The same fleet after its token secret was replaced (TOKEN_SECRET_PREVIOUS). */
let rotated: PageServer;
/** The fleet before the replacement. */
let before: PageServer;
/** A server of the client's own, signing with a secret it made up. */
let clients: PageServer;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-visitor-'));
  current = await pageServer(SECRET);
  rotated = await pageServer(SECRET, [PREVIOUS]);
  before = await pageServer(PREVIOUS);
  clients = await pageServer('a-secret-the-client-made-up-32-bytes');
}, MOUNT_TIMEOUT_MS);

afterAll(async () => {
  for (const { app } of servers) await app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const visitorCookieSet = (headers: Record<string, unknown>): string | undefined => {
  const raw = headers['set-cookie'];
  const all = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return /^sf_visitor=([^;]+);/.exec(all.find((set) => set.startsWith('sf_visitor=')) ?? '')?.[1];
};

describe('the visitor cookie that keeps a shopper’s canary cohort', () => {
  it('is a new id signed by the server on a first visit, and the same id after', async () => {
    const first = await current.app.inject({ url: '/' });
    const set = visitorCookieSet(first.headers);
    expect(set).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    const { visitor } = first.json<{ visitor: string }>();
    expect(set?.startsWith(`${visitor}.`)).toBe(true);

    const again = await current.app.inject({ url: '/', cookies: { sf_visitor: set ?? '' } });
    expect(again.json()).toEqual({ visitor });
    expect(visitorCookieSet(again.headers)).toBeUndefined();
  });

  it('replaces an id the client chose: unsigned, signed with a key of its own, or its signature moved to another id', async () => {
    const chosen = 'canaryspec000000000000';
    const other = 'zzzzzzzzzzzzzzzzzzzzzz';
    const signedByServer = current.api.visitorIds.sign(other);
    for (const forged of [
      chosen,
      clients.api.visitorIds.sign(chosen),
      `${chosen}.${signedByServer.split('.')[1]}`,
      `${chosen}.`,
      `${chosen}.${'A'.repeat(22)}.x`,
    ]) {
      const answer = await current.app.inject({ url: '/', cookies: { sf_visitor: forged } });
      expect(answer.json<{ visitor: string }>().visitor).not.toBe(chosen);
      expect(visitorCookieSet(answer.headers)).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    }
  });

  it('keeps an id signed with the previous token secret, so replacing the secret reshuffles nobody', async () => {
    const id = 'kept-since-last-year-0';
    const signedBefore = before.api.visitorIds.sign(id);
    expect(current.api.visitorIds.verify(signedBefore)).toBeUndefined();
    expect(rotated.api.visitorIds.verify(signedBefore)).toBe(id);
    const answer = await rotated.app.inject({ url: '/', cookies: { sf_visitor: signedBefore } });
    expect(answer.json()).toEqual({ visitor: id });
  });
});
