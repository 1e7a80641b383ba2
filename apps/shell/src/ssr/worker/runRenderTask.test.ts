/** @jest-environment node */
import { once } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import { createProgressBuffer, readProgress } from '../renderProgress';
import { runRenderTask, warmUp } from './runRenderTask';

describe('a render worker handed what the render protocol does not allow', () => {
  it('answers a malformed task with why, without starting it, and closes its service port', async () => {
    const { port1, port2 } = new MessageChannel();
    const closed = once(port1, 'close');
    const progress = createProgressBuffer();
    const outcome = await runRenderTask({
      kind: 'page',
      startedAt: Date.now(),
      progress,
      port: port2,
      nonce: 'n',
    });
    expect(outcome).toEqual({
      ok: false,
      message: expect.stringMatching(/^the render task is malformed \(state: expected object/),
    });
    await closed;
    expect(readProgress(progress, Date.now()).started).toBe(false);
  });

  it('answers a task of no known kind with why', async () => {
    expect(await runRenderTask({ kind: 'book' })).toEqual({
      ok: false,
      message: 'the render task is malformed (kind: No matching discriminator)',
    });
  });

  it('refuses start data without its live releases, naming them', async () => {
    await expect(warmUp({ serverEntryFile: '/x/entry.js', live: {} })).rejects.toThrow(
      "the render worker's start data is malformed (live: expected array)",
    );
  });
});
