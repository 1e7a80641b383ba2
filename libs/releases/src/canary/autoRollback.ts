import { SITES, type RemoteName } from '@storefront/contracts';
import type { Canary, RegistryScope, ReleaseStore } from '../store/types';
import { endCanary, liveRelease } from '../operations/releases';
import {
  type ReleaseVitals,
  vitalMarginsFromEnv,
  vitalsVerdict,
  type VitalSettings,
} from './vitalsVerdict';

/** How often the canaries' health is looked at. */
export const CANARY_CHECK_INTERVAL_MS = 5_000;
/** A canary's failure rate may exceed its live release's by this much (5 percentage points) before it is rolled back. */
export const CANARY_ROLLBACK_MARGIN = 0.05;
/** Shoppers who loaded the canary (or failed to), each counted once, before it is judged at all. */
export const CANARY_MIN_SAMPLE = 20;
/**
 * How sure the verdict must be that a canary is worse than its live release by more than the
 * margin: a one-sided two-proportion test at 95 % confidence (z ≥ 1.645), so a few unlucky
 * shoppers on a small canary mean "wait", never a rollback, and never "healthy" either.
 */
export const CANARY_CONFIDENCE_Z = 1.645;
/** Who the history names for a rollback the storefront made itself. */
export const AUTOMATIC_ROLLBACK_ACTOR = 'automatic rollback';
/** Who the history names for a rollout's step the storefront took itself. */
export const AUTOMATIC_ROLLOUT_ACTOR = 'automatic rollout';

/**
 * One release's slots since a time: what shoppers' browsers reported (each shopper once), and what
 * the storefront's own hosts rendered of it, which no visitor can write. The API answers it (the
 * document server hands it in as `health`); the release plane reads no database of the shop's.
 */
export interface SlotHealth {
  loaded: number;
  loadFailures: number;
  renderErrors: number;
  /** Server renders of the slot, summed over every host: its markup, and its fallback for any reason. */
  serverRendered: number;
  serverFailed: number;
  /** The shoppers' web vitals of the slot's remote on this release, each shopper's worst (vitalsVerdict.ts). */
  vitals: ReleaseVitals;
}

export interface CanaryJudgement {
  settings: { margin: number; minSample: number; vitalMarginsMs: VitalSettings['vitalMarginsMs'] };
}

/** A release's failure rate: load failures and render errors per slot load asked for. */
export const failureRate = (health: SlotHealth): { rate: number; sample: number } => {
  const sample = health.loaded + health.loadFailures;
  return {
    rate: sample === 0 ? 0 : Math.min(1, (health.loadFailures + health.renderErrors) / sample),
    sample,
  };
};

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * The test statistic of "the canary's rate exceeds the live release's by more than `margin`":
 * the excess over the margin in standard errors of the difference (each rate's own variance, as
 * the two samples differ in size and rate). Infinity when both rates are certain (0 or 1).
 */
export function excessZ(
  canary: { rate: number; sample: number },
  stable: { rate: number; sample: number },
  margin: number,
): number {
  const excess = canary.rate - stable.rate - margin;
  if (excess <= 0) return 0;
  const variance =
    (canary.rate * (1 - canary.rate)) / canary.sample +
    (stable.sample > 0 ? (stable.rate * (1 - stable.rate)) / stable.sample : 0);
  return variance === 0 ? Number.POSITIVE_INFINITY : excess / Math.sqrt(variance);
}
const zText = (z: number) => (Number.isFinite(z) ? z.toFixed(2) : '∞');

/** A release's server failure rate: slots the hosts rendered as fallbacks per slot they rendered. */
export const serverFailureRate = (health: SlotHealth): { rate: number; sample: number } => {
  const sample = health.serverRendered + health.serverFailed;
  return { rate: sample === 0 ? 0 : health.serverFailed / sample, sample };
};

/**
 * Whether a canary must go, on any kind of evidence, each compared with the live release's over
 * the same time: the hosts' server renders, once at least `minSample` were rendered, and the
 * shoppers' browsers, once at least `minSample` shoppers reported loading it (or failing to), each
 * counted once. Worse than the live release's rate by more than `margin` with 95 % confidence
 * (excessZ), or its shoppers' p75 INP or LCP worse by more than its margin with the same confidence
 * (vitalsVerdict), the reason is returned, with both figures, both samples and the statistic; else
 * undefined (too little evidence is a wait, never a pass).
 */
export function canaryVerdict(
  canary: SlotHealth,
  stable: SlotHealth,
  settings: CanaryJudgement['settings'],
): string | undefined {
  const onServer = serverFailureRate(canary);
  const onServerStable = serverFailureRate(stable);
  const onServerZ = excessZ(onServer, onServerStable, settings.margin);
  if (onServer.sample >= settings.minSample && onServerZ >= CANARY_CONFIDENCE_Z)
    return `server render failure rate ${percent(onServer.rate)} of ${onServer.sample} renders against ${percent(onServerStable.rate)} of ${onServerStable.sample} for the live release (margin ${percent(settings.margin)}, z ${zText(onServerZ)} ≥ ${CANARY_CONFIDENCE_Z}, minimum ${settings.minSample} renders)`;
  const ofCanary = failureRate(canary);
  const ofStable = failureRate(stable);
  const z = excessZ(ofCanary, ofStable, settings.margin);
  if (ofCanary.sample < settings.minSample || z < CANARY_CONFIDENCE_Z)
    return vitalsVerdict(canary.vitals, stable.vitals, {
      ...settings,
      confidenceZ: CANARY_CONFIDENCE_Z,
    });
  return `failure rate ${percent(ofCanary.rate)} of ${ofCanary.sample} shoppers against ${percent(ofStable.rate)} of ${ofStable.sample} for the live release (margin ${percent(settings.margin)}, z ${zText(z)} ≥ ${CANARY_CONFIDENCE_Z}, minimum ${settings.minSample} shoppers)`;
}

/**
 * CANARY_ROLLBACK_MARGIN (a fraction, 0–1), CANARY_MIN_SAMPLE (whole shoppers) and the vitals'
 * margins (CANARY_INP_MARGIN_MS, CANARY_LCP_MARGIN_MS) from the environment.
 */
export function canarySettingsFromEnv(env: NodeJS.ProcessEnv): CanaryJudgement['settings'] {
  const margin =
    env.CANARY_ROLLBACK_MARGIN === undefined
      ? CANARY_ROLLBACK_MARGIN
      : Number(env.CANARY_ROLLBACK_MARGIN);
  const minSample =
    env.CANARY_MIN_SAMPLE === undefined ? CANARY_MIN_SAMPLE : Number(env.CANARY_MIN_SAMPLE);
  if (!(margin >= 0 && margin < 1))
    throw new Error(
      `CANARY_ROLLBACK_MARGIN wants a fraction from 0 to 1 (0.05 is 5 percentage points), not ${JSON.stringify(env.CANARY_ROLLBACK_MARGIN)}`,
    );
  if (!Number.isInteger(minSample) || minSample < 1)
    throw new Error(
      `CANARY_MIN_SAMPLE wants a whole number of shoppers, at least 1, not ${JSON.stringify(env.CANARY_MIN_SAMPLE)}`,
    );
  return { margin, minSample, vitalMarginsMs: vitalMarginsFromEnv(env) };
}

export interface AutoRollbackOptions {
  /** The clock a rollout's steps are timed by (tests drive it). */
  now?: () => Date;
  store: ReleaseStore;
  environment: string;
  /** What shoppers reported of a release since a time, on a site or (no site) every site: the shared aggregates. */
  health: (remote: RemoteName, release: string, since: Date, site?: string) => Promise<SlotHealth>;
  settings: CanaryJudgement['settings'];
  log: { warn(details: object, message: string): void };
}

/**
 * One look at every canary of the environment and its sites: each one past the threshold is ended
 * (endCanary, only that canary: a newer one deployed meanwhile stays), its reason in the history
 * and in the log. Several processes may look at once: the registry lock lets one end it; the
 * others find no such canary any more and let it be.
 */
export async function checkCanaries(options: AutoRollbackOptions): Promise<void> {
  const scopes: RegistryScope[] = [
    { environment: options.environment },
    ...SITES.map((site) => ({ environment: options.environment, site })),
  ];
  for (const scope of scopes) {
    const canaries = await options.store.canaries(scope);
    for (const [remote, canary] of Object.entries(canaries) as [
      RemoteName,
      NonNullable<(typeof canaries)[RemoteName]>,
    ][]) {
      const stable = (await liveRelease(options.store, remote, scope)) ?? 'local';
      const [ofCanary, ofStable] = await Promise.all([
        options.health(remote, canary.release, canary.since, scope.site),
        options.health(remote, stable, canary.since, scope.site),
      ]);
      const reason = canaryVerdict(ofCanary, ofStable, options.settings);
      if (!reason) {
        await advanceRollout(options, scope, remote, canary, ofCanary);
        continue;
      }
      try {
        await endCanary(
          options.store,
          remote,
          scope,
          { actor: AUTOMATIC_ROLLBACK_ACTOR, reason, commit: '' },
          canary.release,
        );
        options.log.warn(
          { remote, release: canary.release, site: scope.site ?? null, reason },
          `canary ${remote} ${canary.release} rolled back automatically: ${reason}`,
        );
      } catch {
        // Another process ended it first, or a newer canary took its place: nothing to do.
      }
    }
  }
}

/**
 * Whether the verdict has seen enough of a canary to call it healthy: at least `minSample` server
 * renders or shoppers. Too little evidence is a wait, never a pass.
 */
export function judgedHealthy(canary: SlotHealth, minSample: number): boolean {
  return serverFailureRate(canary).sample >= minSample || failureRate(canary).sample >= minSample;
}

/**
 * A rolling-out canary that has run its step healthy (no rollback verdict, enough evidence) for
 * its step's time takes its next share, or is promoted at 100 %: only that canary, through the
 * registry lock, so a person's change meanwhile wins and a second process finds nothing to do.
 */
async function advanceRollout(
  options: AutoRollbackOptions,
  scope: RegistryScope,
  remote: RemoteName,
  canary: Canary,
  health: SlotHealth,
): Promise<void> {
  const rollout = canary.rollout;
  const now = (options.now ?? (() => new Date()))();
  if (!rollout || now.getTime() - canary.since.getTime() < rollout.stepEveryMs) return;
  if (!judgedHealthy(health, options.settings.minSample)) return;
  const [next, ...rest] = rollout.steps;
  if (next === undefined) return;
  const reason = `healthy at ${canary.percent} % for ${Math.round(rollout.stepEveryMs / 60_000)} min`;
  const author = { actor: AUTOMATIC_ROLLOUT_ACTOR, reason, commit: '' };
  try {
    await options.store.changeRegistry(remote, scope, async (_history, current) => {
      if (current?.release !== canary.release || current.percent !== canary.percent)
        throw new Error('the canary changed meanwhile');
      return next >= 100
        ? { kind: 'promote', release: canary.release, ...author }
        : {
            kind: 'canary',
            release: canary.release,
            percent: next,
            ...(rest.length > 0
              ? { rollout: { steps: rest, stepEveryMs: rollout.stepEveryMs } }
              : {}),
            ...author,
          };
    });
    options.log.warn(
      { remote, release: canary.release, site: scope.site ?? null, share: next },
      `canary ${remote} ${canary.release} ${next >= 100 ? 'promoted' : `rolled out to ${next} %`} automatically: ${reason}`,
    );
  } catch {
    // Another process took the step first, or a person changed the canary: nothing to do.
  }
}

/** Looks at the canaries every CANARY_CHECK_INTERVAL_MS; returns the stop. */
export function startAutoRollback(
  options: AutoRollbackOptions,
  intervalMs = CANARY_CHECK_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkCanaries(options)
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'the canaries could not be checked; trying again'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
