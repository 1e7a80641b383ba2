// The cost of hostile input against ordinary input of the same length, for the text scans that run
// on CMS text and on the request's path in every server render, and for the newsletter's e-mail
// pattern on a shopper's input: a promotion text's words (`textOf`, whose regexes took quadratic
// time on many unclosed `<a`: 287 ms for 32 KB), the drill-down's preselected path
// (`preselectedPath`, whose `/\/+$/` took 600 ms on 15,000 slashes and a letter), and the spec's
// e-mail pattern (NEWSLETTER_EMAIL_PATTERN) on dotted words that never end in a valid address. The unit tests check what these answer for such input; their speed is measured here,
// not asserted in a test on a shared machine. `npx tsx bench/hostileText.ts` prints it alone; `pnpm
// bench` puts it into the results.
import { performance } from 'node:perf_hooks';
import type { NavigationNode } from '@storefront/navigation-schemas';
import { NEWSLETTER_EMAIL_PATTERN } from '@storefront/newsletter-schemas';
import { textOf } from '../apps/navigation/src/features/promotions/PromotionText';
import { preselectedPath } from '../apps/navigation/src/features/main-nav/tree';

export interface HostileTextFigure {
  name: string;
  /** Median ms of one call on the hostile input and on ordinary input of the same length. */
  hostileMs: number;
  ordinaryMs: number;
  /** hostile / ordinary: about 1 when the scan is linear; the replaced regexes gave hundreds. */
  ratio: number;
}

const SAMPLES = 21;
const CALLS_PER_SAMPLE = 20;
const PROMOTION_TEXT_LENGTH = 32 * 1024;
const PATH_SLASHES = 15_000;

function medianMs(run: () => unknown): number {
  for (let n = 0; n < CALLS_PER_SAMPLE; n += 1) run(); // warm up the JIT
  const times: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) {
    const started = performance.now();
    for (let i = 0; i < CALLS_PER_SAMPLE; i += 1) run();
    times.push((performance.now() - started) / CALLS_PER_SAMPLE);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const repeatTo = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

function figure(name: string, hostile: () => unknown, ordinary: () => unknown): HostileTextFigure {
  // Interleaved halves, so a machine that slows down during the run slows both sides alike.
  const [hostileFirst, ordinaryFirst] = [medianMs(hostile), medianMs(ordinary)];
  const [hostileSecond, ordinarySecond] = [medianMs(hostile), medianMs(ordinary)];
  const hostileMs = (hostileFirst + hostileSecond) / 2;
  const ordinaryMs = (ordinaryFirst + ordinarySecond) / 2;
  return {
    name,
    hostileMs: round(hostileMs),
    ordinaryMs: round(ordinaryMs),
    ratio: round(hostileMs / ordinaryMs),
  };
}

export function measureHostileText(): HostileTextFigure[] {
  const ordinaryMarkup = repeatTo('<b>Kaffee</b> &amp; mehr ', PROMOTION_TEXT_LENGTH);
  const promotionText = (
    [
      ['unclosed tags', '<a'],
      ['unclosed comments', '<!--'],
      ['unclosed scripts', '<script'],
      ['closers without their tag', '</script x'],
    ] as const
  ).map(([name, unit]) => {
    const hostile = repeatTo(unit, PROMOTION_TEXT_LENGTH);
    return figure(
      `promotion text, 32 KB of ${name}`,
      () => textOf(hostile),
      () => textOf(ordinaryMarkup),
    );
  });
  const tree: NavigationNode[] = [
    { title: 'beans', href: '/c/coffee-beans', children: [] },
    { title: 'machines', href: '/c/coffee-machines', children: [] },
  ];
  const slashed = `/a${'/'.repeat(PATH_SLASHES)}b`;
  const twin = `/a/${'x'.repeat(PATH_SLASHES - 1)}b`;
  const dottedEmail = `${'a.'.repeat(120)}@${'b.'.repeat(60)}!`;
  const plainEmail = `${'a'.repeat(dottedEmail.length - '@example.com'.length)}@example.com`;
  return [
    ...promotionText,
    figure(
      'newsletter e-mail, 362 characters of dotted words',
      () => NEWSLETTER_EMAIL_PATTERN.test(dottedEmail),
      () => NEWSLETTER_EMAIL_PATTERN.test(plainEmail),
    ),
    figure(
      'drill-down path, 15,000 slashes and a letter',
      () => preselectedPath(tree, slashed),
      () => preselectedPath(tree, twin),
    ),
  ];
}

export function hostileTextTable(figures: HostileTextFigure[]): string {
  return [
    '### Hostile text (median ms of one call; ratio against ordinary input of the same length)',
    '| input | hostile | ordinary | ratio |',
    '|---|---|---|---|',
    ...figures.map((f) => `| ${f.name} | ${f.hostileMs} | ${f.ordinaryMs} | ${f.ratio} |`),
  ].join('\n');
}

if (require.main === module) console.log(hostileTextTable(measureHostileText()));
