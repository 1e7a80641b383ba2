// What a fleet host may fetch on a miss, and what it says it serves: the registry's live releases
// and canaries, and releases live within the prune grace period; never a made-up id or another
// environment's release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderStore } from '../store/folderStore';
import type { ReleaseStore } from '../store/types';
import { deployCanary, deployRelease } from '../operations/releases';
import { fleetRegistry } from './fleetRegistry';
import { TamperedReleaseError, type ReleaseCache } from './releaseCache';

const author = { actor: 'team footer', reason: '', commit: '' };
const build = (label: string) =>
  new Map([
    ['mf-manifest.json', Buffer.from('{}')],
    ['remoteEntry.js', Buffer.from(label)],
  ]);

let dir: string;
let store: ReleaseStore;
const copied: string[] = [];
const cache: ReleaseCache = {
  ensure: async (remote, release) => {
    copied.push(`${remote}/${release}`);
  },
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-registry-'));
  store = folderStore({ RELEASE_STORE_DIR: dir });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a fleet host’s registry', () => {
  it('could serve the live release, the canary and the release live before, and says which it serves', async () => {
    const production = { environment: 'production' };
    const first = (await deployRelease(store, 'footer', build('1'), production, author)).release;
    const second = (await deployRelease(store, 'footer', build('2'), production, author)).release;
    const canary = (
      await deployCanary(store, 'footer', build('3'), { ...production, site: 'AT' }, 10, author)
    ).release;
    const elsewhere = (
      await deployRelease(store, 'footer', build('4'), { environment: 'staging' }, author)
    ).release;
    const registry = await fleetRegistry(store, 'production', cache, () => undefined);
    for (const release of [first, second, canary])
      expect([release, registry.couldServe('footer', release ?? '')]).toEqual([release, true]);
    expect(registry.couldServe('footer', elsewhere ?? '')).toBe(false);
    expect(registry.couldServe('footer', 'abcdefabcdef')).toBe(false);
    expect(registry.couldServe('cart', second ?? '')).toBe(false);
    expect(registry.served()).toEqual(
      expect.arrayContaining([
        { scope: '', remote: 'footer', release: second, canary: false },
        { scope: 'AT', remote: 'footer', release: canary, canary: true },
      ]),
    );
    expect(registry.served()).not.toContainEqual(expect.objectContaining({ release: first }));
  });
});

describe('a fleet host behind its peers (issue 55)', () => {
  it('is behind on a live release it could not copy for a fault of its own, not on one refused as tampered, and no more once copied', async () => {
    const production = { environment: 'production' };
    const footer = (await deployRelease(store, 'footer', build('1'), production, author)).release;
    const cart = (await deployRelease(store, 'cart', build('2'), production, author)).release;
    let diskFull = true;
    const failing: ReleaseCache = {
      ensure: async (remote, release) => {
        if (remote === 'footer' && diskFull) throw new Error('ENOSPC: no space left on device');
        if (remote === 'cart') throw new TamperedReleaseError(`${release}: not signed`);
      },
    };
    const registry = await fleetRegistry(store, 'production', failing, () => undefined);
    expect(registry.behind()).toEqual([`footer/${footer}`]);
    // Neither is served: the footer until it is copied, the cart never.
    expect(registry.served()).not.toContainEqual(expect.objectContaining({ release: footer }));
    expect(registry.served()).not.toContainEqual(expect.objectContaining({ release: cart }));
    diskFull = false;
    await registry.refresh();
    expect(registry.behind()).toEqual([]);
    expect(registry.served()).toContainEqual(
      expect.objectContaining({ remote: 'footer', release: footer }),
    );
  });
});
