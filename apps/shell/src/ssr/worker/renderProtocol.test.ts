/** @jest-environment node */
import { MessageChannel } from 'node:worker_threads';
import { requestContext } from '@storefront/testing';
import { STRANGER_HOME_STATE } from '../../state/initialState';
import { createProgressBuffer } from '../renderProgress';
import {
  MalformedMessage,
  PageTaskOutcomeSchema,
  readMessage,
  RenderTaskSchema,
  ServiceAnswerSchema,
  ServiceCallSchema,
  SlotTaskOutcomeSchema,
  WorkerStartSchema,
  WorkerWarmSchema,
} from './renderProtocol';

const release = {
  manifestUrl: '/remotes/footer/mf-manifest.json',
  serverEntry: '/x/remoteEntry.js',
};
const { fetchService: _noService, ...context } = requestContext();

const channels: MessageChannel[] = [];
afterAll(() => channels.forEach(({ port1, port2 }) => (port1.close(), port2.close())));
function pageTask() {
  const channel = new MessageChannel();
  channels.push(channel);
  return {
    kind: 'page',
    startedAt: 1,
    progress: createProgressBuffer(),
    state: STRANGER_HOME_STATE,
    nonce: 'n',
    context,
    releases: { footer: release },
    skip: ['footer/Footer'],
    port: channel.port2,
  };
}
const slotTask = () => ({
  kind: 'slot',
  startedAt: 1,
  progress: createProgressBuffer(),
  slot: 'footer/Footer',
  release,
  site: 'DE',
  locale: 'de-DE',
  props: {},
});
const pageResult = () => ({
  state: { slots: { 'footer/Footer': 'rendered' }, serverData: {} },
  html: new Uint8Array([60]),
  problems: [],
  slotDurationsMs: { 'footer/Footer': 3 },
});

/** Each message kind: one as its sender writes it, and malformed ones with the problem their refusal must name. */
const KINDS = [
  {
    what: "a render worker's start data",
    schema: WorkerStartSchema,
    good: () => ({ serverEntryFile: '/x/entry.js', live: [{ footer: release }] }),
    bad: [
      [{ serverEntryFile: '/x/entry.js', live: [{ footer: { manifestUrl: 1 } }] }, 'live.0.footer'],
      [{ live: [] }, 'serverEntryFile'],
    ],
  },
  {
    what: 'a warm message',
    schema: WorkerWarmSchema,
    good: () => ({ renderWorkerWarm: true }),
    bad: [[{ renderWorkerWarm: 'yes' }, 'renderWorkerWarm']],
  },
  {
    what: 'a page task',
    schema: RenderTaskSchema,
    good: pageTask,
    bad: [
      [{ ...pageTask(), progress: new ArrayBuffer(24) }, 'progress: expected'],
      [{ ...pageTask(), progress: new SharedArrayBuffer(4) }, 'progress: expected'],
      [{ ...pageTask(), port: {} }, 'port: expected'],
      [{ ...pageTask(), skip: ['Footer'] }, 'skip.0: expected a slot'],
      [{ ...pageTask(), context: { ...context, site: 'XX' } }, 'context.site: expected "DE" or'],
      [{ ...pageTask(), state: { ...STRANGER_HOME_STATE, pageType: 'nope' } }, 'state.pageType'],
      [{ ...pageTask(), kind: 'book' }, 'kind: No matching discriminator'],
    ],
  },
  {
    what: 'a slot task',
    schema: RenderTaskSchema,
    good: slotTask,
    bad: [
      [{ ...slotTask(), slot: 42 }, 'slot: expected a slot'],
      [{ ...slotTask(), release: undefined }, 'release: expected object'],
      [{ ...slotTask(), props: 'x' }, 'props'],
    ],
  },
  {
    what: "a page task's outcome",
    schema: PageTaskOutcomeSchema,
    good: () => ({ ok: true, value: pageResult() }),
    bad: [
      [{ ok: true, value: { ...pageResult(), html: '<p>' } }, 'value.html: expected'],
      [{ ok: true, value: { ...pageResult(), slotDurationsMs: { a: -1 } } }, 'slotDurationsMs.a'],
      [
        { ok: true, value: { ...pageResult(), state: { slots: { a: 'great' }, serverData: {} } } },
        'value.state.slots.a',
      ],
      [{ ok: false }, 'message: expected string'],
      [{ value: pageResult() }, 'ok'],
    ],
  },
  {
    what: "a slot task's outcome",
    schema: SlotTaskOutcomeSchema,
    good: () => ({ ok: true, value: { html: '<footer></footer>' } }),
    bad: [[{ ok: true, value: { html: new Uint8Array() } }, 'value.html']],
  },
  {
    what: 'a service call',
    schema: ServiceCallSchema,
    good: () => ({ id: 0, path: '/service/x', headers: {}, shareForS: 60 }),
    bad: [
      [{ id: -1, path: '/service/x', headers: {} }, 'id: less than 0'],
      [{ id: 1.5, path: '/service/x', headers: {} }, 'id'],
      [{ id: 1, path: 'x'.repeat(2049), headers: {} }, 'path'],
      [{ id: 1, path: '/service/x', headers: { a: 1 } }, 'headers.a'],
    ],
  },
  {
    what: 'a service answer',
    schema: ServiceAnswerSchema,
    good: () => ({ id: 0, status: 200, body: { a: 1 } }),
    bad: [
      [{ id: 'one', status: 200, body: {} }, 'id'],
      [{ id: 1, error: 7 }, 'error: expected string'],
      [null, 'the message: expected object'],
    ],
  },
] as const;

describe('the render protocol', () => {
  it.each(KINDS)('reads $what as its sender writes it', ({ what, schema, good }) => {
    expect(() => readMessage(schema, what, good())).not.toThrow();
  });

  it.each(KINDS)(
    'refuses $what that is malformed, naming it and what is wrong',
    ({ what, schema, bad }) => {
      for (const [message, problem] of bad) {
        const refusal = (() => {
          try {
            readMessage(schema, what, message);
          } catch (error) {
            return error;
          }
          return undefined;
        })();
        expect(refusal).toBeInstanceOf(MalformedMessage);
        expect((refusal as Error).message).toContain(`${what} is malformed (`);
        expect((refusal as Error).message).toContain(problem);
      }
    },
  );

  it('hands the page task on as sent: its port and progress cells are the ones the pool holds', () => {
    const task = pageTask();
    const read = readMessage(RenderTaskSchema, 'a page task', task);
    expect(read.kind === 'page' && read.port).toBe(task.port);
    expect(read.progress).toBe(task.progress);
  });
});
