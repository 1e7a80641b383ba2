import Fastify from 'fastify';
import { REMOTE_NAMES } from '@storefront/contracts';
import { LOCAL_REGISTRY } from '@storefront/releases';
import { countBeacon, createStorefrontMetrics } from './storefrontMetrics';
import { closedWithin, connectTo } from '@storefront/testing';
import { Lifecycle } from '@storefront/server-kit';
import {
  metricsExposureWarning,
  metricsPortFromEnv,
  metricsTokenFromEnv,
  startMetricsServer,
} from './metricsServer';
import { recordServerSlots, slotOutcomes } from './slotOutcomes';
import { registerApiMetrics } from './apiMetrics';

describe('the storefront’s Prometheus metrics (issue 28, item 2)', () => {
  it('serves /metrics on its own port on 127.0.0.1, every remote with every outcome, and process health', async () => {
    const metrics = createStorefrontMetrics();
    metrics.knowRemotes(LOCAL_REGISTRY);
    recordServerSlots(
      metrics,
      { ...LOCAL_REGISTRY, footer: '/remotes/footer/c0ffeec0ffee/mf-manifest.json' },
      ['navigation/Header', 'footer/Footer', 'cart/MiniCart'],
      { 'navigation/Header': 'rendered', 'footer/Footer': 'fallback', 'cart/MiniCart': 'fallback' },
      [{ slot: 'footer/Footer', stage: 'module', message: 'boom' }],
      { 'navigation/Header': 20, 'footer/Footer': 3 },
    );
    metrics.renderWorkerStarted();
    metrics.renderWorkerStarted();
    metrics.pageShed();
    const server = await startMetricsServer(metrics.registry, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      for (const remote of REMOTE_NAMES)
        expect(text).toContain(
          `storefront_server_slot_renders_total{remote="${remote}",release="local",outcome="rendered"}`,
        );
      expect(text).toContain(
        'storefront_server_slot_renders_total{remote="navigation",release="local",outcome="rendered"} 1',
      );
      expect(text).toContain(
        'storefront_server_slot_renders_total{remote="footer",release="c0ffeec0ffee",outcome="error"} 1',
      );
      expect(text).toContain(
        'storefront_server_slot_renders_total{remote="cart",release="local",outcome="fallback"} 1',
      );
      expect(text).toContain(
        'storefront_server_slot_render_duration_seconds_bucket{le="0.025",remote="navigation",release="local",outcome="rendered"} 1',
      );
      expect(text).toContain('storefront_render_worker_starts_total 2');
      expect(text).toContain('storefront_server_pages_shed_total 1');
      expect(text).toContain('process_cpu_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('says whether a fleet host reaches its release store and Redis, when it last read the registry, what it serves and what it is behind on', async () => {
    const metrics = createStorefrontMetrics();
    let reading = { reachable: true, at: new Date(1_700_000_000_000) };
    let redisReady = true;
    let behind: string[] = [];
    metrics.fleetFrom({
      served: () => [{ scope: '', remote: 'footer', release: 'c0ffeec0ffee', canary: false }],
      storeReading: () => reading,
      behind: () => behind,
    });
    const lifecycle = new Lifecycle();
    lifecycle.dependencies.set('release-store', () => reading.reachable);
    lifecycle.dependencies.set('redis', () => redisReady);
    metrics.dependenciesFrom(lifecycle);
    const scrape = () => metrics.registry.metrics();
    expect(await scrape()).toContain(
      'storefront_dependency_reachable{dependency="release-store"} 1',
    );
    expect(await scrape()).toContain('storefront_dependency_reachable{dependency="redis"} 1');
    expect(await scrape()).toContain('storefront_registry_read_timestamp_seconds 1700000000');
    expect(await scrape()).toContain(
      'storefront_release_served{scope="",remote="footer",release="c0ffeec0ffee",canary="false"} 1',
    );
    reading = { ...reading, reachable: false };
    redisReady = false;
    expect(await scrape()).toContain(
      'storefront_dependency_reachable{dependency="release-store"} 0',
    );
    expect(await scrape()).toContain('storefront_dependency_reachable{dependency="redis"} 0');
    expect(await scrape()).toContain('storefront_releases_behind 0');
    behind = ['footer/0123456789ab'];
    expect(await scrape()).toContain('storefront_releases_behind 1');
  });

  it('with METRICS_TOKEN answers only a scrape that sends it as a bearer token', async () => {
    const token = 'a-scraper-token-0123456789';
    const server = await startMetricsServer(
      createStorefrontMetrics().registry,
      0,
      '127.0.0.1',
      token,
    );
    const scrape = (authorization?: string) =>
      fetch(`http://127.0.0.1:${server.port}/metrics`, {
        headers: authorization === undefined ? {} : { authorization },
      });
    try {
      const anonymous = await scrape();
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await anonymous.text()).not.toContain('storefront_');
      expect((await scrape('Bearer a-scraper-token-012345678')).status).toBe(401);
      expect((await scrape(`Basic ${token}`)).status).toBe(401);
      const scraper = await scrape(`Bearer ${token}`);
      expect(scraper.status).toBe(200);
      expect(await scraper.text()).toContain('storefront_render_worker_starts_total');
    } finally {
      await server.close();
    }
  });

  it('holds a client to deadlines and few connections: headers that trickle in are cut off, connections beyond the cap refused', async () => {
    // The limits driven small; the bounds below are how long the test waits, far past them.
    const limits = {
      requestTimeoutMs: 400,
      headersTimeoutMs: 400,
      idleTimeoutMs: 10_000,
      timeoutCheckIntervalMs: 50,
      maxConnections: 2,
    };
    const server = await startMetricsServer(
      createStorefrontMetrics().registry,
      0,
      '127.0.0.1',
      undefined,
      limits,
    );
    try {
      const trickling = await connectTo(server.port);
      trickling.write('GET /metrics HTTP/1.1\r\nHost: metrics\r\n');
      const drip = setInterval(() => trickling.write('X-Slow: 1\r\n'), 50);
      await closedWithin(trickling, 5_000).finally(() => clearInterval(drip));

      const held = await Promise.all([connectTo(server.port), connectTo(server.port)]);
      await closedWithin(await connectTo(server.port), 5_000);
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses a guessable METRICS_TOKEN and warns when the metrics are open beyond this machine', () => {
    expect(metricsTokenFromEnv({})).toBeUndefined();
    expect(() => metricsTokenFromEnv({ METRICS_TOKEN: 'short' })).toThrow(/at least 16 characters/);
    expect(metricsTokenFromEnv({ METRICS_TOKEN: 'a-scraper-token-0123456789' })).toBe(
      'a-scraper-token-0123456789',
    );
    expect(metricsExposureWarning('0.0.0.0', undefined)).toMatch(
      /open to every machine.*METRICS_TOKEN/,
    );
    expect(metricsExposureWarning('10.0.0.5', undefined)).toMatch(/open to every machine/);
    expect(metricsExposureWarning('0.0.0.0', 'a-scraper-token-0123456789')).toBeUndefined();
    for (const loopback of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(metricsExposureWarning(loopback, undefined)).toBeUndefined();
  });

  it('labels shoppers’ vitals and slot events with the remote and release they were pinned on, any release the site no longer serves as other', async () => {
    const metrics = createStorefrontMetrics();
    const live = 'c0ffeec0ffee';
    const servesNow = (site: string, remote: string, release: string) =>
      site === 'DE' && remote === 'footer' && release === live;
    // 10,000 signed-but-past releases (pages left open across deploys): one series between them.
    for (let index = 0; index < 10_000; index += 1)
      countBeacon(
        metrics,
        {
          site: 'DE',
          slots: [
            { remote: 'footer', release: index.toString(16).padStart(12, '0'), event: 'loaded' },
          ],
          vitals: [
            {
              name: 'INP',
              value: 80,
              remote: 'footer',
              release: index.toString(16).padStart(12, 'f'),
            },
          ],
        },
        servesNow,
      );
    countBeacon(
      metrics,
      {
        site: 'DE',
        slots: [],
        vitals: [
          { name: 'INP', value: 380, remote: 'footer', release: live },
          { name: 'LCP', value: 2_400 },
        ],
      },
      servesNow,
    );
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'storefront_web_vitals_inp_seconds_count{remote="footer",release="other"} 10000',
    );
    expect(text).toContain(
      `storefront_web_vitals_inp_seconds_bucket{le="0.5",remote="footer",release="${live}"} 1`,
    );
    expect(text).toContain(
      `storefront_web_vitals_inp_seconds_bucket{le="0.3",remote="footer",release="${live}"} 0`,
    );
    expect(text).toContain(
      'storefront_web_vitals_lcp_seconds_count{remote="page",release="none"} 1',
    );
    expect(text).toContain(
      'storefront_browser_slot_events_total{remote="footer",release="other",event="loaded"} 10000',
    );
    // Every series of the vitals and slot events: the two releases, the page, no more.
    const series = text
      .split('\n')
      .filter((line) =>
        /^storefront_(web_vitals_\w+_count|browser_slot_events_total)\{/.test(line),
      );
    expect(series).toHaveLength(4);
  });

  it('tells a deadline from an error from a fallback without an error of its own', () => {
    expect(
      slotOutcomes(
        ['search/SearchBox', 'cart/MiniCart', 'footer/Footer'],
        {
          'search/SearchBox': 'fallback',
          'cart/MiniCart': 'fallback',
          'footer/Footer': 'fallback',
        },
        [
          { slot: 'search/SearchBox', stage: 'module', message: 'not ready within 200 ms' },
          { slot: 'cart/MiniCart', stage: 'exit', message: 'the worker ended' },
        ],
      ),
    ).toEqual([
      ['search', 'deadline'],
      ['cart', 'error'],
      ['footer', 'fallback'],
    ]);
  });

  it('counts a slot whose component threw as React rendered it as an error, not as rendered; one that only missed its data as rendered', () => {
    expect(
      slotOutcomes(
        ['footer/Footer', 'newsletter/SignUp'],
        { 'footer/Footer': 'rendered', 'newsletter/SignUp': 'rendered' },
        [
          { slot: 'footer/Footer', stage: 'render', message: 'this release throws' },
          { slot: 'newsletter/SignUp', stage: 'data', message: 'the service answered 503' },
        ],
      ),
    ).toEqual([
      ['footer', 'error'],
      ['newsletter', 'rendered'],
    ]);
  });

  it('times the API per route pattern, method and status, never per URL', async () => {
    const metrics = createStorefrontMetrics();
    const app = Fastify();
    registerApiMetrics(app, metrics);
    app.get('/service/catalogue/api/products/:id', async (request, reply) =>
      reply.code((request.params as { id: string }).id === 'x' ? 404 : 200).send({}),
    );
    await app.inject({ url: '/service/catalogue/api/products/1' });
    await app.inject({ url: '/service/catalogue/api/products/x' });
    await app.inject({ url: '/service/nowhere' });
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'storefront_api_request_duration_seconds_count{route="/service/catalogue/api/products/:id",method="GET",status_code="200"} 1',
    );
    expect(text).toContain(
      'storefront_api_request_duration_seconds_count{route="/service/catalogue/api/products/:id",method="GET",status_code="404"} 1',
    );
    expect(text).toContain(
      'storefront_api_request_duration_seconds_count{route="unmatched",method="GET",status_code="404"} 1',
    );
    expect(text).not.toContain('products/1"');
    await app.close();
  });

  it('refuses a METRICS_PORT that is no port', () => {
    expect(metricsPortFromEnv({})).toBeUndefined();
    expect(metricsPortFromEnv({ METRICS_PORT: '3402' })).toBe(3402);
    expect(() => metricsPortFromEnv({ METRICS_PORT: 'nine' })).toThrow(
      'METRICS_PORT wants a port number, not "nine"',
    );
  });
});
