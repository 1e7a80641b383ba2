import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './page';
import { stat, type Stat } from './stat';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  /** The LCP element as Lighthouse names it (its CSS selector), e.g. `main > h1`. */
  lcpElement: string;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

interface LcpElementDetails {
  items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }>;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: LcpElementDetails }>;
  runtimeError?: { message: string };
}

/** Issue 27's variants of a mobile run: every script blocked (the server HTML alone), and devtools throttling (closer to a real phone). */
export interface LighthouseVariant {
  blockScripts?: boolean;
  devtoolsThrottling?: boolean;
}

/**
 * One Lighthouse run (the npm package's CLI, its own fresh Chromium): mobile is Lighthouse's
 * default (Moto G emulation, simulated slow 4G and 4x CPU throttling), desktop its desktop preset.
 */
export function runLighthouse(
  root: string,
  url: string,
  formFactor: 'mobile' | 'desktop',
  extraHeaders?: Readonly<Record<string, string>>,
  variant: LighthouseVariant = {},
): Promise<LighthouseFigures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-')), 'report.json');
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    // E.g. the cookie of a cart, for the cart page with its lines.
    ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
    ...(variant.blockScripts ? ['--blocked-url-patterns=*.js'] : []),
    ...(variant.devtoolsThrottling ? ['--throttling-method=devtools'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`);
        const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr;
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        resolve({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
              ?.selector ?? '?',
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          speedIndexMs: Math.round(audit('speed-index')),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        fs.rmSync(path.dirname(out), { recursive: true, force: true });
      }
    });
  });
}

/** The numeric figures of a run (everything but the LCP element's name). */
export type LighthouseMetric = Exclude<keyof LighthouseFigures, 'lcpElement'>;

/** Median, min and max of each numeric figure over runs. */
export function lighthouseStats(
  runs: readonly LighthouseFigures[],
): Record<LighthouseMetric, Stat> {
  const metrics = Object.keys(runs[0] ?? {}).filter(
    (key): key is LighthouseMetric => key !== 'lcpElement',
  );
  return Object.fromEntries(
    metrics.map((metric) => [metric, stat(runs.map((run) => run[metric]))]),
  ) as Record<LighthouseMetric, Stat>;
}

/** The LCP element most runs named (ties: the first seen). */
export function usualLcpElement(runs: readonly LighthouseFigures[]): string {
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
}
