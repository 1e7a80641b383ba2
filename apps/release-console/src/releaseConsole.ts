import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import * as z from 'zod/mini';
import {
  COOKIE_NAMES,
  REMOTE_NAMES,
  SITES,
  type RemoteName,
  type Site,
} from '@storefront/contracts';
import {
  type RegistryScope,
  type ReleaseStore,
  type ReleaseVitals,
  endCanary,
  promoteCanary,
  rollbackRelease,
} from '@storefront/releases';
import { consolePage, escapeHtml, type RemoteView, type ScopeRow } from './consolePage';
import { CHART_MINUTES, healthChart, type MinuteHealth } from './healthChart';

export const RELEASE_CONSOLE_PATH = '/staff/releases';

/** Prepares a release on every live host of the environment before the registry switches to it; throws naming a host that could not. */
export type PrepareRollback = (remote: RemoteName, release: string) => Promise<void>;
/** One process without a fleet: the release is prepared by the page that first needs it. */
const preparedNowhere: PrepareRollback = async () => undefined;
/** The newest changes the console lists per remote. */
const CONSOLE_CHANGES_SHOWN = 8;

/** The staff member a request is signed in as. */
export interface ConsoleStaff {
  name: string;
  username: string;
}

/**
 * What the console takes from the server that mounts it: the release store and its environment,
 * and the storefront's own staff accounts, anti-forgery check and shoppers' health, which are the
 * API's (the console knows no database and no token).
 */
export interface ReleaseConsoleOptions {
  /** The release store the canaries are judged in. */
  store: ReleaseStore;
  environment: string;
  /** The staff member behind the request's staff token (the preview panel's accounts), or none. */
  staffOf(request: FastifyRequest): Promise<ConsoleStaff | undefined>;
  /** Whether a form post comes from this origin and `token` repeats its anti-forgery cookie. */
  isOwnFormPost(request: FastifyRequest, token: unknown): boolean;
  /** A release's shoppers per minute over the last `minutes`, oldest first (the chart). */
  healthPerMinute(
    remote: RemoteName,
    release: string,
    now: Date,
    minutes: number,
  ): Promise<MinuteHealth[]>;
  /** With a fleet, a roll-back's release prepared on every live host first; none in one process. */
  prepare?: PrepareRollback;
  /** Each shopper's worst INP and LCP of a release since a time, on a site or every site (the verdict's evidence). */
  vitalsSince?: (
    remote: RemoteName,
    release: string,
    since: Date,
    site?: Site,
  ) => Promise<ReleaseVitals>;
}

const ActionSchema = z.object({
  csrf: z.string().check(z.maxLength(256)),
  action: z.enum(['promote', 'rollback']),
  remote: z.enum(REMOTE_NAMES),
  site: z.union([z.literal(''), z.enum(SITES)]),
});

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .headers(SECURITY_HEADERS)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Release console | Storefront</title></head><body><main><h1>Release console</h1><p>${escapeHtml(message)}</p><p><a href="/staff/login?returnTo=${encodeURIComponent(RELEASE_CONSOLE_PATH)}">Staff login</a></p></main></body></html>`,
    );
}

/**
 * The release console for staff, `/staff/releases`: the same staff accounts and
 * tokens as the preview panel (`staffOf`: PreviewAuth or ToolAuth); anyone else, shoppers
 * included, gets 401. Its promote and roll-back forms post with the page's anti-forgery token
 * (double-submit of the csrf cookie, as the logout form) from this origin only; a forged post is
 * refused with 403 and changes nothing. A roll-back is prepared on every live host before the
 * switch, as `./storefront rollback` does (`prepare`): a host that cannot prepare
 * the release refuses it, the registry stays, and the console says which host and why.
 */
export const releaseConsole: FastifyPluginAsync<ReleaseConsoleOptions> = async (
  app,
  {
    store,
    environment,
    staffOf,
    isOwnFormPost,
    healthPerMinute,
    prepare = preparedNowhere,
    vitalsSince,
  },
) => {
  const views = async (now: Date): Promise<RemoteView[]> => {
    const scopes: RegistryScope[] = [
      { environment },
      ...SITES.map((site) => ({ environment, site })),
    ];
    const registries = await Promise.all(
      scopes.map(async (scope) => ({
        scope,
        registry: await store.registry(scope),
        canaries: await store.canaries(scope),
      })),
    );
    return Promise.all(
      REMOTE_NAMES.map(async (remote: RemoteName) => {
        const rows: ScopeRow[] = registries
          .filter(
            ({ scope, registry, canaries }) =>
              !scope.site || registry[remote] !== undefined || canaries[remote] !== undefined,
          )
          .map(({ scope, registry, canaries }) => ({
            site: scope.site ?? null,
            live: registry[remote] ?? null,
            canary: canaries[remote],
          }));
        // A canary's evidence over the same minutes for both releases, as the verdict reads it.
        for (const row of rows) {
          const canary = row.canary;
          if (!canary || !vitalsSince) continue;
          const site = row.site ?? undefined;
          row.vitals = {
            canary: await vitalsSince(remote, canary.release, canary.since, site),
            live: await vitalsSince(remote, row.live ?? 'local', canary.since, site),
          };
        }
        const changes = (
          await Promise.all(
            scopes.map(async (scope) =>
              (await store.history(remote, scope)).map((change) => ({
                ...change,
                site: scope.site ?? null,
              })),
            ),
          )
        )
          .flat()
          .sort((a, b) => b.at.getTime() - a.at.getTime())
          .slice(0, CONSOLE_CHANGES_SHOWN);
        const releases = new Set(
          rows.flatMap((row) => [row.live ?? 'local', ...(row.canary ? [row.canary.release] : [])]),
        );
        const charts = new Map<string, string>();
        for (const release of releases)
          charts.set(
            release,
            healthChart(release, await healthPerMinute(remote, release, now, CHART_MINUTES), now),
          );
        return { remote, rows, changes, charts };
      }),
    );
  };
  const csrfOf = (request: FastifyRequest) =>
    request.cookies[`__Host-${COOKIE_NAMES.csrf}`] ?? request.cookies[COOKIE_NAMES.csrf] ?? '';

  // The page's forms carry the anti-forgery cookie the storefront's pages set: read it here too
  // when the server that mounts the console does not parse cookies itself.
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  await app.register(formBody, { bodyLimit: 8 * 1024 });
  app.get(RELEASE_CONSOLE_PATH, async (request, reply) => {
    const staff = await staffOf(request);
    if (!staff)
      return refuse(reply, 401, 'Staff login required: the release console is for staff only.');
    const csrf = csrfOf(request);
    if (!csrf)
      return refuse(
        reply,
        403,
        'Open any storefront page first (it gives this browser its anti-forgery token), then come back.',
      );
    const message =
      typeof (request.query as { done?: unknown }).done === 'string'
        ? String((request.query as { done: string }).done).slice(0, 300)
        : undefined;
    // The page's one style sheet, allowed by its nonce (large enough buttons: WCAG 2.2 target size).
    const nonce = crypto.randomBytes(16).toString('base64');
    return reply
      .headers({
        ...SECURITY_HEADERS,
        'content-security-policy': `${SECURITY_HEADERS['content-security-policy']}; style-src 'nonce-${nonce}'`,
      })
      .type('text/html; charset=utf-8')
      .send(
        consolePage({
          nonce,
          staffName: staff.name,
          csrf,
          environment,
          views: await views(new Date()),
          ...(message ? { message } : {}),
        }),
      );
  });
  app.post(`${RELEASE_CONSOLE_PATH}/action`, async (request, reply) => {
    const staff = await staffOf(request);
    if (!staff)
      return refuse(reply, 401, 'Staff login required: the release console is for staff only.');
    const form = ActionSchema.safeParse(request.body ?? {});
    if (
      !isOwnFormPost(
        request,
        form.success ? form.data.csrf : (request.body as { csrf?: unknown } | undefined)?.csrf,
      )
    )
      return refuse(
        reply,
        403,
        'Refused: the form did not come from this console (its anti-forgery token is missing or wrong). Nothing changed.',
      );
    if (!form.success)
      return refuse(
        reply,
        400,
        'Refused: the form names no known action, remote or site. Nothing changed.',
      );
    const { action, remote, site } = form.data;
    const registryScope: RegistryScope = { environment, ...(site ? { site: site as Site } : {}) };
    const author = {
      actor: `${staff.name} (${staff.username}, release console)`,
      reason: 'from the release console',
      commit: '',
    };
    try {
      const canary = (await store.canaries(registryScope))[remote];
      // A canary's release was prepared when it was deployed, and ending it returns to the live one.
      const change =
        action === 'promote'
          ? await promoteCanary(store, remote, registryScope, author)
          : canary
            ? await endCanary(store, remote, registryScope, author)
            : await rollbackRelease(store, remote, registryScope, author, undefined, (release) =>
                prepare(remote, release),
              );
      const done = `${remote} on ${site || environment}: ${change.kind} to ${change.release ?? 'the previous release'}.`;
      return reply.redirect(`${RELEASE_CONSOLE_PATH}?${new URLSearchParams({ done })}`, 303);
    } catch (error) {
      return refuse(reply, 409, error instanceof Error ? error.message : String(error));
    }
  });
};
