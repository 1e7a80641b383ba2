/**
 * @jest-environment node
 */
import { STRANGER_HOME_STATE } from '@storefront/shell';
import { requestContext } from '@storefront/testing';
import { pageRenderer } from './pageRender';
import type { RunTask } from './runTask';
import { slotQuarantine } from './slotQuarantine';
import { TaskLost } from './taskOutcome';

const page = {
  ok: true,
  value: {
    state: { slots: { 'footer/Footer': 'rendered' }, serverData: {} },
    html: new TextEncoder().encode('<main>Seite</main>'),
    problems: [],
    slotDurationsMs: {},
  },
};
const heldByTheShell = () =>
  new TaskLost(
    'deadline',
    undefined,
    'the shell held its render worker for more than 400 ms',
    true,
  );
const { fetchService: _none, ...context } = requestContext();
const input: Parameters<ReturnType<typeof pageRenderer>>[0] = {
  state: STRANGER_HOME_STATE,
  nonce: 'n',
  context,
  fetchService: () => Promise.resolve({ status: 503, body: undefined }),
  releases: {},
};

/** A RunTask that answers with each of `answers` in turn (an Error is thrown). */
function running(...answers: unknown[]): { run: RunTask; tries: () => number } {
  let tries = 0;
  const run: RunTask = async () => {
    const answer = answers[tries++];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { run, tries: () => tries };
}

describe('a page whose worker was lost with no slot to blame', () => {
  it('is rendered again once on a fresh worker when code held the worker (a pause between slots)', async () => {
    const warnings: string[] = [];
    const { run, tries } = running(heldByTheShell(), page);
    const render = pageRenderer(run, slotQuarantine(), {
      warn: (_details, message) => warnings.push(message),
    });
    const rendered = await render(input);
    expect([tries(), rendered.html.toString('utf8')]).toEqual([2, '<main>Seite</main>']);
    expect(warnings).toEqual([
      'render worker lost with no slot to blame (the shell held its render worker for more than 400 ms); the page is rendered again on a fresh worker',
    ]);
  });

  it('fails after a second such loss: the shell itself holds it, and the page goes out as the frame', async () => {
    const { run, tries } = running(heldByTheShell(), heldByTheShell(), page);
    await expect(pageRenderer(run, slotQuarantine(), undefined)(input)).rejects.toThrow(
      'the shell held its render worker',
    );
    expect(tries()).toBe(2);
  });

  it('is not tried again when it was only given up on a busy machine: that would add to the load', async () => {
    const { run, tries } = running(
      new TaskLost('deadline', undefined, 'the render was not done within 3000 ms'),
      page,
    );
    await expect(pageRenderer(run, slotQuarantine(), undefined)(input)).rejects.toThrow(
      'not done within',
    );
    expect(tries()).toBe(1);
  });
});
