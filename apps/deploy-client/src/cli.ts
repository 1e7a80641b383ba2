// `storefront-deploy <command> <remote>`: what a team's CI runs to change its remote through the
// release service. Settings come from the environment only, so the key never shows in a process
// list or a CI log; every refusal says why, and the exit code tells the pipeline (README).
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import {
  CanaryActionRequestSchema,
  type CanaryActionRequest,
  type ChangeReply,
  DeployRequestSchema,
  type DeployRequest,
  type KeyReply,
  type ListingReply,
  PruneRequestSchema,
  type PruneRequest,
  RELEASE_ID,
  REMOTES,
  type Remote,
  RollbackRequestSchema,
  type RollbackRequest,
  SITE_CODES,
  type SiteCode,
  TEAM_KEY,
  routes,
} from './contract';
import { ReleaseServiceClient, ServiceFailure, ServiceRefusal } from './client';
import { BuildRefusal, readBuild } from './readBuild';

/** 0: done. 1: refused or failed (by the service, or a build refused here). 2: wrong command line or settings; nothing was sent. */
export const EXIT_CODES = { done: 0, failed: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** Where the lines go: the result on stdout (a script may capture it), the rest on stderr. */
export interface Output {
  stdout(line: string): void;
  stderr(line: string): void;
}
export type Environment = Readonly<Record<string, string | undefined>>;

/** Where the deployed commit comes from without `--commit`: the deploy's own setting, GitHub's, GitLab's. */
export const COMMIT_VARIABLES = ['DEPLOY_COMMIT', 'GITHUB_SHA', 'CI_COMMIT_SHA'] as const;
/** What a key looks like, for messages: the key itself is never shown. */
const KEY_SHAPE = 'sfk_<12 hex>_<43 base64url>';
const MS_PER_DAY = 24 * 60 * 60 * 1000;
const MS_PER_SECOND = 1000;
/** Plain http is for a service on this machine; anywhere else the key would cross the network readable. */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
/** A release id as the history shows a commit: as long as a release id. */
const COMMIT_SHOWN_LENGTH = 12;
const KIND_COLUMN_WIDTH = 15;

const OPTIONS = {
  dist: { type: 'string' },
  percent: { type: 'string' },
  steps: { type: 'string' },
  every: { type: 'string' },
  site: { type: 'string' },
  reason: { type: 'string' },
  commit: { type: 'string' },
  to: { type: 'string' },
  keep: { type: 'string' },
  'grace-hours': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
type OptionName = Exclude<keyof typeof OPTIONS, 'help'>;

/** Each command and the options it takes; any other option is a usage error, never ignored. */
const COMMANDS = {
  upload: ['dist'],
  deploy: ['dist', 'percent', 'steps', 'every', 'site', 'reason', 'commit'],
  promote: ['site', 'reason'],
  'end-canary': ['site', 'reason'],
  rollback: ['to', 'site', 'reason'],
  prune: ['keep', 'grace-hours'],
  releases: ['site'],
  key: [],
} as const satisfies Record<string, readonly OptionName[]>;
type Command = keyof typeof COMMANDS;
const isCommand = (name: string): name is Command => Object.hasOwn(COMMANDS, name);

export const USAGE = `usage: storefront-deploy <command>
  upload <remote> --dist <folder>
  deploy <remote> --dist <folder> [--percent 1-99] [--steps 5,25,50,100 --every 10m] [--site SITE] [--reason TEXT] [--commit SHA]
  promote <remote> [--site SITE] [--reason TEXT]
  end-canary <remote> [--site SITE] [--reason TEXT]
  rollback <remote> [--to RELEASE] [--site SITE] [--reason TEXT]
  prune <remote> [--keep N] [--grace-hours H]
  releases <remote> [--site SITE]
  key
remotes: ${REMOTES.join(', ')}; sites: ${SITE_CODES.join(', ')}
settings, from the environment only:
  RELEASE_SERVICE_URL  the release service, e.g. https://releases.example.com
  RELEASE_KEY          the team's key (${KEY_SHAPE}), from the CI's secret store
  ${COMMIT_VARIABLES.join(', ')}  the commit a deploy records without --commit
exit codes: 0 done, 1 refused or failed, 2 wrong command line or settings (nothing was sent)`;

/** A wrong command line or setting: nothing was sent. */
class UsageError extends Error {}

type Invocation =
  | { command: 'upload'; remote: Remote; dist: string }
  | { command: 'deploy'; remote: Remote; dist: string; request: Omit<DeployRequest, 'release'> }
  | { command: 'promote' | 'end-canary'; remote: Remote; request: CanaryActionRequest }
  | { command: 'rollback'; remote: Remote; request: RollbackRequest }
  | { command: 'prune'; remote: Remote; request: PruneRequest }
  | { command: 'releases'; remote: Remote; site: SiteCode | undefined }
  | { command: 'key' };

const quoted = (value: string | undefined) => JSON.stringify(value ?? '');

/** An error's message; read by shape, as Node's own errors may come from another realm (a test's sandbox). */
const messageOf = (error: unknown): string => {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  return typeof message === 'string' ? message : String(error);
};

/** A number as typed: digits, perhaps a fraction; anything else is NaN, which every schema refuses. */
const numberOf = (raw: string | undefined) =>
  raw === undefined ? undefined : /^\d+(?:\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;

/** What a bound the contract set reads like, taken from the issue so the message never disagrees with it. */
const boundOf = (issue: z.core.$ZodIssue | undefined) =>
  issue?.code === 'too_big'
    ? `, at most ${String(issue.maximum)}`
    : issue?.code === 'too_small'
      ? `, at least ${String(issue.minimum)}`
      : '';

/** A value checked with the contract's own schema of its field, so the client refuses what the service would. */
function checked<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  problem: (bound: string) => string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(problem(boundOf(result.error.issues[0])));
  return result.data;
}

/** A step's time in minutes: `10m` or `2h`; a rollout's steps are minutes apart at least. */
const EVERY = /^(\d+)(m|h)$/;

/** `--steps 5,25,50,100 --every 10m`: a canary that goes on by itself while healthy (README). */
function rolloutOf(
  steps: string | undefined,
  every: string | undefined,
): Pick<DeployRequest, 'steps' | 'stepEveryMinutes'> {
  if (steps === undefined && every === undefined) return {};
  if (steps === undefined || every === undefined)
    throw new UsageError('--steps and --every go together: the shares, and how long each runs.');
  const [, amount, unit] = EVERY.exec(every) ?? [];
  const shares = checked(
    DeployRequestSchema.shape.steps,
    /^\d+(,\d+)*$/.test(steps) ? steps.split(',').map(Number) : [Number.NaN],
    (bound) =>
      `--steps wants whole shares of shoppers, e.g. 5,25,50,100${bound}, not ${quoted(steps)}.`,
  );
  const minutes = checked(
    DeployRequestSchema.shape.stepEveryMinutes,
    amount === undefined ? Number.NaN : Number(amount) * (unit === 'h' ? 60 : 1),
    (bound) =>
      `--every wants a step's time in minutes or hours, e.g. 10m or 1h${bound}, not ${quoted(every)}.`,
  );
  return { steps: shares, stepEveryMinutes: minutes };
}

/** The commit a deploy records: `--commit`, else the first CI variable that holds one. */
function commitOf(given: string | undefined, env: Environment): string | undefined {
  const schema = DeployRequestSchema.shape.commit;
  if (given !== undefined)
    return checked(
      schema,
      given.toLowerCase(),
      () => `--commit wants a git commit (7 to 64 hex digits), not ${quoted(given)}`,
    );
  for (const variable of COMMIT_VARIABLES) {
    const value = env[variable]?.trim().toLowerCase();
    if (value && schema.safeParse(value).success) return value;
  }
  return undefined;
}

function parseCommandLine(argv: readonly string[], env: Environment): Invocation | 'help' {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [command, remoteName, ...extra] = positionals;
  if (command === undefined) throw new UsageError('No command given.');
  if (!isCommand(command)) throw new UsageError(`Unknown command ${quoted(command)}.`);
  const allowed: readonly OptionName[] = COMMANDS[command];
  for (const option of Object.keys(values))
    if (option !== 'help' && !allowed.includes(option as OptionName))
      throw new UsageError(`--${option} is no option of ${command}.`);

  if (command === 'key') {
    if (positionals.length > 1)
      throw new UsageError(`key takes no arguments, not ${quoted(positionals[1])}.`);
    return { command };
  }
  if (remoteName === undefined) throw new UsageError(`${command} wants the remote it changes.`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument ${quoted(extra[0])}.`);
  const remote = checked(
    z.enum(REMOTES),
    remoteName,
    () => `Unknown remote ${quoted(remoteName)}; one of ${REMOTES.join(', ')}.`,
  );

  const site = checked(
    CanaryActionRequestSchema.shape.site,
    values.site,
    () => `--site must be one of ${SITE_CODES.join(', ')}, not ${quoted(values.site)}.`,
  );
  const reason = checked(
    CanaryActionRequestSchema.shape.reason,
    values.reason,
    (bound) => `--reason is too long (${values.reason?.length} characters${bound}).`,
  );

  switch (command) {
    case 'upload':
      if (values.dist === undefined)
        throw new UsageError('upload wants --dist, the folder the remote\u2019s build wrote.');
      return { command, remote, dist: values.dist };
    case 'deploy': {
      if (values.dist === undefined)
        throw new UsageError('deploy wants --dist, the folder the remote\u2019s build wrote.');
      const percent = checked(
        DeployRequestSchema.shape.percent,
        numberOf(values.percent),
        (bound) =>
          `--percent wants a whole number of shoppers in a hundred${bound} (\`promote\` gives a canary to everyone), not ${quoted(values.percent)}.`,
      );
      const request = {
        percent,
        ...rolloutOf(values.steps, values.every),
        site,
        reason,
        commit: commitOf(values.commit, env),
      };
      return { command, remote, dist: values.dist, request };
    }
    case 'promote':
    case 'end-canary':
      return { command, remote, request: { site, reason } };
    case 'rollback': {
      const to = checked(
        RollbackRequestSchema.shape.to,
        values.to,
        () =>
          `--to wants a release id (12 hex digits, as \`storefront-deploy releases ${remote}\` lists them), not ${quoted(values.to)}.`,
      );
      return { command, remote, request: { to, site, reason } };
    }
    case 'prune': {
      const keep = checked(
        PruneRequestSchema.shape.keep,
        numberOf(values.keep),
        (bound) => `--keep wants a whole number of releases${bound}, not ${quoted(values.keep)}.`,
      );
      const graceHours = checked(
        PruneRequestSchema.shape.graceHours,
        numberOf(values['grace-hours']),
        (bound) =>
          `--grace-hours wants a number of hours${bound}, not ${quoted(values['grace-hours'])}.`,
      );
      return { command, remote, request: { keep, graceHours } };
    }
    case 'releases':
      return { command, remote, site };
  }
}

interface Settings {
  serviceUrl: URL;
  key: string;
}

function serviceUrlOf(env: Environment, out: Output): URL {
  const value = env.RELEASE_SERVICE_URL?.trim();
  if (!value)
    throw new UsageError(
      'RELEASE_SERVICE_URL is not set: the release service\u2019s address, e.g. https://releases.example.com.',
    );
  // The value is not echoed: whoever pasted credentials into it would find them in the CI log.
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(
      'RELEASE_SERVICE_URL is no URL; it reads like https://releases.example.com.',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UsageError(`RELEASE_SERVICE_URL must be http(s), not ${url.protocol}.`);
  if (url.username || url.password)
    throw new UsageError(
      'RELEASE_SERVICE_URL must carry no credentials (user:password@): the team\u2019s key goes in RELEASE_KEY.',
    );
  if (url.search || url.hash)
    throw new UsageError('RELEASE_SERVICE_URL must have no query (?) or fragment (#).');
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname))
    out.stderr(
      `Warning: RELEASE_SERVICE_URL is plain http to ${url.host}; the key crosses the network unencrypted. Use https.`,
    );
  return url;
}

function keyOf(env: Environment): string {
  // Secret stores often keep the newline the key was pasted with.
  const key = env.RELEASE_KEY?.trim();
  if (!key)
    throw new UsageError(
      'RELEASE_KEY is not set: the team\u2019s key, which the operator creates with `./storefront keys add`, from the CI\u2019s secret store.',
    );
  if (!TEAM_KEY.test(key))
    throw new UsageError(
      `RELEASE_KEY is no team key: a key reads ${KEY_SHAPE}, as \`./storefront keys add\` printed it (its value is not shown here).`,
    );
  return key;
}

const whereOf = (reply: { environment: string; site: SiteCode | null }) =>
  `${reply.environment}${reply.site ? ` on ${reply.site}` : ''}`;

/** How a release reads: `null` is what the scope falls back to. */
const releaseName = (release: string | null, reply: { environment: string; site: unknown }) =>
  release ??
  (reply.site
    ? `the ${reply.environment} environment's release`
    : 'the release the shell shipped with');

const describeChange = (change: ChangeReply['change'], listing: ListingReply) =>
  `${change.at}  ${change.kind.padEnd(KIND_COLUMN_WIDTH)} ${releaseName(change.previous, listing)} -> ${releaseName(change.release, listing)}${change.percent ? ` (${change.percent} %)` : ''}  by ${change.actor}${change.commit ? ` at ${change.commit.slice(0, COMMIT_SHOWN_LENGTH)}` : ''}${change.reason ? `: ${change.reason}` : ''}`;

function printListing(remote: Remote, listing: ListingReply, out: Output): void {
  const where = whereOf(listing);
  const canary = listing.canary;
  out.stdout(`Releases of ${remote} (* live in ${where}, ~ its canary), newest first:`);
  if (listing.releases.length === 0) out.stdout('  none yet');
  for (const release of listing.releases) {
    const isCanary = release.id === canary?.release;
    // A service older than the publisher says nothing of it: no "unknown" it never claimed.
    const by = release.publisher === undefined ? '' : `  by ${release.publisher ?? 'unknown'}`;
    out.stdout(
      `${release.live ? '*' : isCanary ? '~' : ' '} ${release.id}  ${release.published}${by}${isCanary ? `  canary for ${canary.percent} % since ${canary.since}` : ''}`,
    );
  }
  out.stdout(`Changes of ${remote} in ${where}:`);
  if (listing.history.length === 0) out.stdout('  none yet');
  for (const change of listing.history) out.stdout(`  ${describeChange(change, listing)}`);
}

function describeKey(key: KeyReply, now: number): string {
  const days = Math.round((Date.parse(key.expiresAt) - now) / MS_PER_DAY);
  const remotes = key.remotes.length > 0 ? key.remotes.join(', ') : 'no remote';
  const sites = key.sites ? `on ${key.sites.join(', ')}` : 'on every site';
  return `Key ${key.id} of team ${key.team} may change ${remotes} in ${key.environment} ${sites}; it expires ${key.expiresAt} (in ${days} days).`;
}

async function run(invocation: Invocation, settings: Settings, out: Output): Promise<void> {
  const client = new ReleaseServiceClient(settings);
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / MS_PER_SECOND).toFixed(1)} s`;
  const ended = (remote: Remote, reply: ChangeReply) =>
    `${remote}'s canary ${reply.change.release ?? ''} is ended in ${whereOf(reply)}; every shopper has ${releaseName(reply.change.previous, reply)} again (${seconds()}).`;
  const siteFlag = (reply: ChangeReply) => (reply.site ? ` --site ${reply.site}` : '');

  /** The build in the store, checked and signed by the service: its release id. */
  const upload = async (remote: Remote, dist: string) => {
    const files = readBuild(dist, remote);
    const bytes = [...files.values()].reduce((sum, file) => sum + file.length, 0);
    out.stderr(
      `Uploading ${files.size} files (${bytes} bytes) of ${remote} to ${settings.serviceUrl.origin} ...`,
    );
    const uploaded = await client.upload(remote, files);
    if (uploaded.remote !== remote || !RELEASE_ID.test(uploaded.release))
      throw new ServiceFailure(
        `The release service answered the upload of ${remote} with release ${quoted(uploaded.release)} of ${uploaded.remote}, which is not what was uploaded; nothing was deployed.`,
        `POST ${routes.releases(remote)}`,
      );
    return uploaded;
  };

  switch (invocation.command) {
    case 'upload': {
      const { release } = await upload(invocation.remote, invocation.dist);
      // Published, no shopper sees it: staff look at it on the real site first (README, "Staff preview").
      out.stdout(
        `${invocation.remote} release ${release} is published and live nowhere (${seconds()}); staff preview it on any site from the preview panel, where a preview link for a reviewer is made too.`,
      );
      return;
    }
    case 'deploy': {
      const { remote, dist, request } = invocation;
      const uploaded = await upload(remote, dist);
      out.stderr(`Deploying ${remote} release ${uploaded.release} ...`);
      const reply = await client.deploy(remote, { ...request, release: uploaded.release });
      const release = reply.change.release ?? uploaded.release;
      out.stdout(
        reply.change.kind === 'canary'
          ? `${remote} release ${release} is a canary in ${whereOf(reply)} for ${reply.change.percent ?? request.percent} % of shoppers (${seconds()}); \`storefront-deploy promote ${remote}${siteFlag(reply)}\` gives it to everyone, \`storefront-deploy end-canary ${remote}${siteFlag(reply)}\` ends it.`
          : `${remote} release ${release} is live in ${whereOf(reply)} (${seconds()})`,
      );
      return;
    }
    case 'promote': {
      const reply = await client.promote(invocation.remote, invocation.request);
      out.stdout(
        `${invocation.remote} release ${releaseName(reply.change.release, reply)} is live for every shopper in ${whereOf(reply)} (${seconds()}).`,
      );
      return;
    }
    case 'end-canary': {
      out.stdout(
        ended(invocation.remote, await client.endCanary(invocation.remote, invocation.request)),
      );
      return;
    }
    case 'rollback': {
      const reply = await client.rollback(invocation.remote, invocation.request);
      // While a canary runs, a rollback without --to ends it: the service says which it did.
      out.stdout(
        reply.change.kind === 'canary-rollback'
          ? ended(invocation.remote, reply)
          : `${invocation.remote} is back on ${releaseName(reply.change.release, reply)} in ${whereOf(reply)} (${seconds()}).`,
      );
      return;
    }
    case 'prune': {
      const { pruned } = await client.prune(invocation.remote, invocation.request);
      out.stdout(
        pruned.length > 0
          ? `Pruned ${pruned.length} release(s) of ${invocation.remote} no registry uses: ${pruned.join(', ')}.`
          : `Nothing to prune: every release of ${invocation.remote} is in use, recent, or among the newest kept.`,
      );
      return;
    }
    case 'releases':
      printListing(
        invocation.remote,
        await client.releases(invocation.remote, invocation.site),
        out,
      );
      return;
    case 'key':
      out.stdout(describeKey(await client.key(), Date.now()));
      return;
  }
}

/** What happened after a failure, so nobody retries a deploy that went through. */
function afterFailure(failure: ServiceFailure, invocation: Invocation): string {
  if (failure.request.startsWith('GET ') || !('remote' in invocation))
    return 'Nothing was changed.';
  const { remote } = invocation;
  if (failure.request === `POST ${routes.releases(remote)}`)
    return 'Nothing was deployed: the registry is unchanged.';
  return `Whether the change was made is unknown, and it was not retried: \`storefront-deploy releases ${remote}\` shows the registry.`;
}

function report(error: unknown, invocation: Invocation, out: Output): ExitCode {
  if (error instanceof ServiceRefusal) {
    out.stderr(error.message);
    if (error.problem.detail) out.stderr(error.problem.detail);
  } else if (error instanceof ServiceFailure) {
    out.stderr(`${error.message} ${afterFailure(error, invocation)}`);
  } else if (error instanceof BuildRefusal) {
    out.stderr(error.message);
  } else {
    out.stderr(`storefront-deploy stopped on an unexpected error: ${messageOf(error)}`);
  }
  return EXIT_CODES.failed;
}

/** The whole program, given its arguments, environment and output; answers the exit code. */
export async function main(
  argv: readonly string[],
  env: Environment,
  out: Output,
): Promise<ExitCode> {
  let invocation: Invocation;
  let settings: Settings;
  try {
    const parsed = parseCommandLine(argv, env);
    if (parsed === 'help') {
      out.stdout(USAGE);
      return EXIT_CODES.done;
    }
    invocation = parsed;
    settings = { serviceUrl: serviceUrlOf(env, out), key: keyOf(env) };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out.stderr(error.message);
    out.stderr(USAGE);
    return EXIT_CODES.usage;
  }
  try {
    await run(invocation, settings, out);
    return EXIT_CODES.done;
  } catch (error) {
    return report(error, invocation, out);
  }
}
