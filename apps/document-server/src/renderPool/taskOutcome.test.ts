import {
  createProgressBuffer,
  PageTaskOutcomeSchema,
  SlotTaskOutcomeSchema,
} from '@storefront/shell';
import { readOutcome, TaskFailed, TaskLost, valueOf, workerEnded } from './taskOutcome';

describe("the pool reading a worker's answer", () => {
  it('takes a slot’s markup from a well-formed outcome', () => {
    expect(
      valueOf(readOutcome(SlotTaskOutcomeSchema, 'a slot', { ok: true, value: { html: '<p>' } })),
    ).toEqual({ html: '<p>' });
  });

  it('fails the task with why when the worker answers a malformed page, never with the answer', () => {
    const read = () =>
      readOutcome(PageTaskOutcomeSchema, "the render worker's page", {
        ok: true,
        value: { state: {}, html: 'not bytes', problems: [], slotDurationsMs: {} },
      });
    expect(read).toThrow(TaskFailed);
    expect(read).toThrow(
      /^the render worker's page is malformed \(value\.state\.slots: expected record/,
    );
  });

  it('fails the task with the reason its worker gave', () => {
    expect(() => valueOf({ ok: false, message: 'the shell could not render' })).toThrow(
      new TaskFailed('the shell could not render'),
    );
  });

  it('tells a worker out of its heap from one a remote ended', () => {
    const task = { progress: createProgressBuffer(), startedAt: Date.now() };
    const memory = workerEnded(
      Object.assign(new Error('heap'), { code: 'ERR_WORKER_OUT_OF_MEMORY' }),
      task,
    );
    const exit = workerEnded(new Error('exited'), task);
    expect([memory, exit].every((lost) => lost instanceof TaskLost)).toBe(true);
    expect([memory.loss, memory.message, exit.loss]).toEqual(['memory', 'heap', 'exit']);
  });
});
