// What every release store does, asserted the same way on each (releases.test.ts: the folder;
// releases.postgres.test.ts: PostgreSQL).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { REMOTE_NAMES } from '@storefront/contracts';
import type { ChangeAuthor, RegistryScope, ReleaseStore } from '../store/types';
import {
  changeCanaryShare,
  deployCanary,
  deployRelease,
  endCanary,
  listReleases,
  promoteCanary,
  pruneReleases,
  rollbackRelease,
} from './releases';

export interface OpenedStore {
  store: ReleaseStore;
  /** The environment variables a process needs to open the same store. */
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

const files = (text: string, server?: string) =>
  new Map([
    ['mf-manifest.json', Buffer.from('{}')],
    ['texts-de-DE.js', Buffer.from(text)],
    ...(server ? [['server/remoteEntry.js', Buffer.from(server)] as const] : []),
  ]);
const env: RegistryScope = { environment: 'test' };
/**
 * How long a registry change holds its lock while a prune it started runs: far longer than an
 * unlocked prune takes, so the test sees a prune that does not wait. A prune that waits is waited
 * for whatever the time (the change returns, then the prune runs).
 */
const PRUNE_HELD_BACK_MS = 500;
const at: RegistryScope = { environment: 'test', site: 'AT' };
const author: ChangeAuthor = {
  actor: 'Ada <ada@example.com>',
  reason: 'new footer text',
  commit: 'c0ffee',
};

export function describeReleaseStore(name: string, open: () => Promise<OpenedStore>): void {
  describe(`remote releases in the ${name} store`, () => {
    let opened: OpenedStore;
    let store: ReleaseStore;
    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(async () => {
      await store.close();
      await opened.cleanup();
    });

    it('stores a release by its content: the same files are the same release, and its files read back', async () => {
      const first = await store.publish('footer', files('alt'));
      expect(await store.publish('footer', files('alt'))).toBe(first);
      expect(await store.publish('footer', files('neu'))).not.toBe(first);
      expect((await store.file('footer', first, 'texts-de-DE.js'))?.toString()).toBe('alt');
      expect(await store.file('footer', first, 'missing.js')).toBeUndefined();
      expect(await store.file('footer', 'feedbeefcafe', 'texts-de-DE.js')).toBeUndefined();
    });

    it('records who published a release: the first publisher stays, none is null', async () => {
      const publisherOf = async (id: string) =>
        (await store.releases('footer')).find((release) => release.id === id)?.publisher;
      const team = await store.publish('footer', files('alt'), 'footer');
      expect(await publisherOf(team)).toBe('footer');
      expect(await store.publish('footer', files('alt'), 'checkout')).toBe(team);
      expect(await publisherOf(team)).toBe('footer');
      const nobody = await store.publish('footer', files('neu'));
      expect(await publisherOf(nobody)).toBeNull();
      // The first one recorded, as a signature: a release published by nobody known gets one later.
      await store.publish('footer', files('neu'), 'checkout');
      expect(await publisherOf(nobody)).toBe('checkout');
    });

    it('ships the server container with the browser one: it is part of the release and of its id', async () => {
      const first = await store.publish('footer', files('alt', 'module.exports = 1;'));
      expect((await store.file('footer', first, 'server/remoteEntry.js'))?.toString()).toBe(
        'module.exports = 1;',
      );
      expect(await store.publish('footer', files('alt', 'module.exports = 2;'))).not.toBe(first);
    });

    it('records each change with release, previous release, actor, reason, commit and time', async () => {
      const before = Date.now();
      const old = await deployRelease(store, 'footer', files('alt'), env, author);
      const next = await deployRelease(store, 'footer', files('neu'), env, {
        ...author,
        reason: 'second',
      });
      expect(await store.registry(env)).toEqual({ footer: next.release });
      const history = await store.history('footer', env);
      expect(
        history.map(({ kind, release, previous, actor, reason, commit }) => ({
          kind,
          release,
          previous,
          actor,
          reason,
          commit,
        })),
      ).toEqual([
        {
          kind: 'deploy',
          release: old.release,
          previous: null,
          actor: author.actor,
          reason: 'new footer text',
          commit: 'c0ffee',
        },
        {
          kind: 'deploy',
          release: next.release,
          previous: old.release,
          actor: author.actor,
          reason: 'second',
          commit: 'c0ffee',
        },
      ]);
      expect(
        history.every(
          (change) =>
            change.at.getTime() >= before - 1_000 && change.at.getTime() <= Date.now() + 1_000,
        ),
      ).toBe(true);
      expect(
        (await listReleases(store, 'footer', env))
          .filter((release) => release.live)
          .map((release) => release.id),
      ).toEqual([next.release]);
    });

    it('rolls back step by step, down to the release the shell shipped with, then refuses', async () => {
      const old = await deployRelease(store, 'footer', files('alt'), env, author);
      await deployRelease(store, 'footer', files('neu'), env, author);
      expect((await rollbackRelease(store, 'footer', env, author)).release).toBe(old.release);
      expect(await store.registry(env)).toEqual({ footer: old.release });
      expect((await rollbackRelease(store, 'footer', env, author)).release).toBeNull();
      expect(await store.registry(env)).toEqual({});
      await expect(rollbackRelease(store, 'footer', env, author)).rejects.toThrow(
        'footer has no earlier release to roll back to. The registry is unchanged.',
      );
      expect(await store.registry(env)).toEqual({});
    });

    it('rolls back the very first deploy to the shell’s own release', async () => {
      await deployRelease(store, 'footer', files('alt'), env, author);
      const back = await rollbackRelease(store, 'footer', env, { ...author, reason: 'broken' });
      expect(back).toMatchObject({ kind: 'rollback', release: null, reason: 'broken' });
      expect(await store.registry(env)).toEqual({});
    });

    it('rolls back a first site override to the environment’s release, leaving the environment as it was', async () => {
      const live = await deployRelease(store, 'footer', files('alt'), env, author);
      const site = await deployRelease(store, 'footer', files('neu'), at, author);
      expect(await store.registry(at)).toEqual({ footer: site.release });
      expect((await listReleases(store, 'footer', at)).find((release) => release.live)?.id).toBe(
        site.release,
      );
      await rollbackRelease(store, 'footer', at, author);
      expect(await store.registry(at)).toEqual({});
      expect(await store.registry(env)).toEqual({ footer: live.release });
      expect((await listReleases(store, 'footer', at)).find((release) => release.live)?.id).toBe(
        live.release,
      );
    });

    it('goes to any published release with rollback --to, and refuses one never published, unchanged', async () => {
      const first = await deployRelease(store, 'footer', files('a'), env, author);
      await deployRelease(store, 'footer', files('b'), env, author);
      await deployRelease(store, 'footer', files('c'), env, author);
      expect((await rollbackRelease(store, 'footer', env, author, first.release ?? '')).kind).toBe(
        'rollback-to',
      );
      expect(await store.registry(env)).toEqual({ footer: first.release });
      const historyLength = (await store.history('footer', env)).length;
      await expect(rollbackRelease(store, 'footer', env, author, 'feedbeefcafe')).rejects.toThrow(
        'footer has no release feedbeefcafe in the store. The registry is unchanged.',
      );
      expect(await store.registry(env)).toEqual({ footer: first.release });
      expect(await store.history('footer', env)).toHaveLength(historyLength);
    });

    it('keeps what the live shell of each environment provides, the last published', async () => {
      expect(await store.shell('test')).toBeUndefined();
      await store.publishShell('test', {
        provides: { react: '19.3.1' },
        slotModules: { footer: ['Footer'] },
      });
      await store.publishShell('test', {
        provides: { react: '19.4.0' },
        slotModules: { footer: ['Footer'] },
      });
      expect(await store.shell('test')).toEqual({
        provides: { react: '19.4.0' },
        slotModules: { footer: ['Footer'] },
      });
      expect(await store.shell('other')).toBeUndefined();
    });

    it('keeps the other remotes’ entries', async () => {
      const footer = await deployRelease(store, 'footer', files('alt'), env, author);
      const cart = await deployRelease(store, 'cart', files('cart'), env, author);
      expect(await store.registry(env)).toEqual({ footer: footer.release, cart: cart.release });
    });

    it('prunes the releases no registry needs, keeping the newest, every live one and the next rollbacks', async () => {
      const ids: string[] = [];
      for (const text of ['a', 'b', 'c', 'd', 'e', 'f'])
        ids.push(await store.publish('footer', files(text)));
      const [a, b, c, d] = ids as [string, string, string, string];
      await store.changeRegistry('footer', env, async () => ({
        kind: 'deploy',
        release: a,
        ...author,
      }));
      await store.changeRegistry('footer', at, async () => ({
        kind: 'deploy',
        release: c,
        ...author,
      }));
      // Newest first: keep 2 keeps the last two published.
      expect((await pruneReleases(store, 'footer', 2)).sort()).toEqual([b, d].sort());
      expect(await store.hasRelease('footer', b)).toBe(false);
      expect(await pruneReleases(store, 'footer', 2)).toEqual([]);
    });

    it('keeps a release live within the grace period for the tabs still open on it, and prunes it after', async () => {
      const ids: string[] = [];
      for (const text of ['a', 'b', 'c', 'd', 'e', 'f'])
        ids.push(await store.publish('footer', files(text)));
      const [a, b, c, d, e] = ids as [string, string, string, string, string];
      // a was live until b replaced it; the changes after push it beyond the next rollbacks; f is the newest.
      for (const release of [a, b, c, d, e])
        await store.changeRegistry('footer', env, async () => ({
          kind: 'rollback-to',
          release,
          ...author,
        }));
      expect(await pruneReleases(store, 'footer', 1)).toEqual([]);
      expect(await pruneReleases(store, 'footer', 1, 0)).toEqual([a]);
    });

    it('keeps a canary that was ended, or replaced by another, within the grace period for the tabs still open on it, and prunes it after', async () => {
      await deployRelease(store, 'footer', files('live'), env, author);
      const ended = await deployCanary(store, 'footer', files('ended'), env, 10, author);
      await endCanary(store, 'footer', env, author);
      const replaced = await deployCanary(store, 'footer', files('replaced'), env, 10, author);
      const current = await deployCanary(store, 'footer', files('current'), env, 10, author);
      // Newer releases published since push both past the newest kept; one of them never served.
      const unserved = await store.publish('footer', files('n1'));
      await store.publish('footer', files('n2'));
      expect(await pruneReleases(store, 'footer', 1)).toEqual([unserved]);
      expect((await pruneReleases(store, 'footer', 1, 0)).sort()).toEqual(
        [ended.release, replaced.release].sort(),
      );
      expect(await store.hasRelease('footer', current.release ?? '')).toBe(true);
    });

    it('prunes under the registry lock: a deploy holding a site’s registry goes first, and prune keeps the release it switched to', async () => {
      await deployRelease(store, 'footer', files('live'), env, author);
      const next = await store.publish('footer', files('next'));
      let prune: Promise<string[]> | undefined;
      const change = store.changeRegistry('footer', at, async () => {
        // Prune starts while this change holds AT's registry. Unlocked, it would read `next` as
        // unused and remove it before this change returns (every release is past keep and grace).
        prune = pruneReleases(store, 'footer', 0, 0);
        await Promise.race([prune, delay(PRUNE_HELD_BACK_MS)]);
        return { kind: 'deploy', release: next, ...author };
      });
      expect((await change).release).toBe(next);
      expect(await prune).not.toContain(next);
      expect(await store.hasRelease('footer', next)).toBe(true);
      expect((await store.registry(at)).footer).toBe(next);
    });

    it('refuses a rollback to a release that was pruned, and leaves the registry as it was', async () => {
      const old = await deployRelease(store, 'footer', files('alt'), env, author);
      const next = await deployRelease(store, 'footer', files('neu'), env, author);
      await store.removeRelease('footer', old.release ?? '');
      await expect(rollbackRelease(store, 'footer', env, author)).rejects.toThrow(
        `footer's previous release ${old.release} was pruned from the store`,
      );
      expect(await store.registry(env)).toEqual({ footer: next.release });
    });

    it('runs a canary beside the live release, promotes it, and rolls back past it to the release before (issue 28)', async () => {
      const stable = await deployRelease(store, 'footer', files('alt'), env, author);
      const canary = await deployCanary(store, 'footer', files('neu'), env, 30, {
        ...author,
        reason: 'try it',
      });
      expect(canary).toMatchObject({
        kind: 'canary',
        release: expect.any(String),
        previous: stable.release,
        percent: 30,
        reason: 'try it',
      });
      expect(await store.registry(env)).toEqual({ footer: stable.release });
      expect(await store.canaries(env)).toEqual({
        footer: { release: canary.release, percent: 30, since: expect.any(Date) },
      });
      expect(await pruneReleases(store, 'footer', 1, 0)).toEqual([]);
      const promoted = await promoteCanary(store, 'footer', env, author);
      expect(promoted).toMatchObject({
        kind: 'promote',
        release: canary.release,
        previous: stable.release,
      });
      expect(await store.registry(env)).toEqual({ footer: canary.release });
      expect(await store.canaries(env)).toEqual({});
      expect((await rollbackRelease(store, 'footer', env, author)).release).toBe(stable.release);
    });

    it('ends a canary (by hand or automatically) with the live release as it was, and refuses a promote or an end with none', async () => {
      const stable = await deployRelease(store, 'footer', files('alt'), env, author);
      const canary = await deployCanary(store, 'footer', files('neu'), at, 50, author);
      expect(await store.canaries(env)).toEqual({});
      await expect(endCanary(store, 'footer', at, author, 'feedbeefcafe')).rejects.toThrow(
        'footer has no canary feedbeefcafe to end on AT. The registry is unchanged.',
      );
      const ended = await endCanary(
        store,
        'footer',
        at,
        { ...author, actor: 'automatic rollback', reason: 'error rate 40 % against 1 %' },
        canary.release ?? '',
      );
      expect(ended).toMatchObject({
        kind: 'canary-rollback',
        release: canary.release,
        actor: 'automatic rollback',
        reason: 'error rate 40 % against 1 %',
      });
      expect(await store.canaries(at)).toEqual({});
      expect(await store.registry(env)).toEqual({ footer: stable.release });
      const before = await store.history('footer', at);
      await expect(promoteCanary(store, 'footer', at, author)).rejects.toThrow(
        'footer has no canary to promote on AT. The registry is unchanged.',
      );
      await expect(endCanary(store, 'footer', at, author)).rejects.toThrow(
        'footer has no canary to end on AT.',
      );
      expect(await store.history('footer', at)).toHaveLength(before.length);
      // The canary changes were no steps: rolling the site back has nothing to go to.
      await expect(rollbackRelease(store, 'footer', at, author)).rejects.toThrow(
        'no earlier release',
      );
    });

    it('keeps a rollout’s steps to come with its canary, and a canary without one has none', async () => {
      const rollout = { steps: [25, 50, 100], stepEveryMs: 600_000 };
      await deployCanary(store, 'footer', files('stufen'), env, 5, author, undefined, rollout);
      expect((await store.canaries(env)).footer).toMatchObject({ percent: 5, rollout });
      await deployCanary(store, 'footer', files('fest'), env, 10, author);
      expect((await store.canaries(env)).footer?.rollout).toBeUndefined();
    });

    it('gives a running canary another share by hand, ending its rollout, and refuses one out of range or with no canary', async () => {
      const rollout = { steps: [25, 50, 100], stepEveryMs: 600_000 };
      const canary = await deployCanary(
        store,
        'footer',
        files('anteil'),
        env,
        5,
        author,
        undefined,
        rollout,
      );
      await changeCanaryShare(store, 'footer', env, 40, author);
      const changed = (await store.canaries(env)).footer;
      expect(changed).toMatchObject({ release: canary.release, percent: 40 });
      expect(changed?.rollout).toBeUndefined();
      expect((await store.history('footer', env)).at(-1)).toMatchObject({
        kind: 'canary',
        percent: 40,
      });
      await expect(changeCanaryShare(store, 'footer', env, 100, author)).rejects.toThrow(
        "A canary's share is a whole number from 1 to 99 %, not 100",
      );
      await endCanary(store, 'footer', env, author);
      await expect(changeCanaryShare(store, 'footer', env, 20, author)).rejects.toThrow(
        'footer has no canary to change. The registry is unchanged.',
      );
      expect(await store.canaries(env)).toEqual({});
    });

    it('refuses a share outside 1–99 and publishes nothing', async () => {
      for (const percent of [0, 100, 12.5, -3])
        await expect(
          deployCanary(store, 'footer', files('neu'), env, percent, author),
        ).rejects.toThrow(`--percent wants a whole number from 1 to 99, not ${percent}`);
      expect(await store.releases('footer')).toEqual([]);
      expect(await store.canaries(env)).toEqual({});
    });

    const deployInProcess = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        [
          path.join(__dirname, '../../../../node_modules/tsx/dist/cli.mjs'),
          path.join(__dirname, 'deployForTest.ts'),
          ...args,
        ],
        {
          env: { ...process.env, ...opened.env },
        },
      );

    it('deploys of every remote at once from several processes all land whole: one waits for the other, no change is lost', async () => {
      const remotes = REMOTE_NAMES;
      const results = await Promise.all(remotes.map((remote) => deployInProcess([remote])));
      const ids = results.map((result) => result.stdout.trim());
      expect(await store.registry(env)).toEqual(
        Object.fromEntries(remotes.map((remote, i) => [remote, ids[i]])),
      );
      for (const remote of remotes) expect(await store.history(remote, env)).toHaveLength(1);
    }, 60_000);

    it('two deploys of the same remote at once: one after the other, the second’s previous release is the first’s', async () => {
      const results = await Promise.all(
        ['eins', 'zwei'].map((text) => deployInProcess(['footer', text])),
      );
      const ids = results.map((result) => result.stdout.trim());
      const history = await store.history('footer', env);
      expect(history.map((change) => change.release).sort()).toEqual([...ids].sort());
      expect(history[0]?.previous).toBeNull();
      expect(history[1]?.previous).toBe(history[0]?.release);
      expect(await store.registry(env)).toEqual({ footer: history[1]?.release });
    }, 60_000);
  });
}
