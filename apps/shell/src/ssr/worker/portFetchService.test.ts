/** @jest-environment node */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { portFetchService } from './portFetchService';

/** The accepting thread's end of a page's port: the calls it received, and a way to answer. */
function acceptingThread(port: MessagePort) {
  const calls: unknown[] = [];
  const called: (() => void)[] = [];
  port.on('message', (call: unknown) => {
    calls.push(call);
    called.shift()?.();
  });
  return {
    calls,
    nextCall: () => new Promise<void>((resolve) => called.push(resolve)),
    answer: (answer: unknown) => port.postMessage(answer),
  };
}

let channel: MessageChannel;
beforeEach(() => {
  channel = new MessageChannel();
});
afterEach(() => {
  channel.port1.close();
  channel.port2.close();
});

describe("a page's service calls from its worker", () => {
  it('sends each call and resolves it with its answer', async () => {
    const thread = acceptingThread(channel.port1);
    const fetchService = portFetchService(channel.port2);
    const sent = thread.nextCall();
    const answer = fetchService('/service/a', { 'x-a': '1' }, { shareForS: 60 });
    await sent;
    expect(thread.calls).toEqual([
      { id: 0, path: '/service/a', headers: { 'x-a': '1' }, shareForS: 60 },
    ]);
    thread.answer({ id: 0, status: 200, body: { a: 1 } });
    await expect(answer).resolves.toEqual({ status: 200, body: { a: 1 } });
  });

  it('fails the call a malformed answer names with why, and leaves the others waiting', async () => {
    const thread = acceptingThread(channel.port1);
    const fetchService = portFetchService(channel.port2);
    const sent = thread.nextCall().then(thread.nextCall);
    const first = fetchService('/service/a');
    const second = fetchService('/service/b');
    await sent;
    thread.answer({ id: 0, status: 'fine', body: {} });
    await expect(first).rejects.toThrow('a service answer is malformed (status: expected number)');
    thread.answer({ id: 1, status: 204, body: null });
    await expect(second).resolves.toEqual({ status: 204, body: null });
  });

  it('fails every waiting call when a malformed answer names none', async () => {
    const thread = acceptingThread(channel.port1);
    const fetchService = portFetchService(channel.port2);
    const sent = thread.nextCall().then(thread.nextCall);
    const calls = [fetchService('/service/a'), fetchService('/service/b')];
    await sent;
    thread.answer('hello');
    for (const call of calls)
      await expect(call).rejects.toThrow(
        'a service answer is malformed (the message: expected object)',
      );
  });
});
