/** @jest-environment node */
import {
  SHARED_SERVICE_ANSWER_MAX_S,
  sharedServiceAnswers,
  type ServiceAnswer,
} from './sharedServiceAnswers';

/** A service that counts its calls and answers `status` with the call's number in the body. */
function countingService(status = 200) {
  let calls = 0;
  const ask = async (): Promise<ServiceAnswer> => {
    calls += 1;
    return { status, body: JSON.stringify({ call: calls }) };
  };
  return { ask, calls: () => calls };
}

/** A clock the test moves by hand (lru-cache reads it for the answers' lifetimes). */
function handClock() {
  let now = 1_000;
  return {
    now: () => now,
    advanceS: (seconds: number) => (now += seconds * 1000),
    advanceMs: (ms: number) => (now += ms),
  };
}

describe('service answers shared between pages', () => {
  it('answers a shared call from the first page for as long as its loader asked, then asks again', async () => {
    const clock = handClock();
    const shared = sharedServiceAnswers({ now: clock.now });
    const service = countingService();
    expect((await shared.answer('nav DE', 60, service.ask)).body).toBe('{"call":1}');
    clock.advanceS(60);
    expect((await shared.answer('nav DE', 60, service.ask)).body).toBe('{"call":1}');
    clock.advanceMs(1);
    expect((await shared.answer('nav DE', 60, service.ask)).body).toBe('{"call":2}');
    expect(service.calls()).toBe(2);
  });

  it('asks again once the content version moved, and shares nothing while it is unknown', async () => {
    let version: number | undefined = 7;
    const shared = sharedServiceAnswers({ contentVersion: () => Promise.resolve(version) });
    const service = countingService();
    expect((await shared.answer('products DE', 10, service.ask)).body).toBe('{"call":1}');
    expect((await shared.answer('products DE', 10, service.ask)).body).toBe('{"call":1}');
    // A catalogue change: the next page gets the new catalogue, not the kept answer.
    version = 8;
    expect((await shared.answer('products DE', 10, service.ask)).body).toBe('{"call":2}');
    expect((await shared.answer('products DE', 10, service.ask)).body).toBe('{"call":2}');
    version = undefined;
    expect((await shared.answer('products DE', 10, service.ask)).body).toBe('{"call":3}');
    expect((await shared.answer('products DE', 10, service.ask)).body).toBe('{"call":4}');
  });

  it('asks every time for a call not marked shared, or marked with no usable lifetime', async () => {
    const shared = sharedServiceAnswers();
    const service = countingService();
    for (const seconds of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '60' as unknown as number])
      await shared.answer('psdata', seconds, service.ask);
    expect(service.calls()).toBe(5);
  });

  it('keeps content and "there is none" (404), never a failure', async () => {
    const shared = sharedServiceAnswers();
    const failing = countingService(503);
    await shared.answer('promotion', 60, failing.ask);
    await shared.answer('promotion', 60, failing.ask);
    expect(failing.calls()).toBe(2);
    const none = countingService(404);
    await shared.answer('category banner', 60, none.ask);
    expect(await shared.answer('category banner', 60, none.ask)).toEqual({
      status: 404,
      body: '{"call":1}',
    });
    expect(none.calls()).toBe(1);
  });

  it('keeps each key apart, and pages missing at the same moment wait for one call', async () => {
    const shared = sharedServiceAnswers();
    const service = countingService();
    const answers = await Promise.all([
      shared.answer('nav DE', 60, service.ask),
      shared.answer('nav DE', 60, service.ask),
      shared.answer('nav HU', 60, service.ask),
    ]);
    expect(answers.map((answer) => answer.body)).toEqual([
      '{"call":1}',
      '{"call":1}',
      '{"call":2}',
    ]);
    expect(service.calls()).toBe(2);
  });

  it(`keeps an answer at most ${SHARED_SERVICE_ANSWER_MAX_S} s, whatever a loader asks`, async () => {
    const clock = handClock();
    const shared = sharedServiceAnswers({ now: clock.now });
    const service = countingService();
    await shared.answer('footer', 86_400, service.ask);
    clock.advanceS(SHARED_SERVICE_ANSWER_MAX_S);
    await shared.answer('footer', 86_400, service.ask);
    expect(service.calls()).toBe(1);
    clock.advanceMs(1);
    await shared.answer('footer', 86_400, service.ask);
    expect(service.calls()).toBe(2);
  });

  it('keeps a bounded number of answers: the least recently used goes first', async () => {
    const shared = sharedServiceAnswers({ max: 2 });
    const service = countingService();
    await shared.answer('a', 60, service.ask);
    await shared.answer('b', 60, service.ask);
    await shared.answer('a', 60, service.ask);
    await shared.answer('c', 60, service.ask);
    expect(service.calls()).toBe(3);
    await shared.answer('a', 60, service.ask);
    expect(service.calls()).toBe(3);
    await shared.answer('b', 60, service.ask);
    expect(service.calls()).toBe(4);
  });
});
