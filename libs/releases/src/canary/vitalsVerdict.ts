/**
 * The shoppers' experience of a canary, judged on the Core Web Vitals that real browsers measured
 * for the release they were served and attributed to the remote (the INP target, the LCP element
 * inside its slot): is its p75 worse than the live release's by more than a margin?
 */

/** The vitals a canary is judged on: the responsiveness and the loading the shopper feels. */
export const JUDGED_VITALS = ['INP', 'LCP'] as const;
export type JudgedVital = (typeof JUDGED_VITALS)[number];

/** Each shopper's worst value of each vital since a time (one number per shopper, milliseconds). */
export type ReleaseVitals = Readonly<Record<JudgedVital, readonly number[]>>;
export const NO_VITALS: ReleaseVitals = { INP: [], LCP: [] };

/**
 * How much worse a canary's p75 may be than the live release's, in milliseconds: about a third of
 * the distance from "good" to "poor" of each vital (web.dev: INP 200 → 500 ms, LCP 2.5 → 4 s).
 */
export const CANARY_VITAL_MARGINS_MS: Readonly<Record<JudgedVital, number>> = {
  INP: 100,
  LCP: 500,
};
/** The quantile the Core Web Vitals are read at. */
const QUANTILE = 0.75;
/** Under "the canary's p75 is at most the threshold", at most a quarter of its shoppers are above it. */
const QUANTILE_SHARE_ABOVE = 1 - QUANTILE;
const QUANTILE_VARIANCE = QUANTILE_SHARE_ABOVE * QUANTILE;

/** The p75 of the values (nearest rank), or undefined without any. */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(QUANTILE * sorted.length) - 1];
}

export interface VitalSettings {
  minSample: number;
  confidenceZ: number;
  vitalMarginsMs: Readonly<Record<JudgedVital, number>>;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Whether a canary's p75 of a vital is worse than the live release's by more than the margin, and
 * sure of it: the canary's p75 is above `threshold` (the live p75 plus the margin) exactly when
 * more than a quarter of its shoppers are, so a one-sided test of that share against 25 % (the
 * sign test of a quantile) gives the confidence the failure rates get from their two-proportion
 * test. Both releases need `minSample` shoppers with the vital; too few is a wait, never a pass.
 * Returns the reason with both p75s, both samples and the statistic, else undefined.
 */
export function vitalVerdict(
  vital: JudgedVital,
  canary: readonly number[],
  stable: readonly number[],
  settings: VitalSettings,
): string | undefined {
  const ofCanary = p75(canary);
  const ofStable = p75(stable);
  if (ofCanary === undefined || ofStable === undefined) return undefined;
  if (canary.length < settings.minSample || stable.length < settings.minSample) return undefined;
  const margin = settings.vitalMarginsMs[vital];
  const threshold = ofStable + margin;
  const above = canary.filter((value) => value > threshold).length / canary.length;
  const z = (above - QUANTILE_SHARE_ABOVE) / Math.sqrt(QUANTILE_VARIANCE / canary.length);
  if (z < settings.confidenceZ) return undefined;
  return `p75 ${vital} ${ms(ofCanary)} of ${canary.length} shoppers against ${ms(ofStable)} of ${stable.length} for the live release (margin ${ms(margin)}: ${(above * 100).toFixed(1)} % of the canary's shoppers above ${ms(threshold)}, z ${z.toFixed(2)} ≥ ${settings.confidenceZ}, minimum ${settings.minSample} shoppers)`;
}

/** The first vital on which the canary is worse (vitalVerdict), else undefined. */
export function vitalsVerdict(
  canary: ReleaseVitals,
  stable: ReleaseVitals,
  settings: VitalSettings,
): string | undefined {
  for (const vital of JUDGED_VITALS) {
    const reason = vitalVerdict(vital, canary[vital], stable[vital], settings);
    if (reason) return reason;
  }
  return undefined;
}

/** CANARY_INP_MARGIN_MS and CANARY_LCP_MARGIN_MS from the environment (whole milliseconds, 0 or more). */
export function vitalMarginsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): Record<JudgedVital, number> {
  const margins = { ...CANARY_VITAL_MARGINS_MS };
  for (const vital of JUDGED_VITALS) {
    const name = `CANARY_${vital}_MARGIN_MS`;
    const raw = env[name];
    if (raw === undefined) continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value))
      throw new Error(
        `${name} wants whole milliseconds, 0 or more (default ${CANARY_VITAL_MARGINS_MS[vital]}), not ${JSON.stringify(raw)}`,
      );
    margins[vital] = value;
  }
  return margins;
}
