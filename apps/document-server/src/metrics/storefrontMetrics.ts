import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { SERVER_SLOT_OUTCOMES, type DroppedReason, type ServerSlotOutcome } from '@storefront/api';
import {
  releaseIdOfEntry,
  type RemoteName,
  type RemoteRegistry,
  type Site,
} from '@storefront/contracts';
import type { Lifecycle } from '@storefront/server-kit';

/** What the browser reports of a slot (beacons). */
export const BROWSER_SLOT_EVENTS = ['loaded', 'load_failure', 'render_error'] as const;
export type BrowserSlotEvent = (typeof BROWSER_SLOT_EVENTS)[number];

/** Buckets in seconds: a slot renders in milliseconds; its deadline is seconds. */
const RENDER_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const API_BUCKETS_S = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** A server-rendered slot's labels: its count and its duration are told apart by the same ones (slotRendered). */
const SLOT_LABELS = ['remote', 'release', 'outcome'] as const;

/** The Web Vitals a beacon reports, each in its histogram: buckets around the vital's own thresholds. */
const WEB_VITAL_HISTOGRAMS = {
  LCP: {
    name: 'storefront_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint reported by shoppers’ browsers.',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  },
  INP: {
    name: 'storefront_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint reported by shoppers’ browsers.',
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
  },
  CLS: {
    name: 'storefront_web_vitals_cls',
    help: 'Cumulative Layout Shift (unitless) reported by shoppers’ browsers.',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  },
  FCP: {
    name: 'storefront_web_vitals_fcp_seconds',
    help: 'First Contentful Paint reported by shoppers’ browsers.',
    buckets: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6],
  },
  TTFB: {
    name: 'storefront_web_vitals_ttfb_seconds',
    help: 'Time to First Byte reported by shoppers’ browsers.',
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3],
  },
} satisfies Record<string, HistogramConfiguration<never>>;
export type WebVital = keyof typeof WEB_VITAL_HISTOGRAMS;
/** A vital's labels: the remote it was pinned on (or the page) and that remote's release, bounded. */
const VITAL_LABELS = ['remote', 'release'] as const;
/** The `remote` of a vital the browser pinned on no slot, and its `release`. */
export const PAGE_VITAL = { remote: 'page', release: 'none' } as const;
/**
 * The `release` of a report for a release this host serves neither live nor as a canary: every
 * signed-but-past release (a page left open across a deploy) shares one series, so a label never
 * grows with the releases of the past.
 */
export const OTHER_RELEASE = 'other';

const DROPPED_REASONS: readonly DroppedReason[] = [
  'unsigned',
  'signature',
  'expired',
  'not-served',
];

/**
 * The storefront's Prometheus metrics (prom-client), one registry per process, served on
 * METRICS_PORT only (metricsServer.ts). Names follow Prometheus' conventions: `storefront_` prefix,
 * base units (seconds), `_total` for counters; labels are bounded (remote, release, outcome, route
 * pattern, method, status) and never carry a shopper's data.
 */
export function createStorefrontMetrics() {
  const registry = new Registry();
  // Process health: CPU, memory, event-loop lag, handles (process_* and nodejs_*).
  collectDefaultMetrics({ register: registry });
  // Every metric in this process's own registry, never prom-client's global one.
  const counter = <L extends string>(config: CounterConfiguration<L>) =>
    new Counter({ ...config, registers: [registry] });
  const histogram = <L extends string>(config: HistogramConfiguration<L>) =>
    new Histogram({ ...config, registers: [registry] });
  const slotRenders = counter({
    name: 'storefront_server_slot_renders_total',
    help: 'Server-rendered slots by remote, release and outcome (rendered, deadline, error, fallback).',
    labelNames: SLOT_LABELS,
  });
  const slotDuration = histogram({
    name: 'storefront_server_slot_render_duration_seconds',
    help: 'Each server-rendered slot’s own time in its render worker, by remote, release and outcome: from the start of its page’s slot preparation until its module was loaded and its loadServerData had answered or failed (the deadline for a slot that missed it; for a slot whose code cost its worker, from the task’s start to that loss). The React render of the page after it is not included (storefront_server_page_render_duration_seconds). A slot whose page was not rendered at all is counted in storefront_server_slot_renders_total only.',
    labelNames: SLOT_LABELS,
    buckets: RENDER_BUCKETS_S,
  });
  const pageDuration = histogram({
    name: 'storefront_server_page_render_duration_seconds',
    help: 'Whole server renders of a page as the accepting thread waited for them (queue for a render worker, every slot’s preparation, the React render), by whether the workers rendered it (rendered) or the browser had to (failed).',
    labelNames: ['outcome'],
    buckets: RENDER_BUCKETS_S,
  });
  const workerStarts = counter({
    name: 'storefront_render_worker_starts_total',
    help: 'Render workers started: the pool’s first ones, those recycled after a deploy, and replacements for workers a remote’s code cost (stuck, out of memory, exited, or a render abandoned). Rising without deploys means workers are being lost.',
  });
  const processStarts = counter({
    name: 'storefront_render_process_starts_total',
    help: 'Sandboxed render processes started: the first, those recycled past RENDER_PROCESS_MEMORY_MB, and replacements for one that ended or hung. Rising without memory recycling means a remote’s code keeps ending or hanging its process.',
  });
  const pagesShed = counter({
    name: 'storefront_server_pages_shed_total',
    help: 'Pages whose server render was shed: their turn did not come within RENDER_QUEUE_BUDGET_MS, so they went out as the frame the browser renders. Rising means the host is overloaded for its server renders.',
  });
  const apiDuration = histogram({
    name: 'storefront_api_request_duration_seconds',
    help: 'API requests under /service by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'],
    buckets: API_BUCKETS_S,
  });
  const browserSlotEvents = counter({
    name: 'storefront_browser_slot_events_total',
    help: 'What shoppers’ browsers reported of each slot (loaded, load_failure, render_error), by remote and release.',
    labelNames: ['remote', 'release', 'event'],
  });
  const droppedReports = counter({
    name: 'storefront_browser_reports_dropped_total',
    help: 'Slot reports from beacons that were not counted, by reason: unsigned (no served releases echoed), signature (forged or for another site), expired (a page older than a day), not-served (a release the page was not served). Rising means someone reports what the storefront did not serve.',
    labelNames: ['reason'],
  });
  for (const reason of DROPPED_REASONS) droppedReports.inc({ reason }, 0);
  const releaseMisses = counter({
    name: 'storefront_release_file_misses_total',
    help: 'Requests for a release file of a release this environment does not serve (a made-up id, another environment’s, a pruned one), answered as missing without asking the store, by remote.',
    labelNames: ['remote'],
  });
  let served: () => {
    scope: string;
    remote: string;
    release: string;
    canary: boolean;
  }[] = () => [];
  new Gauge({
    name: 'storefront_release_served',
    help: 'The release of each remote this host serves, per scope (the environment’s own registry is scope ""; a site code otherwise) and whether it is the canary: 1 for every release served. A host whose releases differ from its peers’ is behind.',
    labelNames: ['scope', 'remote', 'release', 'canary'],
    registers: [registry],
    collect() {
      this.reset();
      for (const entry of served())
        this.set(
          {
            scope: entry.scope,
            remote: entry.remote,
            release: entry.release,
            canary: String(entry.canary),
          },
          1,
        );
    },
  });
  let storeReading: () => { reachable: boolean; at: Date } | undefined = () => undefined;
  let dependencies: Lifecycle['dependencies'] = new Map();
  new Gauge({
    name: 'storefront_dependency_reachable',
    help: 'Whether a service this host uses answers (1) or not (0). release-store at 0: the host keeps serving the releases it has, deploys fail until the store is back; redis at 0: the limits count in this process. Readiness names each at 0 under `degraded`.',
    labelNames: ['dependency'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [dependency, reachable] of dependencies)
        this.set({ dependency }, reachable() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'storefront_registry_read_timestamp_seconds',
    help: 'When this host last read the fleet’s registry from the store (Unix seconds): how far behind it may be.',
    registers: [registry],
    collect() {
      const reading = storeReading();
      if (reading) this.set(reading.at.getTime() / 1000);
    },
  });
  let behind: () => string[] = () => [];
  new Gauge({
    name: 'storefront_releases_behind',
    help: 'Live releases this host could not copy for a fault of its own (its disk, a broken read): above 0 it serves older releases than its peers and its readiness is 503 until it has caught up.',
    registers: [registry],
    collect() {
      this.set(behind().length);
    },
  });
  const releasesRefused = counter({
    name: 'storefront_releases_refused_total',
    help: 'Releases this host refused to copy or run, by remote: a file that does not match its hash, a manifest that is not the one its id was made from, or no valid signature of the release service. Anything above 0 means the release store was written behind the service’s back.',
    labelNames: ['remote'],
  });
  const webVitals = Object.fromEntries(
    Object.entries(WEB_VITAL_HISTOGRAMS).map(([vital, config]) => [
      vital,
      histogram({ ...config, labelNames: VITAL_LABELS }),
    ]),
  ) as Record<WebVital, Histogram<(typeof VITAL_LABELS)[number]>>;
  return {
    registry,
    /** One server-rendered slot of a page: its outcome, and its own time where its worker measured it. */
    slotRendered(
      remote: RemoteName,
      release: string,
      outcome: ServerSlotOutcome,
      seconds: number | undefined,
    ) {
      slotRenders.inc({ remote, release, outcome });
      if (seconds !== undefined) slotDuration.observe({ remote, release, outcome }, seconds);
    },
    /** One page's whole server render, as the accepting thread waited for it. */
    pageRendered(outcome: 'rendered' | 'failed', seconds: number) {
      pageDuration.observe({ outcome }, seconds);
    },
    /** One render worker started (the render pool's `onWorkerStart`). */
    renderWorkerStarted() {
      workerStarts.inc();
    },
    /** One sandboxed render process started (the render pool's `onProcessStart`). */
    renderProcessStarted() {
      processStarts.inc();
    },
    /** One page's render shed: its turn did not come in time (page/pageRenderGate.ts). */
    pageShed() {
      pagesShed.inc();
    },
    apiRequest(route: string, method: string, statusCode: number, seconds: number) {
      apiDuration.observe({ route, method, status_code: String(statusCode) }, seconds);
    },
    browserSlotEvent(remote: RemoteName, release: string, event: BrowserSlotEvent, count = 1) {
      browserSlotEvents.inc({ remote, release, event }, count);
    },
    /** Slot reports of a beacon not counted, and why (apps/api/src/domains/rum/routes.ts). */
    reportsDropped(reason: DroppedReason, count: number) {
      droppedReports.inc({ reason }, count);
    },
    /** A request for a release file this environment does not serve (fleet/serve/releaseFileGate.ts). */
    releaseMiss(remote: RemoteName) {
      releaseMisses.inc({ remote });
    },
    /** Where the fleet's figures come from at each scrape: its registry and its store readings (none on one host). */
    fleetFrom(fleet: {
      served: typeof served;
      storeReading: typeof storeReading;
      behind: typeof behind;
    }) {
      served = fleet.served;
      storeReading = fleet.storeReading;
      behind = fleet.behind;
    },
    /** Which services this host uses and whether each answers, at each scrape (its Lifecycle). */
    dependenciesFrom(lifecycle: Pick<Lifecycle, 'dependencies'>) {
      dependencies = lifecycle.dependencies;
    },
    /** A release this host refused (fleet/startFleet.ts): the remote keeps what it served. */
    releaseRefused(remote: RemoteName) {
      releasesRefused.inc({ remote });
    },
    /** A shopper's vital, in seconds (CLS as is), labelled with what it was pinned on (or PAGE_VITAL). */
    webVital(name: WebVital, labels: { remote: string; release: string }, value: number) {
      webVitals[name].observe(labels, value);
    },
    /** Every remote appears with every outcome from the start, at 0: a dashboard sees the remote before its first failure. */
    knowRemotes(registryOfSite: RemoteRegistry) {
      for (const [remote, entry] of Object.entries(registryOfSite))
        for (const outcome of SERVER_SLOT_OUTCOMES)
          slotRenders.inc({ remote, release: releaseIdOfEntry(entry), outcome }, 0);
    },
  };
}
export type StorefrontMetrics = ReturnType<typeof createStorefrontMetrics>;

/** An accepted beacon as the metrics count it (the API's AcceptedBeacon, apps/api/src/domains/rum). */
export interface BeaconCounts {
  site: Site;
  slots: { remote: RemoteName; release: string; event: BrowserSlotEvent }[];
  vitals: { name: WebVital; value: number; remote?: RemoteName; release?: string }[];
}

/** Whether a site serves a remote's release now, live or as a canary. */
export type ServesNow = (site: Site, remote: RemoteName, release: string) => boolean;

/**
 * Counts a shopper's beacon in this process's metrics: slot events and vitals (in seconds, CLS as
 * is) per remote and release, a release the site no longer serves as OTHER_RELEASE.
 */
export function countBeacon(
  metrics: Pick<StorefrontMetrics, 'browserSlotEvent' | 'webVital'>,
  beacon: BeaconCounts,
  servesNow: ServesNow,
): void {
  const label = (remote: RemoteName, release: string) =>
    servesNow(beacon.site, remote, release) ? release : OTHER_RELEASE;
  for (const slot of beacon.slots)
    metrics.browserSlotEvent(slot.remote, label(slot.remote, slot.release), slot.event);
  for (const { name, value, remote, release } of beacon.vitals)
    metrics.webVital(
      name,
      remote === undefined || release === undefined
        ? PAGE_VITAL
        : { remote, release: label(remote, release) },
      name === 'CLS' ? value : value / 1000,
    );
}
