import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  name: string;
  mode: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * Load from a second process (autocannon's CLI) against loopback only. `rate` caps the total
 * request rate (a fixed load); without it autocannon saturates the server.
 */
export function runLoad(root: string, name: string, url: string, options: { seconds: number; connections: number; rate?: number; method?: string; body?: string; headers?: Record<string, string> }): Promise<LoadResult> {
  const args = ['--json', '-d', String(options.seconds), '-c', String(options.connections)];
  if (options.rate) args.push('--overallRate', String(options.rate));
  if (options.method) args.push('-m', options.method);
  if (options.body) args.push('-b', options.body);
  for (const [key, value] of Object.entries(options.headers ?? {})) args.push('-H', `${key}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const result = JSON.parse(output) as AutocannonJson;
      resolve({
        name,
        mode: options.rate ? `${options.rate} req/s` : 'saturated',
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p90: result.latency.p90,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}
