import { spawn } from 'node:child_process';
import path from 'node:path';

export type Scenario =
  | 'suggestions'
  | 'cart read'
  | 'cart change'
  | 'newsletter sign-up'
  | 'home page, server-rendered'
  | 'home page, browser-rendered frame';
/** The API scenarios of the load part; the page scenarios belong to `--only ssr`. */
export const SCENARIOS: Scenario[] = [
  'suggestions',
  'cart read',
  'cart change',
  'newsletter sign-up',
];
export const PAGE_SCENARIOS: Scenario[] = [
  'home page, server-rendered',
  'home page, browser-rendered frame',
];

export interface LoadOptions {
  scenario: Scenario;
  port: number;
  seconds: number;
  connections: number;
  /** Fixed total request rate; without it autocannon saturates the server. */
  rate?: number;
}

export interface LoadResult {
  name: string;
  mode: string;
  requestsPerSecond: number;
  /** Successful answers per second (for cart change: durable writes per second). */
  ok2xxPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  samples: number;
}

/** Load from a second process (bench/loadWorker.ts, autocannon's API) against loopback only. */
export function runLoad(root: string, options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'bench/loadWorker.ts'),
        JSON.stringify(options),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new Error(`load worker for ${options.scenario} exited ${code}`));
      resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}') as LoadResult);
    });
  });
}
