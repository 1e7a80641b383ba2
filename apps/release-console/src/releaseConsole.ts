import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import * as z from 'zod/mini';
import { REMOTE_NAMES, SITES, type RemoteName, type Site } from '@storefront/contracts';
import {
  listReleases,
  type ChangeAuthor,
  type RegistryChanges,
  type RegistryScope,
  type ReleaseStore,
  type ReleaseVitals,
} from '@storefront/releases';
import { CONSOLE_PATH, consoleRequestOf, doneQuery, type ConsoleRequest } from './consoleActions';
import {
  confirmPage,
  consolePage,
  doneText,
  loginPage,
  messagePage,
  type RemoteView,
  type ScopeRow,
} from './consolePage';
import { consoleSessions, type ConsoleSessions } from './consoleSessions';
import { CHART_MINUTES, healthChart, type MinuteHealth } from './healthChart';

/** The newest changes the console lists per remote. */
const CONSOLE_CHANGES_SHOWN = 8;
/** The session cookie: HttpOnly, for the console's paths only. */
export const CONSOLE_SESSION_COOKIE = 'console_session';

/** A console account as the console needs it: who, of which team, allowed which remotes. */
export interface ConsoleAccount {
  login: string;
  name: string;
  team: string;
  environment: string;
  /** The remotes this person may change; none: the console is theirs to read only. */
  remotes: readonly RemoteName[];
}

/**
 * What the console takes from the release service that mounts it (apps/release-cli/src/serviceMain.ts):
 * the store, the accounts, the service's changes, and the shoppers' health the storefront's API stores.
 */
export interface ReleaseConsoleOptions {
  store: ReleaseStore;
  environment: string;
  accounts: {
    /** The account of a login while it is not revoked. */
    find(login: string): Promise<ConsoleAccount | undefined>;
    /** Whether `password` is that account's. */
    passwordMatches(login: string, password: string): Promise<boolean>;
  };
  /** The release service's own changes: the console changes nothing by itself. */
  changes: RegistryChanges;
  /** A release's shoppers per minute over the last `minutes`, oldest first (the chart). */
  healthPerMinute(
    remote: RemoteName,
    release: string,
    now: Date,
    minutes: number,
  ): Promise<MinuteHealth[]>;
  /** Each shopper's worst INP and LCP of a release since a time, on a site or every site (the verdict's evidence). */
  vitalsSince?: (
    remote: RemoteName,
    release: string,
    since: Date,
    site?: Site,
  ) => Promise<ReleaseVitals>;
  /** The sessions (a test's clock); else the process's own. */
  sessions?: ConsoleSessions;
}

const LoginSchema = z.object({
  login: z.string().check(z.maxLength(64)),
  password: z.string().check(z.maxLength(256)),
});
const ActionFieldsSchema = z.object({
  form: z.string().check(z.maxLength(128)),
  password: z.string().check(z.maxLength(256)),
});

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};
const CSP =
  "default-src 'none'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The refusal a service change throws (its ServiceRefusal): an HTTP status below 500 and what happened. */
function refusalOf(error: unknown): { status: number; message: string } | undefined {
  const status: unknown = (error as { status?: unknown } | null)?.status;
  return error instanceof Error && typeof status === 'number' && status < 500
    ? { status, message: error.message }
    : undefined;
}

/**
 * The release console on the release service's own origin (docs/architecture/releases.md, "The
 * release console"): its own accounts (a person of a team, never the shop's staff accounts), an
 * in-memory session behind an HttpOnly cookie, a form token bound to the session, and every change
 * confirmed with the person's password. A post from another origin (a storefront page's script
 * included: the service sends no CORS header, so no page of the shop reads a console page or its
 * token) is refused with 403; an account may change its team's remotes only (403 otherwise).
 */
export const releaseConsole: FastifyPluginAsync<ReleaseConsoleOptions> = async (app, options) => {
  const { store, environment, accounts, changes, healthPerMinute, vitalsSince } = options;
  const sessions = options.sessions ?? consoleSessions();

  const views = async (now: Date, account: ConsoleAccount): Promise<RemoteView[]> => {
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
        const published = (await listReleases(store, remote, { environment })).map(
          ({ id, published: at, publisher }) => ({ id, published: at, publisher }),
        );
        return {
          remote,
          rows,
          changes,
          charts,
          releases: published,
          mayChange: account.environment === environment && account.remotes.includes(remote),
        };
      }),
    );
  };

  /** A page of the console, its one style sheet allowed by a nonce (44 px targets: WCAG 2.2). */
  const send = (reply: FastifyReply, status: number, page: (nonce: string) => string) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    return reply
      .code(status)
      .headers({
        ...SECURITY_HEADERS,
        'content-security-policy': `${CSP}; style-src 'nonce-${nonce}'`,
      })
      .type('text/html; charset=utf-8')
      .send(page(nonce));
  };
  const refuse = (reply: FastifyReply, status: number, heading: string, message: string) =>
    send(reply, status, (nonce) => messagePage(nonce, heading, message));

  /** The signed-in account and its session, while both last. */
  const signedIn = async (request: FastifyRequest) => {
    const session = request.cookies[CONSOLE_SESSION_COOKIE];
    const login = sessions.loginOf(session);
    const account = login === undefined ? undefined : await accounts.find(login);
    return session !== undefined && account ? { session, account } : undefined;
  };
  /**
   * Whether a post comes from a page of this origin: the browser's own Origin and Fetch metadata
   * headers, which no page script sets. A storefront page is another origin (another port is
   * another origin, though the same site), so its scripts are refused here.
   */
  const fromThisOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    return (
      (origin === undefined || origin === `${request.protocol}://${request.host}`) &&
      (site === undefined || site === 'same-origin' || site === 'none')
    );
  };
  const signer = (account: ConsoleAccount) => ({
    name: account.name,
    login: account.login,
    team: account.team,
  });
  const toLogin = (reply: FastifyReply) => reply.redirect(`${CONSOLE_PATH}/login`, 303);

  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  await app.register(formBody, { bodyLimit: 8 * 1024 });

  app.get(`${CONSOLE_PATH}/login`, async (_request, reply) =>
    send(reply, 200, (nonce) => loginPage(nonce)),
  );
  app.post(`${CONSOLE_PATH}/login`, async (request, reply) => {
    if (!fromThisOrigin(request))
      return refuse(
        reply,
        403,
        'Refused',
        'The login did not come from this console. Nothing changed.',
      );
    const form = LoginSchema.safeParse(request.body ?? {});
    const login = form.success ? form.data.login.trim().toLowerCase() : '';
    if (login && sessions.locked(login))
      return send(reply, 429, (nonce) =>
        loginPage(nonce, 'Too many wrong passwords for this login: try again in 15 minutes.'),
      );
    const account = login ? await accounts.find(login) : undefined;
    const matches =
      form.success &&
      account !== undefined &&
      (await accounts.passwordMatches(login, form.data.password));
    if (!account || !matches) {
      if (login) sessions.failed(login);
      return send(reply, 401, (nonce) => loginPage(nonce, 'The login or the password is wrong.'));
    }
    reply.setCookie(CONSOLE_SESSION_COOKIE, sessions.start(account.login), {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: CONSOLE_PATH,
    });
    return reply.redirect(CONSOLE_PATH, 303);
  });

  app.post(`${CONSOLE_PATH}/logout`, async (request, reply) => {
    const current = await signedIn(request);
    const token = (request.body as { form?: unknown } | undefined)?.form;
    if (current && fromThisOrigin(request) && sessions.isFormTokenOf(current.session, token))
      sessions.end(current.session);
    reply.clearCookie(CONSOLE_SESSION_COOKIE, { path: CONSOLE_PATH });
    return toLogin(reply);
  });

  app.get(CONSOLE_PATH, async (request, reply) => {
    const current = await signedIn(request);
    if (!current) return toLogin(reply);
    const query = request.query as Record<string, unknown>;
    const done = consoleRequestOf({ ...query, action: query.done });
    const remotes = await views(new Date(), current.account);
    return send(reply, 200, (nonce) =>
      consolePage({
        nonce,
        signer: signer(current.account),
        formToken: sessions.formToken(current.session),
        environment,
        views: remotes,
        message: done && doneText(done, environment),
      }),
    );
  });

  /** The confirm step of `asked`, with why the last try failed. */
  const sendConfirm = (
    reply: FastifyReply,
    status: number,
    current: { session: string; account: ConsoleAccount },
    asked: ConsoleRequest,
    problem?: string,
  ) =>
    send(reply, status, (nonce) =>
      confirmPage({
        nonce,
        signer: signer(current.account),
        formToken: sessions.formToken(current.session),
        environment,
        request: asked,
        problem,
      }),
    );

  /**
   * The action a form names, when the account may take it; else the refusal sent: 400 for a form
   * that names no known action, remote or site, 403 for a remote that is not the account's team's
   * (or another environment's account).
   */
  const allowed = (
    reply: FastifyReply,
    account: ConsoleAccount,
    fields: unknown,
  ): { asked: ConsoleRequest } | { refused: FastifyReply } => {
    const asked = consoleRequestOf(fields);
    if (!asked)
      return {
        refused: refuse(
          reply,
          400,
          'Nothing changed',
          'The form names no known action, remote or site. Nothing changed.',
        ),
      };
    if (account.environment !== environment || !account.remotes.includes(asked.remote))
      return {
        refused: refuse(
          reply,
          403,
          'Not your team’s remote',
          `Your account (team ${account.team}) may not change ${asked.remote} in ${environment}. Nothing changed.`,
        ),
      };
    return { asked };
  };

  app.get(`${CONSOLE_PATH}/confirm`, async (request, reply) => {
    const current = await signedIn(request);
    if (!current) return toLogin(reply);
    const checked = allowed(reply, current.account, request.query);
    if ('refused' in checked) return checked.refused;
    return sendConfirm(reply, 200, current, checked.asked);
  });

  app.post(`${CONSOLE_PATH}/action`, async (request, reply) => {
    const current = await signedIn(request);
    if (!current)
      return refuse(reply, 401, 'Log in first', 'Your console session has ended. Nothing changed.');
    const fields = ActionFieldsSchema.safeParse(request.body ?? {});
    if (
      !fromThisOrigin(request) ||
      !fields.success ||
      !sessions.isFormTokenOf(current.session, fields.data.form)
    )
      return refuse(
        reply,
        403,
        'Refused',
        'The form did not come from this console session (its form token is missing or wrong). Nothing changed.',
      );
    const checked = allowed(reply, current.account, request.body);
    if ('refused' in checked) return checked.refused;
    const { asked } = checked;
    const { account } = current;
    if (
      sessions.locked(account.login) ||
      !(await accounts.passwordMatches(account.login, fields.data.password))
    ) {
      sessions.failed(account.login);
      return sendConfirm(reply, 403, current, asked, 'That is not your password. Nothing changed.');
    }
    const scope: RegistryScope = { environment, ...(asked.site ? { site: asked.site } : {}) };
    const by: ChangeAuthor = {
      actor: `${account.name} (${account.login}, team ${account.team}, release console)`,
      reason: 'from the release console',
      commit: '',
    };
    try {
      const change = await (() => {
        switch (asked.action) {
          case 'promote':
            return changes.promote(asked.remote, scope, by);
          case 'end-canary':
            return changes.endCanary(asked.remote, scope, by);
          case 'rollback':
            return changes.rollback(asked.remote, scope, by);
          case 'rollback-to':
            return changes.rollback(asked.remote, scope, by, asked.release);
          case 'share':
            return changes.changeShare(asked.remote, scope, asked.percent ?? 0, by);
        }
      })();
      const done = { ...asked, ...(change.release ? { release: change.release } : {}) };
      return reply.redirect(`${CONSOLE_PATH}?${doneQuery(done)}`, 303);
    } catch (error) {
      const refused = refusalOf(error);
      if (!refused) throw error;
      return refuse(reply, refused.status, 'Nothing changed', refused.message);
    }
  });
};
