import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderStore } from '../store/folderStore';
import { deployCanary, deployRelease, rolloutProblem } from '../operations/releases';
import {
  AUTOMATIC_ROLLBACK_ACTOR,
  AUTOMATIC_ROLLOUT_ACTOR,
  canarySettingsFromEnv,
  canaryVerdict,
  checkCanaries,
  type SlotHealth,
} from './autoRollback';
import { NO_VITALS } from './vitalsVerdict';

const settings = { margin: 0.05, minSample: 20, vitalMarginsMs: { INP: 100, LCP: 500 } };
const health = (
  loaded: number,
  loadFailures: number,
  renderErrors: number,
  serverRendered = 0,
  serverFailed = 0,
): SlotHealth => ({
  loaded,
  loadFailures,
  renderErrors,
  serverRendered,
  serverFailed,
  vitals: NO_VITALS,
});

describe('the automatic rollback of a canary (issue 28, item 4)', () => {
  it('waits for the minimum sample, then compares the canary’s failure rate with the live release’s', () => {
    expect(canaryVerdict(health(19, 0, 19), health(100, 0, 0), settings)).toBeUndefined();
    expect(canaryVerdict(health(20, 0, 20), health(100, 0, 0), settings)).toBe(
      'failure rate 100.0 % of 20 shoppers against 0.0 % of 100 for the live release (margin 5.0 %, z ∞ ≥ 1.645, minimum 20 shoppers)',
    );
    // Both as bad (the API is down, say): no verdict against the canary.
    expect(canaryVerdict(health(20, 0, 4), health(100, 0, 20), settings)).toBeUndefined();
    expect(canaryVerdict(health(15, 5, 0), health(100, 0, 0), settings)).toContain(
      'failure rate 25.0 % of 20',
    );
  });

  it('judges the hosts’ own server renders too, which no visitor can write: one in three failing, with no browser report at all, ends it', () => {
    // A footer whose server render throws on one page in three: 7 of 21 renders fell back.
    expect(canaryVerdict(health(0, 0, 0, 14, 7), health(0, 0, 0, 100, 0), settings)).toBe(
      'server render failure rate 33.3 % of 21 renders against 0.0 % of 100 for the live release (margin 5.0 %, z 2.75 ≥ 1.645, minimum 20 renders)',
    );
    // Too few renders yet, or no worse than the live release (a slow service behind both): no verdict.
    expect(
      canaryVerdict(health(0, 0, 0, 13, 6), health(0, 0, 0, 100, 0), settings),
    ).toBeUndefined();
    expect(
      canaryVerdict(health(0, 0, 0, 14, 7), health(0, 0, 0, 70, 30), settings),
    ).toBeUndefined();
    // Healthy on the server, failing in browsers: the browsers' evidence still counts.
    expect(canaryVerdict(health(20, 0, 20, 50, 0), health(100, 0, 0, 50, 0), settings)).toContain(
      'failure rate 100.0 % of 20 shoppers',
    );
  });

  it('rolls back only when the canary is worse beyond the margin with 95 % confidence: a few unlucky shoppers mean wait', () => {
    // 3 of 20 shoppers failing against none of 100: 15 %, but 20 shoppers cannot tell it from 5 %.
    expect(canaryVerdict(health(17, 3, 0), health(100, 0, 0), settings)).toBeUndefined();
    // The same rate among 200 shoppers can.
    expect(canaryVerdict(health(170, 30, 0), health(100, 0, 0), settings)).toBe(
      'failure rate 15.0 % of 200 shoppers against 0.0 % of 100 for the live release (margin 5.0 %, z 3.96 ≥ 1.645, minimum 20 shoppers)',
    );
  });

  it('rolls back a canary its shoppers find slower to answer a click, when its failure rates are as good as the live release’s', () => {
    const clicks = (count: number, ms: number) => Array.from({ length: count }, () => ms);
    const slow = { ...health(20, 0, 0, 20, 0), vitals: { INP: clicks(20, 380), LCP: [] } };
    const live = { ...health(20, 0, 0, 20, 0), vitals: { INP: clicks(20, 60), LCP: [] } };
    expect(canaryVerdict(slow, live, settings)).toMatch(
      /^p75 INP 380 ms of 20 shoppers against 60 ms of 20 for the live release \(margin 100 ms/,
    );
    // Without the live release's own p75 to compare with, it waits.
    expect(
      canaryVerdict(slow, { ...live, vitals: { INP: clicks(19, 60), LCP: [] } }, settings),
    ).toBeUndefined();
  });

  it('reads its threshold and sample from the environment, and refuses settings that cannot work', () => {
    expect(canarySettingsFromEnv({})).toEqual(settings);
    expect(
      canarySettingsFromEnv({ CANARY_ROLLBACK_MARGIN: '0.1', CANARY_MIN_SAMPLE: '5' }),
    ).toEqual({ margin: 0.1, minSample: 5, vitalMarginsMs: { INP: 100, LCP: 500 } });
    expect(canarySettingsFromEnv({ CANARY_INP_MARGIN_MS: '50' }).vitalMarginsMs).toEqual({
      INP: 50,
      LCP: 500,
    });
    expect(() => canarySettingsFromEnv({ CANARY_LCP_MARGIN_MS: '-1' })).toThrow(
      'CANARY_LCP_MARGIN_MS wants whole milliseconds, 0 or more (default 500), not "-1"',
    );
    expect(() => canarySettingsFromEnv({ CANARY_ROLLBACK_MARGIN: '5' })).toThrow(
      'CANARY_ROLLBACK_MARGIN wants a fraction from 0 to 1',
    );
    expect(() => canarySettingsFromEnv({ CANARY_MIN_SAMPLE: '0' })).toThrow(
      'CANARY_MIN_SAMPLE wants a whole number of shoppers',
    );
  });

  it('ends a failing canary of a site, names why in the history and the log, and leaves a healthy one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auto-rollback-'));
    try {
      const store = folderStore({ RELEASE_STORE_DIR: dir });
      const author = { actor: 'Ada', reason: '', commit: '' };
      const live = await deployRelease(
        store,
        'footer',
        new Map([['mf-manifest.json', Buffer.from('1')]]),
        { environment: 'test' },
        author,
      );
      const failing = await deployCanary(
        store,
        'footer',
        new Map([['mf-manifest.json', Buffer.from('2')]]),
        { environment: 'test', site: 'AT' },
        50,
        author,
      );
      const healthy = await deployCanary(
        store,
        'cart',
        new Map([['mf-manifest.json', Buffer.from('3')]]),
        { environment: 'test', site: 'AT' },
        50,
        author,
      );
      const reports: Record<string, SlotHealth> = {
        [`footer/${failing.release}`]: health(30, 0, 30),
        [`footer/${live.release}`]: health(30, 0, 0),
        [`cart/${healthy.release}`]: health(30, 0, 0),
      };
      const asked: unknown[] = [];
      const warnings: string[] = [];
      await checkCanaries({
        store,
        environment: 'test',
        settings,
        health: async (remote, release, since, site) => {
          asked.push([remote, release, site]);
          expect(since.getTime()).toBeGreaterThan(0);
          return reports[`${remote}/${release}`] ?? health(0, 0, 0);
        },
        log: { warn: (_details, message) => warnings.push(message) },
      });
      expect(asked).toContainEqual(['footer', live.release, 'AT']);
      expect(await store.canaries({ environment: 'test', site: 'AT' })).toEqual({
        cart: expect.objectContaining({ release: healthy.release }),
      });
      const last = (await store.history('footer', { environment: 'test', site: 'AT' })).at(-1);
      expect(last).toMatchObject({
        kind: 'canary-rollback',
        release: failing.release,
        actor: AUTOMATIC_ROLLBACK_ACTOR,
        reason: expect.stringContaining('failure rate 100.0 % of 30 shoppers against 0.0 % of 30'),
      });
      expect(warnings).toEqual([
        expect.stringContaining(
          `canary footer ${failing.release} rolled back automatically: failure rate 100.0 %`,
        ),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('advances a healthy canary through its steps when each step’s time is up, and promotes it at 100 %; too little evidence waits', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auto-rollout-'));
    try {
      const store = folderStore({ RELEASE_STORE_DIR: dir });
      const scope = { environment: 'test' };
      const author = { actor: 'team footer', reason: '', commit: '' };
      const files = (content: string) => new Map([['mf-manifest.json', Buffer.from(content)]]);
      await deployRelease(store, 'footer', files('1'), scope, author);
      const tenMinutes = 10 * 60 * 1000;
      const { release } = await deployCanary(
        store,
        'footer',
        files('2'),
        scope,
        5,
        author,
        undefined,
        {
          steps: [25, 100],
          stepEveryMs: tenMinutes,
        },
      );
      let clock = Date.now();
      let shoppers = 30;
      const warnings: string[] = [];
      const check = () =>
        checkCanaries({
          store,
          environment: 'test',
          settings,
          health: async () => health(shoppers, 0, 0),
          log: { warn: (_details, message) => warnings.push(message) },
          now: () => new Date(clock),
        });
      const canary = async () => (await store.canaries(scope)).footer;

      await check(); // healthy, but its step's time is not up
      expect(await canary()).toMatchObject({ percent: 5 });
      clock += tenMinutes;
      shoppers = 5; // too few shoppers to call it healthy: it waits
      await check();
      expect(await canary()).toMatchObject({ percent: 5 });
      shoppers = 30;
      await check();
      expect(await canary()).toMatchObject({ release, percent: 25, rollout: { steps: [100] } });

      clock = Date.now() + tenMinutes;
      await check();
      expect(await canary()).toBeUndefined();
      expect(await store.registry(scope)).toEqual({ footer: release });
      expect((await store.history('footer', scope)).slice(-2)).toEqual([
        expect.objectContaining({ kind: 'canary', percent: 25, actor: AUTOMATIC_ROLLOUT_ACTOR }),
        expect.objectContaining({
          kind: 'promote',
          release,
          actor: AUTOMATIC_ROLLOUT_ACTOR,
          reason: 'healthy at 25 % for 10 min',
        }),
      ]);
      expect(warnings).toEqual([
        `canary footer ${release} rolled out to 25 % automatically: healthy at 5 % for 10 min`,
        `canary footer ${release} promoted automatically: healthy at 25 % for 10 min`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses steps that do not rise from the canary’s share to at most 100, and steps shorter than a minute', async () => {
    expect(rolloutProblem(5, { steps: [25, 50, 100], stepEveryMs: 600_000 })).toBeUndefined();
    expect(rolloutProblem(25, { steps: [5, 100], stepEveryMs: 600_000 })).toContain('rising');
    expect(rolloutProblem(5, { steps: [50, 25], stepEveryMs: 600_000 })).toContain('rising');
    expect(rolloutProblem(5, { steps: [50, 120], stepEveryMs: 600_000 })).toContain('rising');
    expect(rolloutProblem(5, { steps: [50], stepEveryMs: 1_000 })).toContain('at least 1 minute');
  });
});
