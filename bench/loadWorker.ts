// One autocannon run in its own process (a second process, so the load generator does not share an
// event loop with the server). Uses the programmatic API for what the CLI cannot do: rotating
// suggestion prefixes, a unique e-mail per sign-up, and exact p95 from every response time.
// Usage: tsx bench/loadWorker.ts '<json LoadOptions>'  -> prints one JSON LoadResult on stdout.
import { createRequire } from 'node:module';
import type { LoadOptions, LoadResult } from './load';

// Real prefixes of the seeded catalogue, as shoppers type them (2+ characters), mixed sites.
const PREFIXES: Array<[site: string, q: string]> = [
  ['DE', 'ka'],
  ['DE', 'kaf'],
  ['DE', 'kaff'],
  ['DE', 'kaffee'],
  ['DE', 'es'],
  ['DE', 'espr'],
  ['DE', 'espresso'],
  ['DE', 'te'],
  ['DE', 'tee'],
  ['DE', 'ha'],
  ['DE', 'haus'],
  ['DE', 'mo'],
  ['DE', 'mode'],
  ['DE', 'sp'],
  ['DE', 'sport'],
  ['DE', 'ge'],
  ['DE', 'gesch'],
  ['DE', 'bo'],
  ['DE', 'bohne'],
  ['DE', 'sa'],
  ['DE', 'mü'],
  ['DE', 'bar'],
  ['TR', 'ka'],
  ['TR', 'kah'],
  ['TR', 'kahve'],
  ['TR', 'ka'],
  ['HU', 'sz'],
  ['HU', 'szü'],
  ['AT', 'kaf'],
  ['CH', 'ka'],
];

const CSRF = 'bench-token-0123456789';

// autocannon ships no types; the part of its API used here.
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number };
  '2xx': number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => PromiseLike<AutocannonResult> & {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
  ): void;
};
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  const base = `http://127.0.0.1:${options.port}`;
  const host = `de.localhost:${options.port}`;
  const json = {
    host,
    'content-type': 'application/json',
    cookie: `csrf_token=${CSRF}`,
    'x-csrf-token': CSRF,
  };
  let counter = 0;
  let requests: AutocannonRequest[];
  switch (options.scenario) {
    case 'suggestions':
      requests = [
        {
          method: 'GET',
          setupRequest: (req) => {
            const [site, q] = PREFIXES[counter++ % PREFIXES.length]!;
            return {
              ...req,
              path: `/service/searchfrontend/api/suggestions?q=${encodeURIComponent(q)}&site=${site}&maxSearchTerms=10&maxProducts=5`,
            };
          },
        },
      ];
      break;
    case 'cart read': {
      // A real cart with an article: created once, then read by its cookie.
      const created = await fetch(`${base}/service/cart/api/cart/articles`, {
        method: 'POST',
        headers: json,
        body: '{"productId":"100001"}',
      });
      const cartCookie = (created.headers.getSetCookie?.() ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
      requests = [
        { method: 'GET', path: '/service/cart/api/cart', headers: { host, cookie: cartCookie } },
      ];
      break;
    }
    case 'cart change':
      // No cart cookie: every request creates a cart and adds an article in one durable transaction.
      requests = [
        {
          method: 'POST',
          path: '/service/cart/api/cart/articles',
          headers: json,
          body: '{"productId":"100001"}',
        },
      ];
      break;
    case 'newsletter sign-up':
      requests = [
        {
          method: 'POST',
          path: '/service/newsletter/api/private/newsletter-subscribers',
          headers: { ...json, 'x-hunter-site': 'DE' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              email: `bench-${process.pid}-${counter++}@example.com`,
              consents: [],
              origin: 'onsite',
              originAddition: 'subsite',
            }),
          }),
        },
      ];
      break;
    // An anonymous shopper's browser asking for the DE home page: brotli as Chromium
    // negotiates it, the anti-forgery cookie of an earlier visit (so the page may be shared), and for
    // the comparison the same page left to the browser (the frame: no server render, no server data).
    case 'home page, server-rendered':
      requests = [
        {
          method: 'GET',
          path: '/',
          headers: { host, 'accept-encoding': 'br, gzip', cookie: `csrf_token=${CSRF}` },
        },
      ];
      break;
    case 'home page, browser-rendered frame':
      requests = [
        {
          method: 'GET',
          path: '/',
          headers: {
            host,
            'accept-encoding': 'br, gzip',
            cookie: `csrf_token=${CSRF}; sf_render=browser`,
          },
        },
      ];
      break;
    default:
      throw new Error(`unknown scenario ${options.scenario}`);
  }

  const times: number[] = [];
  const instance = autocannon({
    url: base,
    duration: options.seconds,
    connections: options.connections,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const out: LoadResult = {
    name: options.scenario,
    mode: options.rate ? `${options.rate} req/s` : 'saturated',
    requestsPerSecond: Math.round(result.requests.average),
    ok2xxPerSecond: Math.round(result['2xx'] / options.seconds),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    samples: times.length,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
