import { MessagePort } from 'node:worker_threads';
import {
  InitialStateSchema,
  LOCALES,
  PAGE_TYPES,
  PLATFORMS,
  REMOTE_NAMES,
  SITES,
  SLOT_OUTCOMES,
  z,
} from '@storefront/contracts';
import type { SlotKey } from '../../slots/slotEnvironment';
import { PROGRESS_BYTES } from '../renderProgress';

/**
 * Everything that crosses between the document server's render pool (the accepting thread) and
 * its render workers (this bundle's runRenderTask.ts), one schema per message, each side checking
 * what it receives: a worker runs other teams' code, and a message the other side did not mean
 * ends that one task with an error that says what was wrong, never the pool.
 *
 * Pool → worker: the start data (WorkerStart, a worker's `workerData`), the tasks (PageTask,
 * SlotTask; structured clone), a page's service answers (ServiceAnswer, over the task's port).
 * Worker → pool: warm (WorkerWarm, once its live releases are loaded), each task's outcome
 * (PageTaskOutcome, SlotTaskOutcome), a page's service calls (ServiceCall, over the task's port),
 * and its progress: the task's SharedArrayBuffer, whose cells ../renderProgress.ts lays out.
 *
 * It lives in the shell, behind its server interface: the worker's side is the shell's server
 * bundle, and the messages speak its words (slots, the page state); the document server takes
 * them through `@storefront/shell` as the rest, so the arrow stays document server → shell. The
 * schemas use contracts' `z`, the zod/mini builders this bundle shares with every remote.
 */

/** A message that does not match its schema: what it was and what was wrong with it. */
export class MalformedMessage extends Error {
  override readonly name = 'MalformedMessage';
}

/** At most this many of a message's problems are named: enough to find the fault. */
const PROBLEMS_NAMED = 3;

/** The message as its schema reads it, or MalformedMessage naming `what` and its first problems. */
export function readMessage<S extends z.ZodMiniType>(
  schema: S,
  what: string,
  message: unknown,
): z.infer<S> {
  const read = schema.safeParse(message);
  if (read.success) return read.data;
  const problems = problemsOf(read.error.issues).slice(0, PROBLEMS_NAMED);
  throw new MalformedMessage(`${what} is malformed (${problems.join('; ')})`);
}

/** What zod reports of a message, as much as its naming needs (zod/mini carries no texts of its own). */
interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  /** What a size was measured on: a number, or a string's or an array's length. */
  readonly origin?: string;
  /** A union's: each option's own issues. */
  readonly errors?: readonly (readonly Issue[])[];
  /** A discriminated union's, when no option has the discriminator's value. */
  readonly note?: string;
}

/** Each problem as `where: what`; a union's from the option that came closest, which says it best. */
function problemsOf(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    const closest = issue.errors?.length
      ? issue.errors.reduce((best, option) => (option.length < best.length ? option : best))
      : undefined;
    if (closest && closest.length > 0) return problemsOf(closest, path);
    return [`${path.map(String).join('.') || 'the message'}: ${problemText(issue)}`];
  });
}

function problemText(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected ${(issue.values ?? []).map((value) => JSON.stringify(value)).join(' or ')}`;
    case 'too_big':
      return `${issue.origin === 'number' ? 'more' : 'longer'} than ${String(issue.maximum)}`;
    case 'too_small':
      return `${issue.origin === 'number' ? 'less' : 'shorter'} than ${String(issue.minimum)}`;
    default:
      return issue.note ?? issue.message;
  }
}

/**
 * A value only a test can prove (a class instance, a slot's name): contracts' `z` has no `custom`
 * (the page would ship a builder no remote uses), so an unknown value is refined and its schema
 * typed as what the refinement proves.
 */
function proven<T>(proves: (value: unknown) => value is T, expected: string): z.ZodMiniType<T> {
  return z.unknown().check(z.refine(proves, { error: `expected ${expected}` })) as z.ZodMiniType<T>;
}

const SlotKeySchema = proven(
  (value): value is SlotKey => typeof value === 'string' && /^[^/]+\/[^/]+$/.test(value),
  'a slot (remote/Module)',
);
const ProgressSchema = proven(
  (value): value is SharedArrayBuffer =>
    value instanceof SharedArrayBuffer && value.byteLength === PROGRESS_BYTES,
  `the task's progress cells (a SharedArrayBuffer of ${PROGRESS_BYTES} bytes)`,
);
const PortSchema = proven(
  (value): value is MessagePort => value instanceof MessagePort,
  "the page's service port (a MessagePort)",
);
const MarkupSchema = proven(
  (value): value is Uint8Array => value instanceof Uint8Array,
  "the body's markup as bytes (a Uint8Array)",
);
const count = () => z.number().check(z.int(), z.gte(0));

/** Where one remote's release is: its registry entry (the browser's manifest) and its server container file. */
export const ReleaseLocationSchema = z.object({ manifestUrl: z.string(), serverEntry: z.string() });
export type ReleaseLocation = z.infer<typeof ReleaseLocationSchema>;
export const ReleaseLocationsSchema = z.partialRecord(z.enum(REMOTE_NAMES), ReleaseLocationSchema);
export type ReleaseLocations = z.infer<typeof ReleaseLocationsSchema>;

/** A worker's `workerData`: the shell's server bundle it runs, and the releases live when its pool started (loaded first). */
export const WorkerStartSchema = z.object({
  serverEntryFile: z.string(),
  live: z.array(ReleaseLocationsSchema),
});
export type WorkerStart = z.infer<typeof WorkerStartSchema>;

/** What a worker posts to the pool once it has loaded the live releases (recycled workers take over after every one has). */
export const WORKER_WARM = { renderWorkerWarm: true } as const;
export const WorkerWarmSchema = z.object({ renderWorkerWarm: z.literal(true) });

const TaskBaseShape = {
  /** Date.now() when the task was handed over: the heartbeat counts from it. */
  startedAt: z.number(),
  progress: ProgressSchema,
};

/** What a page's loaders learn of the request (ServerRequestContext without its `fetchService`, which is the port). */
const RequestContextSchema = z.object({
  site: z.enum(SITES),
  locale: z.enum(LOCALES),
  platform: z.enum(PLATFORMS),
  pageType: z.enum(PAGE_TYPES),
  reduced: z.boolean(),
  path: z.string(),
  query: z.string(),
  userAgent: z.optional(z.string()),
  cookies: z.record(z.string(), z.string()),
  loginId: z.optional(z.string().check(z.maxLength(256))),
  staff: z.optional(z.boolean()),
});

/** One page: the shell's tree with every slot the page renders on the server. */
export const PageTaskSchema = z.object({
  kind: z.literal('page'),
  ...TaskBaseShape,
  state: InitialStateSchema,
  nonce: z.string(),
  context: RequestContextSchema,
  releases: ReleaseLocationsSchema,
  /** Slots rendered as their fallback without running their code (quarantined on this host). */
  skip: z.array(SlotKeySchema),
  /** The page's service calls go over this port to the accepting thread (ServiceCall → ServiceAnswer). */
  port: PortSchema,
});
export type PageTask = z.infer<typeof PageTaskSchema>;

/**
 * One slot of one release rendered alone with sample props (the deploy gate and the preparation
 * before a switch): its `loadServerData` runs with a service that answers nothing, then its
 * component renders with the remote's texts.
 */
export const SlotTaskSchema = z.object({
  kind: z.literal('slot'),
  ...TaskBaseShape,
  slot: SlotKeySchema,
  release: ReleaseLocationSchema,
  site: z.enum(SITES),
  locale: z.enum(LOCALES),
  props: z.record(z.string(), z.unknown()),
});
export type SlotTask = z.infer<typeof SlotTaskSchema>;

export const RenderTaskSchema = z.discriminatedUnion('kind', [PageTaskSchema, SlotTaskSchema]);
export type RenderTask = z.infer<typeof RenderTaskSchema>;

/**
 * What a page's worker hands back: only what the render adds (the markup, each slot's outcome and
 * data, the problems for the log); the rest of the page state stays the accepting thread's own.
 */
export const PageTaskResultSchema = z.object({
  state: z.object({
    slots: z.record(z.string(), z.enum(SLOT_OUTCOMES)),
    serverData: z.record(z.string(), z.unknown()),
  }),
  /**
   * The body's markup as React encoded it (UTF-8), in a buffer of its own that the worker hands
   * over instead of copying (renderWorker.cjs): decoding it to a string, cloning that string to
   * the accepting thread and encoding it again for the socket cost about a tenth of a render.
   */
  html: MarkupSchema,
  problems: z.array(
    z.object({ slot: z.optional(z.string()), stage: z.string(), message: z.string() }),
  ),
  /**
   * Each server-rendered slot's own time in ms, by slot: its module load and `loadServerData` in the
   * worker (PreparedSlots.durationsMs), or, for a slot whose code cost its worker, the time from the
   * task's start to that loss (renderPool.ts). The metrics observe it per remote and release.
   */
  slotDurationsMs: z.record(z.string(), z.number().check(z.gte(0))),
});
export type PageTaskResult = z.infer<typeof PageTaskResultSchema>;

export const SlotTaskResultSchema = z.object({ html: z.string() });
export type SlotTaskResult = z.infer<typeof SlotTaskResultSchema>;

/** A task's answer: its value, or why it failed (a worker that was lost answers nothing). */
const outcomeOf = <V extends z.ZodMiniType>(value: V) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), message: z.string() }),
  ]);
export const PageTaskOutcomeSchema = outcomeOf(PageTaskResultSchema);
export const SlotTaskOutcomeSchema = outcomeOf(SlotTaskResultSchema);
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A page's service call from its worker: the worker runs other teams' code, so its size is bounded. */
export const ServiceCallSchema = z.object({
  id: count(),
  path: z.string().check(z.maxLength(2048)),
  headers: z.record(z.string().check(z.maxLength(256)), z.string().check(z.maxLength(4096))),
  shareForS: z.optional(z.number().check(z.gte(0))),
});
export type ServiceCall = z.infer<typeof ServiceCallSchema>;

/** The accepting thread's answer to one service call: the API's status and body, or why it could not ask. */
export const ServiceAnswerSchema = z.union([
  z.object({ id: count(), status: count(), body: z.unknown() }),
  z.object({ id: count(), error: z.string() }),
]);
export type ServiceAnswer = z.infer<typeof ServiceAnswerSchema>;

/** The call a malformed message was about, when its id can still be read (so that call alone fails). */
export function callIdOf(message: unknown): number | undefined {
  const id = (message as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : undefined;
}
