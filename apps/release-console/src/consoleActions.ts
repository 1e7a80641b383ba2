import * as z from 'zod/mini';
import { REMOTE_NAMES, SITES, type RemoteName, type Site } from '@storefront/contracts';
import { CANARY_PERCENT_MAX, CANARY_PERCENT_MIN, RELEASE_ID } from '@storefront/releases';

/** Where the console lives on the release service's origin. */
export const CONSOLE_PATH = '/console';

/** Every change the console makes: what the release command does, but the upload. */
export const CONSOLE_ACTIONS = [
  'promote',
  'end-canary',
  'rollback',
  'rollback-to',
  'share',
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/** One action on one scope, as the confirm step shows it and the action route runs it. */
export interface ConsoleRequest {
  action: ConsoleAction;
  remote: RemoteName;
  /** null: the environment's own registry. */
  site: Site | null;
  /** rollback-to's release; promote's and share's canary in the status line. */
  release?: string | undefined;
  /** share's new share of shoppers. */
  percent?: number | undefined;
}

const RequestSchema = z.object({
  action: z.enum(CONSOLE_ACTIONS),
  remote: z.enum(REMOTE_NAMES),
  site: z.union([z.literal(''), z.enum(SITES)]),
  release: z.optional(z.union([z.literal(''), z.string().check(z.regex(RELEASE_ID))])),
  percent: z.optional(
    z.coerce.number().check(z.int(), z.gte(CANARY_PERCENT_MIN), z.lte(CANARY_PERCENT_MAX)),
  ),
});

/**
 * The action a form or a status line names, or undefined when any field is unknown or out of range:
 * the console only ever says or does what it composes itself, never text a link carries.
 */
export function consoleRequestOf(fields: unknown): ConsoleRequest | undefined {
  const parsed = RequestSchema.safeParse(fields ?? {});
  if (!parsed.success) return undefined;
  const { action, remote, site, release, percent } = parsed.data;
  if (action === 'rollback-to' && !release) return undefined;
  if (action === 'share' && percent === undefined) return undefined;
  return {
    action,
    remote,
    site: site === '' ? null : site,
    ...(release ? { release } : {}),
    ...(action === 'share' ? { percent } : {}),
  };
}

/** The status line's fields of a done action: what the redirect after it carries. */
export function doneQuery(request: ConsoleRequest): URLSearchParams {
  return new URLSearchParams({
    done: request.action,
    remote: request.remote,
    site: request.site ?? '',
    ...(request.release ? { release: request.release } : {}),
    ...(request.percent !== undefined ? { percent: String(request.percent) } : {}),
  });
}
