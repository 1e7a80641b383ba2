// Which release files a host fetches from the store on a miss: only what this environment could
// serve; a made-up id costs no query, is remembered for a minute, counted, and logged once a minute.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';
import { releaseFileGate } from './releaseFileGate';

let dir: string;
let clock: number;
let ensured: string[];
let misses: RemoteName[];
let warnings: string[];
let servable: Set<string>;
let asked: string[];
let readings: number;

const gate = () =>
  releaseFileGate({
    releaseStoreDir: dir,
    couldServe: (remote, release) => {
      asked.push(`${remote}/${release}`);
      return servable.has(`${remote}/${release}`);
    },
    ensure: async (remote, release) => {
      ensured.push(`${remote}/${release}`);
    },
    readings: () => readings,
    onMiss: (remote) => misses.push(remote),
    warn: (message) => warnings.push(message),
    now: () => clock,
  });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-gate-'));
  clock = 1_000_000;
  ensured = [];
  misses = [];
  warnings = [];
  asked = [];
  readings = 1;
  servable = new Set(['footer/aaaaaaaaaaaa']);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the release file gate', () => {
  it('fetches a release this environment serves, and does nothing for one already on disk', async () => {
    const allow = gate();
    await allow('footer', 'aaaaaaaaaaaa');
    fs.mkdirSync(path.join(dir, 'remotes/footer/bbbbbbbbbbbb'), { recursive: true });
    await allow('footer', 'bbbbbbbbbbbb');
    expect(ensured).toEqual(['footer/aaaaaaaaaaaa']);
    expect(misses).toEqual([]);
  });

  it('answers a release it does not serve as missing without the store, counts each ask and logs once a minute', async () => {
    const allow = gate();
    await allow('footer', 'cccccccccccc');
    await allow('footer', 'cccccccccccc');
    await allow('cart', 'dddddddddddd');
    expect(ensured).toEqual([]);
    expect(misses).toEqual(['footer', 'footer', 'cart']);
    expect(warnings).toEqual([
      '1 request(s) for release files this environment does not serve (last: footer/cccccccccccc) answered as missing since the last report.',
    ]);
    clock += 60_000;
    await allow('footer', 'eeeeeeeeeeee');
    expect(warnings.at(-1)).toBe(
      '3 request(s) for release files this environment does not serve (last: footer/eeeeeeeeeeee) answered as missing since the last report.',
    );
  });

  it('looks again at once when the registry was read again meanwhile', async () => {
    const allow = gate();
    await allow('footer', 'cccccccccccc');
    servable.add('footer/cccccccccccc');
    readings += 1;
    await allow('footer', 'cccccccccccc');
    expect(ensured).toEqual(['footer/cccccccccccc']);
  });

  it('remembers a miss for a minute, then looks again', async () => {
    const allow = gate();
    await allow('footer', 'cccccccccccc');
    servable.add('footer/cccccccccccc');
    clock += 59_000;
    await allow('footer', 'cccccccccccc');
    expect(ensured).toEqual([]);
    clock += 1_000;
    await allow('footer', 'cccccccccccc');
    expect(ensured).toEqual(['footer/cccccccccccc']);
    expect(asked).toEqual(['footer/cccccccccccc', 'footer/cccccccccccc']);
  });
});
