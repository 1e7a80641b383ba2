import path from 'node:path';
import {
  REMOTE_NAMES,
  type RemoteRegistry,
  type ServerRequestContext,
} from '@storefront/contracts';
import { requestContext, slowRelease } from '@storefront/testing';
import {
  STRANGER_HOME_STATE,
  serverRenderedSlots,
  SERVER_SLOT_DEADLINE_MS,
  type ReleaseLocations,
} from '@storefront/shell';
import { LOCAL_REGISTRY } from '@storefront/releases';
import { serverBundleFile } from '../serverBundle';
import { createRenderThreads, type RenderThreads } from '../renderPool/renderPool';
import { recordServerSlots } from './slotOutcomes';
import { createStorefrontMetrics } from './storefrontMetrics';

/**
 * Issue 28 item 2, "per remote and release — server slot outcomes and durations": each slot's own
 * time, measured in its render worker, read from the metrics text as Prometheus scrapes it. Against
 * the real server bundle and the remotes' local builds (the test command builds first).
 */
const appsDir = path.resolve(__dirname, '../../..');
const serverEntryFile = serverBundleFile(path.join(appsDir, 'shell/dist'));

/** How long the slow footer's `loadServerData` waits: well inside the slot deadline, so the footer still renders. */
const SLOW_FOOTER_WAIT_MS = SERVER_SLOT_DEADLINE_MS / 2;
/** How long the stuck sign-up's `loadServerData` waits: past the deadline, so the deadline is what it costs. */
const STUCK_SIGN_UP_WAIT_MS = SERVER_SLOT_DEADLINE_MS * 3;

const state = STRANGER_HOME_STATE;
const { fetchService: _noService, ...context } = requestContext({ userAgent: '' });
/** The API is down: every other slot's loader answers at once. */
const apiDown: ServerRequestContext['fetchService'] = () =>
  Promise.resolve({ status: 503, body: undefined });

const FOOTER_RELEASE = 'f00f00f00f00';
const NEWSLETTER_RELEASE = '5105105105aa';
/** The registry the page was rendered with, as the metrics label releases (`/remotes/<name>/<id>/`). */
const registry: RemoteRegistry = {
  ...LOCAL_REGISTRY,
  footer: `/remotes/footer/${FOOTER_RELEASE}/mf-manifest.json`,
  newsletter: `/remotes/newsletter/${NEWSLETTER_RELEASE}/mf-manifest.json`,
};

/** One labelled series of the slot duration histogram, from the metrics text: how many observations and their sum in seconds. */
function slotDuration(
  text: string,
  remote: string,
  release: string,
  outcome: string,
): { count: number; sum: number } {
  const value = (suffix: 'count' | 'sum') => {
    const line = text
      .split('\n')
      .find((candidate) =>
        candidate.startsWith(
          `storefront_server_slot_render_duration_seconds_${suffix}{remote="${remote}",release="${release}",outcome="${outcome}"} `,
        ),
      );
    if (!line) throw new Error(`no ${suffix} for ${remote} ${release} ${outcome} in the metrics`);
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  };
  return { count: value('count'), sum: value('sum') };
}

describe('server slot durations in the metrics', () => {
  let pool: RenderThreads;
  afterEach(() => pool.close());

  it('are each slot’s own: a slow remote’s time is its wait, a stuck one’s the deadline, the others’ stay small', async () => {
    const footer = slowRelease(appsDir, 'footer', 'Footer', SLOW_FOOTER_WAIT_MS);
    const newsletter = slowRelease(appsDir, 'newsletter', 'SignUp', STUCK_SIGN_UP_WAIT_MS);
    const dirs: Partial<Record<string, string>> = { footer, newsletter };
    const releases: ReleaseLocations = Object.fromEntries(
      REMOTE_NAMES.map((remote) => {
        const dir = dirs[remote] ?? path.join(appsDir, remote, 'dist');
        return [
          remote,
          {
            manifestUrl: registry[remote] ?? '',
            serverEntry: path.join(dir, 'server', 'remoteEntry.js'),
          },
        ];
      }),
    );
    pool = createRenderThreads({ serverEntryFile, threads: 1, liveReleases: () => [releases] });
    const page = await pool.renderPage({
      state,
      nonce: 'n',
      context,
      releases,
      fetchService: apiDown,
    });
    // The footer rendered with its data; the sign-up rendered without its data, which came too late.
    expect(page.state.slots?.['footer/Footer']).toBe('rendered');
    expect(page.state.slots?.['newsletter/SignUp']).toBe('rendered');
    expect(page.problems).toContainEqual(
      expect.objectContaining({ slot: 'newsletter/SignUp', stage: 'data' }),
    );

    const metrics = createStorefrontMetrics();
    recordServerSlots(
      metrics,
      registry,
      serverRenderedSlots(state),
      page.state.slots,
      page.problems,
      page.slotDurationsMs,
    );
    const text = await metrics.registry.metrics();

    const slow = slotDuration(text, 'footer', FOOTER_RELEASE, 'rendered');
    expect(slow.count).toBe(1);
    expect(slow.sum).toBeGreaterThanOrEqual(SLOW_FOOTER_WAIT_MS / 1000);
    const stuck = slotDuration(text, 'newsletter', NEWSLETTER_RELEASE, 'rendered');
    expect(stuck.count).toBe(1);
    expect(stuck.sum).toBeCloseTo(SERVER_SLOT_DEADLINE_MS / 1000, 6);
    const header = slotDuration(text, 'navigation', 'local', 'rendered');
    expect(header.count).toBe(1);
    expect(header.sum).toBeLessThan(SLOW_FOOTER_WAIT_MS / 2 / 1000);
    // Every server-rendered slot of the page was timed, each once.
    const cart = slotDuration(text, 'cart', 'local', 'rendered');
    expect(cart.count).toBe(
      serverRenderedSlots(state).filter((slot) => slot.startsWith('cart/')).length,
    );
    expect(cart.sum).toBeLessThan(SLOW_FOOTER_WAIT_MS / 1000);
  });
});
