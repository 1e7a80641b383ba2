import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderStore } from './folderStore';
import type { ReleaseStore } from './types';

const scope = { environment: 'test', site: 'AT' } as const;
const author = { actor: 'Ada', reason: 'a share of AT first', commit: 'c0ffee' };

let dir: string;
let store: ReleaseStore;
let release: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-store-'));
  store = folderStore({ RELEASE_STORE_DIR: dir });
  release = await store.publish('footer', new Map([['mf-manifest.json', Buffer.from('{}')]]));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded release store (issue 28, canaries)', () => {
  it('records a canary with its share in the history and the canaries, and leaves the live release', async () => {
    await store.changeRegistry('footer', scope, async () => ({
      kind: 'canary',
      release,
      percent: 10,
      ...author,
    }));
    expect(
      (await store.history('footer', scope)).map(({ kind, release: id, percent }) => ({
        kind,
        id,
        percent,
      })),
    ).toEqual([{ kind: 'canary', id: release, percent: 10 }]);
    expect((await store.canaries(scope)).footer).toMatchObject({ release, percent: 10 });
    expect(await store.registry(scope)).toEqual({});
  });

  it('refuses a canary without a share before it writes anything: no history, no canary, no live change', async () => {
    await expect(
      store.changeRegistry('footer', scope, async () => ({
        kind: 'canary',
        release,
        percent: null,
        ...author,
      })),
    ).rejects.toThrow('A canary of footer needs a release and a share.');
    expect(await store.history('footer', scope)).toEqual([]);
    expect(await store.canaries(scope)).toEqual({});
    expect(await store.registry(scope)).toEqual({});
  });
});
