// Path normalisation's cost against its input (a path of many slashes followed by another character
// took quadratic time with the old `/\/+$/`). `npx tsx bench/pathNormalisation.ts` prints it alone;
// `pnpm bench` puts it into the results.
import { performance } from 'node:perf_hooks';
import { pageTypeForPath } from '@storefront/contracts';

export interface PathShapeFigures {
  /** Median ms of one page-type lookup of a path with 10,000 and with 100,000 slashes. */
  ms10k: number;
  ms100k: number;
  /** 100k / 10k: about 10 for linear time, about 100 for quadratic, about 1 for constant. */
  ratio: number;
  /** The same ratio for the regex it replaced, for comparison. */
  oldRegexRatio: number;
}

export interface PathNormalisationFigures {
  /** `/a` + N slashes + `b`: the input that made the old regex quadratic. */
  slashesThenLetter: PathShapeFigures;
  /** `/a` + N slashes: every slash is trimmed, so the scan reads them all. */
  trailingSlashes: PathShapeFigures;
}

const LOOKUPS_PER_SAMPLE = 50;

function medianMs(run: () => unknown, samples: number, perSample = LOOKUPS_PER_SAMPLE): number {
  const times: number[] = [];
  for (let n = 0; n < samples; n += 1) {
    const started = performance.now();
    for (let i = 0; i < perSample; i += 1) run();
    times.push((performance.now() - started) / perSample);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const oldTrim = (path: string) => path.replace(/\/+$/, '') || '/';
const round = (value: number) => Math.round(value * 10_000) / 10_000;

function measureShape(pathOf: (slashes: number) => string): PathShapeFigures {
  const [small, large] = [pathOf(10_000), pathOf(100_000)];
  for (let n = 0; n < 20; n += 1) pageTypeForPath(large); // warm up the JIT
  const ms10k = medianMs(() => pageTypeForPath(small), 21);
  const ms100k = medianMs(() => pageTypeForPath(large), 21);
  const oldRatio = medianMs(() => oldTrim(large), 3, 1) / medianMs(() => oldTrim(small), 3, 1);
  return {
    ms10k: round(ms10k),
    ms100k: round(ms100k),
    ratio: round(ms100k / ms10k),
    oldRegexRatio: round(oldRatio),
  };
}

export function measurePathNormalisation(): PathNormalisationFigures {
  return {
    slashesThenLetter: measureShape((slashes) => `/a${'/'.repeat(slashes)}b`),
    trailingSlashes: measureShape((slashes) => `/a${'/'.repeat(slashes)}`),
  };
}

export function pathNormalisationTable(figures: PathNormalisationFigures): string {
  const row = (name: string, f: PathShapeFigures) =>
    `| ${name} | ${f.ms10k} | ${f.ms100k} | ${f.ratio} | ${f.oldRegexRatio} |`;
  return [
    '### Path normalisation (median ms of one page-type lookup)',
    '| path | 10,000 slashes | 100,000 slashes | ratio | old regex ratio |',
    '|---|---|---|---|---|',
    row('`/a` + slashes + `b`', figures.slashesThenLetter),
    row('`/a` + slashes', figures.trailingSlashes),
  ].join('\n');
}

if (require.main === module) console.log(pathNormalisationTable(measurePathNormalisation()));
