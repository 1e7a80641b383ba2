import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { ServerRequestContext } from '@storefront/contracts';
import { answerServiceCalls } from './serviceCalls';

/** The worker's end of a page's port: sends calls and collects the answers. */
function worker(port: MessagePort) {
  const answers: unknown[] = [];
  const waiting: (() => void)[] = [];
  port.on('message', (answer: unknown) => {
    answers.push(answer);
    waiting.shift()?.();
  });
  return {
    answers,
    call: (message: unknown) => {
      const answered = new Promise<void>((resolve) => waiting.push(resolve));
      port.postMessage(message);
      return answered;
    },
  };
}

let channel: MessageChannel;
const asked: Parameters<ServerRequestContext['fetchService']>[] = [];
const fetchService: ServerRequestContext['fetchService'] = async (...args) => {
  asked.push(args);
  return { status: 200, body: { path: args[0] } };
};
beforeEach(() => {
  channel = new MessageChannel();
  asked.length = 0;
  answerServiceCalls(channel.port1, fetchService);
});
afterEach(() => {
  channel.port1.close();
  channel.port2.close();
});

describe("the accepting thread answering a page's service calls", () => {
  it('asks the page’s fetchService and answers with its status and body', async () => {
    const page = worker(channel.port2);
    await page.call({ id: 3, path: '/service/a', headers: { 'x-a': '1' }, shareForS: 30 });
    expect(asked).toEqual([['/service/a', { 'x-a': '1' }, { shareForS: 30 }]]);
    expect(page.answers).toEqual([{ id: 3, status: 200, body: { path: '/service/a' } }]);
  });

  it('refuses a malformed call with why, asking nothing', async () => {
    const page = worker(channel.port2);
    await page.call({ id: 4, path: '/service/a', headers: { 'x-a': 1 } });
    await page.call({ id: 5, path: 'x'.repeat(3000), headers: {} });
    expect(asked).toEqual([]);
    expect(page.answers).toEqual([
      { id: 4, error: 'a service call is malformed (headers.x-a: expected string)' },
      { id: 5, error: 'a service call is malformed (path: longer than 2048)' },
    ]);
  });

  it('drops a call without a readable id, and still answers the next one', async () => {
    const page = worker(channel.port2);
    channel.port2.postMessage({ id: 'x', path: '/service/a', headers: {} });
    await page.call({ id: 6, path: '/service/b', headers: {} });
    expect(asked).toEqual([['/service/b', {}, {}]]);
    expect(page.answers).toEqual([{ id: 6, status: 200, body: { path: '/service/b' } }]);
  });
});
