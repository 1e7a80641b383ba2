import type { MetricWithAttribution } from 'web-vitals/attribution';
import {
  releaseIdOfEntry,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRegistry,
  type Site,
  slotParts,
} from '@storefront/contracts';
import { whenIdle } from '../../startup/whenIdle';

/**
 * Health from real shoppers: what this page saw of each slot (its release
 * loaded, failed to load, or threw while rendering) and its web vitals, each pinned on the remote
 * whose slot holds the element the browser names (the INP target, the LCP element, the largest
 * layout shift), sent with navigator.sendBeacon to the API's beacon endpoint
 * (apps/api/src/domains/rum), which counts a pinned vital for the release this page was served.
 * Counts only: the remote, the release, the event, the site; never the URL, the visitor or an
 * error's text.
 */
export const BEACON_URL = '/service/rum/api/beacons';
/** Reports are gathered this long and sent together: one beacon for a page's slots as they load. */
export const BEACON_BATCH_MS = 2_000;
/** The endpoint's limit of slot reports per beacon (beaconSchema.ts BEACON_MAX_SLOTS). */
const MAX_SLOTS_PER_BEACON = 24;

export type SlotEvent = 'loaded' | 'load_failure' | 'render_error';
interface SlotReport {
  remote: RemoteName;
  release: string;
  event: SlotEvent;
}
type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

let site: Site | undefined;
let releases: Partial<Record<string, string>> = {};
let served: string | undefined;
const slots: SlotReport[] = [];
let vitals: { name: VitalName; value: number; remote?: RemoteName }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sendQueued = false;

function send(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (
    !site ||
    (slots.length === 0 && vitals.length === 0) ||
    typeof navigator.sendBeacon !== 'function'
  )
    return;
  while (slots.length > 0 || vitals.length > 0) {
    const body = {
      site,
      ...(served === undefined ? {} : { served }),
      slots: slots.splice(0, MAX_SLOTS_PER_BEACON),
      vitals: vitals.splice(0),
    };
    // A string goes as text/plain: no preflight, and the endpoint reads it as JSON.
    navigator.sendBeacon(BEACON_URL, JSON.stringify(body));
  }
}

const later = () => {
  timer ??= setTimeout(send, BEACON_BATCH_MS);
};

/** A slot's event, with the release this page's registry loads it from. */
export function reportSlot(remote: RemoteName, event: SlotEvent): void {
  if (!site) return;
  slots.push({ remote, release: releaseIdOfEntry(releases[remote]), event });
  later();
}

/**
 * The remote whose slot holds a node, else '' (the page's own): what web-vitals names as a
 * vital's target (its `generateTarget`), so no selector of the page's markup is ever sent.
 */
export function remoteOfNode(node: Node | null): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const key = element?.closest('[data-slot]')?.getAttribute('data-slot');
  if (!key) return '';
  try {
    return slotParts(key).remote;
  } catch {
    return '';
  }
}

/** The element web-vitals pinned a vital on, as remoteOfNode named it. */
const targetOf = (metric: MetricWithAttribution): string | undefined =>
  metric.name === 'INP'
    ? metric.attribution.interactionTarget
    : metric.name === 'LCP'
      ? metric.attribution.target
      : metric.name === 'CLS'
        ? metric.attribution.largestShiftTarget
        : undefined;

const isRemote = (name: string | undefined): name is RemoteName =>
  REMOTE_NAMES.some((remote) => remote === name);

/** A vital as web-vitals reports it: its latest value replaces the last, sent with the next beacon. */
export function reportVital(metric: MetricWithAttribution): void {
  const target = targetOf(metric);
  vitals = [
    ...vitals.filter((known) => known.name !== metric.name),
    {
      name: metric.name,
      // web-vitals reports milliseconds; CLS is a unitless score.
      value: Math.min(metric.value, 60_000),
      ...(isRemote(target) ? { remote: target } : {}),
    },
  ];
  // INP and CLS come last, as the page is hidden: no batch timer outlives the page. Sent once the
  // reporting task is done, so the vitals reported in it go in one beacon.
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
    if (!sendQueued) {
      sendQueued = true;
      queueMicrotask(() => {
        sendQueued = false;
        send();
      });
    }
  } else later();
}

/**
 * Starts reporting for this page: the releases are the cohort's, as the server chose them (initial
 * state), and `servedReleases` the server's signature of them, echoed in every beacon: without it
 * the endpoint counts no report.
 */
export function startHealthReports(
  pageSite: Site,
  registry: RemoteRegistry,
  servedReleases: string | undefined,
): void {
  site = pageSite;
  releases = registry;
  served = servedReleases;
  // The vitals' code waits for the page's first idle moment: web-vitals reads the
  // browser's buffered performance entries, so what happened before it loaded still counts. A
  // browser without those APIs still reports its slots.
  whenIdle(() => {
    import('web-vitals/attribution')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const options = { generateTarget: remoteOfNode };
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(reportVital, options);
      })
      .catch((error: unknown) =>
        console.warn(
          'web vitals are not measured in this browser:',
          error instanceof Error ? error.message : error,
        ),
      );
  });
  // What is left goes when the page is hidden or left (sendBeacon survives the unload).
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
