import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SLOT_MODULES } from '@storefront/contracts';
import {
  folderStore,
  RegistryBusyError,
  type RegistryChanges,
  type ReleaseStore,
} from '@storefront/releases';
import { ListingReplySchema, ServiceProblemSchema } from '@storefront/deploy-client';
import { folderKeyStore } from '../keys/folderKeyStore';
import type { KeyStore } from '../keys/keyStore';
import { issueKey, type KeyGrant } from '../keys/teamKeys';
import {
  createReleaseService,
  RELEASE_SERVICE_LIMITS,
  type ReleaseServiceOptions,
} from './releaseService';

const ENVIRONMENT = 'production';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A build of the footer as the compatibility check reads it: what the shell's slots load, nothing shared. */
function footerBuild(label: string, manifest: object = {}): Record<string, string> {
  const mf = {
    shared: [],
    exposes: SLOT_MODULES.footer.map((module) => ({ path: `./${module}` })),
    ...manifest,
  };
  return {
    'mf-manifest.json': Buffer.from(JSON.stringify(mf)).toString('base64'),
    'remoteEntry.js': Buffer.from(`/* ${label} */`).toString('base64'),
    'server/remoteEntry.js': Buffer.from(`/* server ${label} */`).toString('base64'),
  };
}
const cartBuild = () => ({
  'mf-manifest.json': Buffer.from(
    JSON.stringify({
      shared: [],
      exposes: SLOT_MODULES.cart.map((module) => ({ path: `./${module}` })),
    }),
  ).toString('base64'),
});

let dir: string;
let store: ReleaseStore;
let keys: KeyStore;
let app: FastifyInstance;
let gateProblems: string[];
let gated: string[];
let liveHosts: string[];

async function keyOf(grant: Partial<KeyGrant> = {}, now = new Date()): Promise<string> {
  const { token, record } = issueKey(
    {
      team: 'footer',
      remotes: ['footer'],
      environment: ENVIRONMENT,
      sites: null,
      expiresAt: new Date(now.getTime() + 90 * DAY_MS),
      ...grant,
    },
    now,
  );
  await keys.add(record);
  return token;
}

async function start(options: Partial<ReleaseServiceOptions> = {}) {
  app = await createReleaseService({
    store,
    keys,
    environment: ENVIRONMENT,
    liveShell: () => store.shell(ENVIRONMENT),
    renderGate: async (remote, dist) => {
      // The gate gets the release's own files on disk, as a render worker would load them.
      gated.push(`${remote}:${fs.readFileSync(path.join(dist, 'server/remoteEntry.js'), 'utf8')}`);
      return gateProblems;
    },
    prepare: async () => liveHosts,
    ...options,
  });
}

const as = (key: string) => ({ authorization: `Bearer ${key}` });
async function upload(key: string, files: Record<string, string>, remote = 'footer') {
  return app.inject({
    method: 'POST',
    url: `/v1/remotes/${remote}/releases`,
    headers: as(key),
    payload: { files },
  });
}
async function post(key: string, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: as(key), payload });
}
const problemOf = (response: { json: () => unknown }) =>
  ServiceProblemSchema.parse(response.json());

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-service-'));
  store = folderStore({ RELEASE_STORE_DIR: dir });
  keys = folderKeyStore({ RELEASE_STORE_DIR: dir });
  await store.publishShell(ENVIRONMENT, {
    provides: {},
    slotModules: { footer: [...SLOT_MODULES.footer], cart: [...SLOT_MODULES.cart] },
  });
  gateProblems = [];
  gated = [];
  liveHosts = ['host-a'];
  await start();
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the release service: a team deploys its own remote with its own key', () => {
  it('uploads and deploys the footer, renders it first, and records the key’s team as publisher and actor', async () => {
    const key = await keyOf();
    const uploaded = await upload(key, footerBuild('v1'));
    expect(uploaded.statusCode).toBe(201);
    const { release } = uploaded.json<{ release: string }>();
    const deployed = await post(key, '/v1/remotes/footer/deploys', {
      release,
      reason: 'new links',
      commit: 'c0ffee1',
    });
    expect(deployed.statusCode).toBe(200);
    expect(gated).toEqual(['footer:/* server v1 */']);
    expect(await store.registry({ environment: ENVIRONMENT })).toEqual({ footer: release });
    const listing = ListingReplySchema.parse(
      (await app.inject({ url: '/v1/remotes/footer/releases', headers: as(key) })).json(),
    );
    // The uploading key's team published it; the deploy, which publishes it again, keeps that.
    expect(listing.releases).toEqual([
      expect.objectContaining({ id: release, live: true, publisher: 'footer' }),
    ]);
    expect(listing.history).toEqual([
      expect.objectContaining({
        kind: 'deploy',
        release,
        reason: 'new links',
        commit: 'c0ffee1',
        actor: expect.stringMatching(/^team footer \(key [0-9a-f]{12}\)$/),
      }),
    ]);
  });

  it('refuses the footer team’s key on the cart with 403, and stores nothing of the cart', async () => {
    const key = await keyOf();
    const refused = await upload(key, cartBuild(), 'cart');
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused)).toMatchObject({ code: 'remote-not-granted' });
    expect(problemOf(refused).title).toContain('may change footer, not cart');
    expect(await store.releases('cart')).toEqual([]);
  });

  it.each([
    ['no key', undefined, 'key-missing'],
    ['a key of the wrong shape', 'sfk_123_short', 'key-malformed'],
    ['a key the service never issued', `sfk_${'a'.repeat(12)}_${'b'.repeat(43)}`, 'key-unknown'],
  ])('refuses %s with 401 and changes nothing', async (_case, key, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/remotes/footer/releases',
      headers: key ? as(key) : {},
      payload: { files: footerBuild('v1') },
    });
    expect(response.statusCode).toBe(401);
    expect(problemOf(response).code).toBe(code);
    expect(await store.releases('footer')).toEqual([]);
  });

  it('refuses a key whose secret is wrong, though its id is known', async () => {
    const key = await keyOf();
    const forged = `${key.slice(0, 'sfk_'.length + 13)}${'x'.repeat(43)}`;
    const response = await upload(forged, footerBuild('v1'));
    expect(response.statusCode).toBe(401);
    expect(problemOf(response).code).toBe('key-unknown');
  });

  it('refuses a revoked key and an expired one, saying which', async () => {
    const revoked = await keyOf();
    const [record] = await keys.list();
    await keys.revoke(record?.id ?? '', new Date());
    const longAgo = new Date(Date.now() - 100 * DAY_MS);
    const expired = await keyOf({}, longAgo);
    const refusedRevoked = await upload(revoked, footerBuild('v1'));
    const refusedExpired = await upload(expired, footerBuild('v1'));
    expect([refusedRevoked.statusCode, problemOf(refusedRevoked).code]).toEqual([
      401,
      'key-revoked',
    ]);
    expect([refusedExpired.statusCode, problemOf(refusedExpired).code]).toEqual([
      401,
      'key-expired',
    ]);
    expect(await store.releases('footer')).toEqual([]);
  });

  it('holds a key to its sites and its environment', async () => {
    const austria = await keyOf({ sites: ['AT'] });
    const staging = await keyOf({ environment: 'staging' });
    const { release } = (await upload(austria, footerBuild('v1'))).json<{ release: string }>();
    const everywhere = await post(austria, '/v1/remotes/footer/deploys', { release });
    expect([everywhere.statusCode, problemOf(everywhere).code]).toEqual([403, 'site-not-granted']);
    const germany = await post(austria, '/v1/remotes/footer/deploys', { release, site: 'DE' });
    expect([germany.statusCode, problemOf(germany).code]).toEqual([403, 'site-not-granted']);
    const otherEnvironment = await post(staging, '/v1/remotes/footer/deploys', { release });
    expect([otherEnvironment.statusCode, problemOf(otherEnvironment).code]).toEqual([
      403,
      'environment-not-granted',
    ]);
    expect(await store.registry({ environment: ENVIRONMENT })).toEqual({});
    const austrian = await post(austria, '/v1/remotes/footer/deploys', { release, site: 'AT' });
    expect(austrian.statusCode).toBe(200);
    expect(await store.registry({ environment: ENVIRONMENT, site: 'AT' })).toEqual({
      footer: release,
    });
  });

  it.each([
    ['a path that climbs out of the release', { '../escape.js': 'AA==' }, 400, 'invalid-request'],
    ['an absolute path', { '/etc/passwd': 'AA==' }, 400, 'invalid-request'],
    ['bytes that are not base64', { 'remoteEntry.js': '%%%' }, 400, 'invalid-request'],
    ['a folder without mf-manifest.json', { 'remoteEntry.js': 'AA==' }, 422, 'not-a-build'],
  ])('refuses an upload with %s and stores nothing', async (_case, files, status, code) => {
    const key = await keyOf();
    const response = await upload(key, files);
    expect([response.statusCode, problemOf(response).code]).toEqual([status, code]);
    expect(await store.releases('footer')).toEqual([]);
  });

  it('refuses a body over the limit with 413', async () => {
    const key = await keyOf();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/remotes/footer/releases',
      headers: { ...as(key), 'content-type': 'application/json' },
      payload: JSON.stringify({ files: { 'big.js': 'A'.repeat(40 * 1024 * 1024) } }),
    });
    expect([response.statusCode, problemOf(response).code]).toEqual([413, 'too-large']);
    expect(await store.releases('footer')).toEqual([]);
  });

  it('refuses a build the live shell cannot serve, naming the problem, and stores nothing', async () => {
    const key = await keyOf();
    const response = await upload(
      key,
      footerBuild('v1', { shared: [{ name: 'react', requiredVersion: '^19.0.0' }] }),
    );
    expect([response.statusCode, problemOf(response).code]).toEqual([422, 'incompatible']);
    expect(problemOf(response).detail).toContain('react');
    expect(await store.releases('footer')).toEqual([]);
  });

  it('refuses a release that fails its render gate, and leaves the live release', async () => {
    const key = await keyOf();
    const { release } = (await upload(key, footerBuild('v1'))).json<{ release: string }>();
    gateProblems = ['footer/Footer threw: boom'];
    const response = await post(key, '/v1/remotes/footer/deploys', { release });
    expect([response.statusCode, problemOf(response).code]).toEqual([422, 'render-gate']);
    expect(problemOf(response).detail).toContain('boom');
    expect(await store.registry({ environment: ENVIRONMENT })).toEqual({});
  });

  it('refuses a release no one test-rendered: no shell build here and no live host', async () => {
    await app.close();
    liveHosts = [];
    await start({ renderGate: undefined });
    const key = await keyOf();
    const { release } = (await upload(key, footerBuild('v1'))).json<{ release: string }>();
    const response = await post(key, '/v1/remotes/footer/deploys', { release });
    expect([response.statusCode, problemOf(response).code]).toEqual([409, 'not-prepared']);
    expect(await store.registry({ environment: ENVIRONMENT })).toEqual({});
  });

  it('runs a canary, promotes it, and rolls back one step and to a release', async () => {
    const key = await keyOf();
    const first = (await upload(key, footerBuild('v1'))).json<{ release: string }>().release;
    const second = (await upload(key, footerBuild('v2'))).json<{ release: string }>().release;
    expect((await post(key, '/v1/remotes/footer/deploys', { release: first })).statusCode).toBe(
      200,
    );
    const canary = await post(key, '/v1/remotes/footer/deploys', { release: second, percent: 10 });
    expect(canary.json()).toMatchObject({ change: { kind: 'canary', percent: 10 } });
    expect((await store.canaries({ environment: ENVIRONMENT })).footer).toMatchObject({
      release: second,
      percent: 10,
    });
    expect((await post(key, '/v1/remotes/footer/promote', {})).statusCode).toBe(200);
    expect(await store.registry({ environment: ENVIRONMENT })).toEqual({ footer: second });
    const nothing = await post(key, '/v1/remotes/footer/promote', {});
    expect([nothing.statusCode, problemOf(nothing).code]).toEqual([409, 'nothing-to-do']);
    expect((await post(key, '/v1/remotes/footer/rollback', {})).statusCode).toBe(200);
    expect(await store.registry({ environment: ENVIRONMENT })).toEqual({ footer: first });
    expect((await post(key, '/v1/remotes/footer/rollback', { to: second })).statusCode).toBe(200);
    expect(await store.registry({ environment: ENVIRONMENT })).toEqual({ footer: second });
    const unknown = await post(key, '/v1/remotes/footer/rollback', { to: 'abcdefabcdef' });
    expect([unknown.statusCode, problemOf(unknown).code]).toEqual([404, 'unknown-release']);
  });

  it('hands what it mounts (the release console) its own changes, with the checks and refusals of its routes', async () => {
    let mounted: RegistryChanges | undefined;
    await app.close();
    await start({
      mount: async (_app, changes) => {
        mounted = changes;
      },
    });
    if (!mounted) throw new Error('the service mounts what it is given');
    const changes = mounted;
    const key = await keyOf();
    const first = (await upload(key, footerBuild('v1'))).json<{ release: string }>().release;
    const second = (await upload(key, footerBuild('v2'))).json<{ release: string }>().release;
    await post(key, '/v1/remotes/footer/deploys', { release: first });
    await post(key, '/v1/remotes/footer/deploys', { release: second, percent: 10 });
    const scope = { environment: ENVIRONMENT };
    const by = { actor: 'Ada (ada, team footer, release console)', reason: '', commit: '' };
    await changes.changeShare('footer', scope, 40, by);
    expect((await store.canaries(scope)).footer).toMatchObject({ release: second, percent: 40 });
    await expect(changes.changeShare('footer', scope, 100, by)).rejects.toMatchObject({
      status: 409,
    });
    await changes.endCanary('footer', scope, by);
    await expect(changes.promote('footer', scope, by)).rejects.toMatchObject({
      status: 409,
      code: 'nothing-to-do',
    });
    // A release gone back to is rendered again first, as a deploy's is; a refusal changes nothing.
    gateProblems = ['Footer threw'];
    await expect(changes.rollback('footer', scope, by, second)).rejects.toMatchObject({
      status: 422,
      code: 'render-gate',
    });
    await expect(changes.rollback('footer', scope, by, 'abcdefabcdef')).rejects.toMatchObject({
      status: 404,
    });
    expect(await store.registry(scope)).toEqual({ footer: first });
    expect((await store.history('footer', scope)).at(-1)?.actor).toBe(by.actor);
  });

  it('starts a rollout that goes on by itself, and refuses one whose steps do not rise', async () => {
    const key = await keyOf();
    const { release } = (await upload(key, footerBuild('v1'))).json<{ release: string }>();
    const refused = await post(key, '/v1/remotes/footer/deploys', {
      release,
      steps: [25, 5, 100],
      stepEveryMinutes: 10,
    });
    expect([refused.statusCode, problemOf(refused).code]).toEqual([400, 'invalid-request']);
    expect(await store.canaries({ environment: ENVIRONMENT })).toEqual({});
    const started = await post(key, '/v1/remotes/footer/deploys', {
      release,
      steps: [5, 25, 50, 100],
      stepEveryMinutes: 10,
    });
    expect(started.json()).toMatchObject({ change: { kind: 'canary', percent: 5 } });
    expect((await store.canaries({ environment: ENVIRONMENT })).footer).toMatchObject({
      release,
      percent: 5,
      rollout: { steps: [25, 50, 100], stepEveryMs: 600_000 },
    });
  });

  it('ends a canary, and prunes only with a key for the whole environment', async () => {
    const key = await keyOf();
    const austria = await keyOf({ sites: ['AT'] });
    const first = (await upload(key, footerBuild('v1'))).json<{ release: string }>().release;
    await post(key, '/v1/remotes/footer/deploys', { release: first, percent: 5 });
    expect((await post(key, '/v1/remotes/footer/end-canary', {})).statusCode).toBe(200);
    expect(await store.canaries({ environment: ENVIRONMENT })).toEqual({});
    const refused = await post(austria, '/v1/remotes/footer/prune', {});
    expect([refused.statusCode, problemOf(refused).code]).toEqual([403, 'site-not-granted']);
    const pruned = await post(key, '/v1/remotes/footer/prune', { keep: 1, graceHours: 0 });
    expect(pruned.json()).toEqual({ pruned: [] });
  });

  it('refuses a deploy while another change of the registry holds it past the deadline: 409 busy, nothing changed', async () => {
    const key = await keyOf();
    const { release } = (await upload(key, footerBuild('v1'))).json<{ release: string }>();
    await app.close();
    // The store's own lock refusal, as a second deploy meets it (storeBehaviour.ts holds the lock itself).
    const held: ReleaseStore = {
      ...store,
      changeRegistry: async () => {
        throw new RegistryBusyError('Another deploy is changing the production registry.');
      },
    };
    await start({ store: held });
    const response = await post(key, '/v1/remotes/footer/deploys', { release });
    expect([response.statusCode, problemOf(response).code]).toEqual([409, 'busy']);
    expect(problemOf(response).title).toContain('Another deploy is changing');
    expect(await store.registry({ environment: ENVIRONMENT })).toEqual({});
  });

  it('tells a team’s CI what its key may do', async () => {
    const key = await keyOf({ sites: ['AT', 'CH'] });
    const response = await app.inject({ url: '/v1/key', headers: as(key) });
    expect(response.json()).toMatchObject({
      team: 'footer',
      remotes: ['footer'],
      environment: ENVIRONMENT,
      sites: ['AT', 'CH'],
    });
  });

  it('holds every connection to the service’s limits: deadlines for a request and its headers, few connections', () => {
    expect(app.server.requestTimeout).toBe(RELEASE_SERVICE_LIMITS.requestTimeoutMs);
    expect(app.server.headersTimeout).toBe(RELEASE_SERVICE_LIMITS.headersTimeoutMs);
    expect(app.server.maxConnections).toBe(RELEASE_SERVICE_LIMITS.maxConnections);
  });
});
