import * as z from 'zod/mini';
import { SLOT_OUTCOMES, type ServerRequestContext } from '@storefront/contracts';
import { ReleaseLocationSchema, ReleaseLocationsSchema, type PageTask } from '@storefront/shell';

/**
 * What crosses between the document server and its render process (./renderProcess.ts and
 * ./renderProcessMain.ts) over the IPC channel, one schema per message. The render process runs
 * other teams' code in its workers, so the document server reads each message it receives by its
 * schema; a message it does not understand is dropped and logged, never trusted.
 *
 * Server → process: start, the live releases, a page or a slot to render, a page's service
 * answers, ping, close. Process → server: ready, pong (its memory and worker generation), a
 * page's service calls, each task's outcome, the pool's warnings and worker starts.
 */

const id = () => z.number().check(z.int(), z.gte(0));
const bounded = (length: number) => z.string().check(z.maxLength(length));

export const RenderProcessStartSchema = z.object({
  type: z.literal('start'),
  serverEntryFile: z.string(),
  threads: z.number().check(z.int(), z.gte(1)),
  heapMb: z.optional(z.number()),
  taskDeadlineMs: z.optional(z.number()),
  queueDeadlineMs: z.optional(z.number()),
  live: z.array(ReleaseLocationsSchema),
});
export type RenderProcessStart = z.infer<typeof RenderProcessStartSchema>;

/**
 * A page's state and request context cross as the document server built them and are typed here,
 * not parsed twice: the worker reads both by the render protocol's schemas (PageTaskSchema), which
 * is where a message the document server did not mean would be refused.
 */
const isObject = (value: unknown) => typeof value === 'object' && value !== null;
const PageStateSchema = z.custom<PageTask['state']>(isObject);
/** ServerRequestContext without `fetchService`, which is the IPC channel's. */
const PageContextSchema = z.custom<Omit<ServerRequestContext, 'fetchService'>>(isObject);

export const ToProcessSchema = z.discriminatedUnion('type', [
  RenderProcessStartSchema,
  z.object({ type: z.literal('live'), live: z.array(ReleaseLocationsSchema) }),
  z.object({ type: z.literal('keep-in-step'), releases: ReleaseLocationsSchema }),
  z.object({
    type: z.literal('page'),
    id: id(),
    state: PageStateSchema,
    nonce: z.string(),
    context: PageContextSchema,
    releases: ReleaseLocationsSchema,
  }),
  z.object({
    type: z.literal('slot'),
    id: id(),
    slot: z.string(),
    release: ReleaseLocationSchema,
    site: z.string(),
    locale: z.string(),
    props: z.record(z.string(), z.unknown()),
  }),
  z.object({
    type: z.literal('answer'),
    page: id(),
    call: id(),
    status: z.optional(z.number()),
    body: z.optional(z.unknown()),
    error: z.optional(z.string()),
  }),
  /** The CPU milliseconds of each of the process's threads, by kernel id (it may not read /proc itself). */
  z.object({ type: z.literal('thread-cpu'), cpuMs: z.record(z.string(), z.number()) }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('close') }),
]);
export type ToProcess = z.infer<typeof ToProcessSchema>;

const ProblemSchema = z.object({
  slot: z.optional(bounded(200)),
  stage: bounded(200),
  message: bounded(10_000),
});

export const FromProcessSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('pong'),
    rssBytes: z.number().check(z.gte(0)),
    generation: id(),
  }),
  z.object({
    type: z.literal('call'),
    page: id(),
    call: id(),
    path: bounded(2048),
    headers: z.record(bounded(256), bounded(4096)),
    shareForS: z.optional(z.number().check(z.gte(0))),
  }),
  z.object({
    type: z.literal('page-done'),
    id: id(),
    slots: z.record(z.string(), z.enum(SLOT_OUTCOMES)),
    serverData: z.record(z.string(), z.unknown()),
    html: z.instanceof(Uint8Array<ArrayBufferLike>),
    problems: z.array(ProblemSchema),
    slotDurationsMs: z.record(z.string(), z.number().check(z.gte(0))),
  }),
  z.object({ type: z.literal('page-failed'), id: id(), message: bounded(10_000) }),
  z.object({
    type: z.literal('slot-done'),
    id: id(),
    ok: z.boolean(),
    html: z.optional(z.string()),
    loss: z.optional(z.enum(['deadline', 'memory', 'exit'])),
    message: z.optional(bounded(10_000)),
  }),
  z.object({
    type: z.literal('log'),
    message: bounded(10_000),
    details: z.record(z.string(), z.unknown()),
  }),
  z.object({ type: z.literal('worker-started') }),
]);
export type FromProcess = z.infer<typeof FromProcessSchema>;
