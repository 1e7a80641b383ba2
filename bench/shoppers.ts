// The 200-shopper load (issue 11 "Load": also two processes on PostgreSQL): simulated
// shoppers in a second process (bench/shoppersWorker.ts) against one or more storefront processes,
// then a check that no acknowledged write was lost. Types, the runner and the table; the shoppers themselves live in the worker.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const SHOPPER_KINDS = ['page', 'suggestions', 'cart change', 'sign-up'] as const;
export type ShopperKind = (typeof SHOPPER_KINDS)[number];

/** Where the storefront processes keep their data, read afterwards to find every acknowledged sign-up. */
export type ShoppersDatabase = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface ShoppersOptions {
  /** The storefront processes' ports; shopper i uses ports[i mod n] and is read back through the next one. */
  ports: number[];
  seconds: number;
  shoppers: number;
  /** SQLite: the server's file, read read-only; PostgreSQL: the database the processes share. */
  database: ShoppersDatabase;
  /** Pause between two steps of one shopper; 0 = closed loop, each shopper sends as fast as answered. */
  thinkMs: number;
}

export interface KindFigures {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ShoppersResult {
  /** Storefront processes the shoppers were spread over, and their database. */
  processes: number;
  database: ShoppersDatabase['kind'];
  shoppers: number;
  seconds: number;
  thinkMs: number;
  sites: number;
  loops: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  kinds: Record<ShopperKind, KindFigures>;
  /** What was checked after the run: every acknowledged write must be in the database. */
  writes: {
    cartChangesAcknowledged: number;
    cartsChecked: number;
    cartsDiffering: number;
    signUpsAcknowledged: number;
    signUpsMissing: number;
    lost: number;
  };
  /** The first few errors, for the reader. */
  errorSamples: string[];
}

export function runShoppers(root: string, options: ShoppersOptions): Promise<ShoppersResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'bench/shoppersWorker.ts'),
        JSON.stringify(options),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`shoppers worker exited ${code}`));
      resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}') as ShoppersResult);
    });
  });
}

/** How the section heading names the setup; also how bench/run.ts finds the section again. */
export function shoppersSetup(processes: number, database: ShoppersDatabase['kind']): string {
  return database === 'postgres'
    ? `${processes === 1 ? 'one storefront process' : `${processes} storefront processes`} on PostgreSQL and Redis`
    : 'one storefront process';
}

/** The markdown section of bench/results/latest.md. */
export function shoppersTable(result: ShoppersResult): string {
  const setup = shoppersSetup(result.processes ?? 1, result.database ?? 'sqlite');
  const lines = [
    `### ${result.shoppers} concurrent shoppers, ${result.seconds} s, ${setup} (${result.sites} sites; think time ${result.thinkMs} ms; ms)`,
    '| kind | requests | req/s | errors | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|---|---|',
    ...SHOPPER_KINDS.map((kind) => {
      const k = result.kinds[kind];
      return `| ${kind} | ${k.requests} | ${k.perSecond} | ${k.errors} | ${k.p50} | ${k.p95} | ${k.p99} | ${k.max} |`;
    }),
    `| all | ${result.requests} | ${result.requestsPerSecond} | ${result.errors} | | | | |`,
    '',
    `Writes: ${result.writes.cartChangesAcknowledged} cart changes acknowledged, ${result.writes.cartsChecked} carts read back, ${result.writes.cartsDiffering} differing; ` +
      `${result.writes.signUpsAcknowledged} sign-ups acknowledged, ${result.writes.signUpsMissing} missing in the database — lost writes: ${result.writes.lost}. ${result.loops} shopper loops.`,
  ];
  if (result.errorSamples.length)
    lines.push(
      '',
      `Errors (first ${result.errorSamples.length}): ${result.errorSamples.join('; ')}`,
    );
  return lines.join('\n');
}
