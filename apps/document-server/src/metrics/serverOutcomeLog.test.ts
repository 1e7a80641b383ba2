import type { ServerOutcomeCount } from '@storefront/api';
import { createServerOutcomeLog, SERVER_OUTCOME_FLUSH_MS } from './serverOutcomeLog';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-02T10:00:30Z') }));
afterEach(() => jest.useRealTimers());

describe('the server slot outcomes a host adds to every host’s', () => {
  it('counts per minute, site, remote, release and outcome, and adds them every 5 s, not per page', async () => {
    const added: ServerOutcomeCount[][] = [];
    const log = createServerOutcomeLog(
      async (counts) => {
        added.push(counts);
      },
      () => undefined,
    );
    log.record('AT', 'footer', 'c0ffeec0ffee', 'error');
    log.record('AT', 'footer', 'c0ffeec0ffee', 'error');
    log.record('AT', 'footer', 'c0ffeec0ffee', 'rendered');
    log.record('DE', 'footer', 'local', 'rendered');
    await jest.advanceTimersByTimeAsync(SERVER_OUTCOME_FLUSH_MS - 1);
    expect(added).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(added).toEqual([
      [
        {
          minute: '2026-12-02T10:00',
          site: 'AT',
          remote: 'footer',
          release: 'c0ffeec0ffee',
          outcome: 'error',
          count: 2,
        },
        {
          minute: '2026-12-02T10:00',
          site: 'AT',
          remote: 'footer',
          release: 'c0ffeec0ffee',
          outcome: 'rendered',
          count: 1,
        },
        {
          minute: '2026-12-02T10:00',
          site: 'DE',
          remote: 'footer',
          release: 'local',
          outcome: 'rendered',
          count: 1,
        },
      ],
    ]);
    // Nothing new: nothing written.
    await jest.advanceTimersByTimeAsync(SERVER_OUTCOME_FLUSH_MS);
    expect(added).toHaveLength(1);
    await log.close();
  });

  it('keeps the counts of a failed flush for the next one, and flushes what is left when it closes', async () => {
    const added: ServerOutcomeCount[][] = [];
    const warnings: string[] = [];
    let failNext = true;
    const log = createServerOutcomeLog(
      async (counts) => {
        if (failNext) {
          failNext = false;
          throw new Error('database unreachable');
        }
        added.push(counts);
      },
      (message) => warnings.push(message),
    );
    log.record('AT', 'footer', 'c0ffeec0ffee', 'deadline');
    await log.flush();
    expect(warnings).toEqual([expect.stringContaining('database unreachable')]);
    log.record('AT', 'footer', 'c0ffeec0ffee', 'deadline');
    await log.close();
    expect(added).toEqual([[expect.objectContaining({ outcome: 'deadline', count: 2 })]]);
    // Closed: the timer is gone.
    expect(jest.getTimerCount()).toBe(0);
  });
});
