// `./storefront deploy|rollback|releases <remote>`: one team ships its remote alone (README,
// "Deploying one remote"); with DATABASE_URL into the fleet's shared store.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { REMOTE_NAMES, SITES, type RemoteName } from '@storefront/contracts';
import {
  compatibilityProblems,
  type ReleaseManifest,
  CANARY_PERCENT_MAX,
  CANARY_PERCENT_MIN,
  changeAuthor,
  deployCanary,
  deployRelease,
  endCanary,
  promoteCanary,
  listReleases,
  type PrepareFleet,
  PRUNE_GRACE_MS,
  pruneReleases,
  releaseName,
  RELEASES_KEPT_BY_PRUNE,
  rollbackRelease,
  scopeOf,
  releaseStoreDir,
  openReleaseStore,
  readReleaseFolder,
  PREPARE_DEADLINE_MS,
  prepareOnLiveHosts,
  RELEASE_ID,
  type RegistryChange,
  type Rollout,
  rolloutFrom,
  type RegistryScope,
  type ReleaseStore,
  type ShellCatalogue,
  releaseSignerFromEnv,
  signingStore,
} from '@storefront/releases';
import { ALLOW_UNGATED_DEPLOY, renderGateProblems, SKIP_RENDER_GATE_FLAG } from './renderGate';
import { serverBundleFile } from '@storefront/document-server';
import { CHECKOUT_SHELL_CATALOGUE, liveShellOf } from './liveShell';

const root = path.resolve(__dirname, '../../..');
const USAGE = `usage: ./storefront deploy|promote|rollback|releases <${REMOTE_NAMES.join('|')}> [--site <SITE>] [--reason <text>] [--dist <folder>] [--percent <1-99>] [--steps <5,25,50,100> --every <10m>] [--to <release>] [--prune [--keep <N>] [--grace-hours <H>]]`;
/** A step's time as people write it: seconds, minutes or hours. */
const DURATION = /^(\d+)(s|m|h)$/;
const DURATION_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

class Refused extends Error {}

/** The command line, checked before anything is read or written. */
const ArgumentsSchema = z.object({
  command: z.enum(['deploy', 'promote', 'rollback', 'releases']),
  percent: z.optional(
    z.coerce.number().check(z.int(), z.gte(CANARY_PERCENT_MIN), z.lte(CANARY_PERCENT_MAX)),
  ),
  remote: z.enum(REMOTE_NAMES),
  site: z.optional(z.enum(SITES)),
  to: z.optional(z.string().check(z.regex(RELEASE_ID))),
  keep: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  steps: z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/))),
  every: z.optional(z.string().check(z.regex(DURATION))),
  graceHours: z.optional(z.coerce.number().check(z.gte(0))),
  prepareDeadlineMs: z.coerce.number().check(z.int(), z.gte(1)),
});

function parseCommandLine() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      dist: { type: 'string' },
      prune: { type: 'boolean' },
      keep: { type: 'string' },
      'grace-hours': { type: 'string' },
      reason: { type: 'string' },
      to: { type: 'string' },
      percent: { type: 'string' },
      steps: { type: 'string' },
      every: { type: 'string' },
      [SKIP_RENDER_GATE_FLAG]: { type: 'boolean' },
    },
  });
  const [command, remote] = positionals;
  const parsed = ArgumentsSchema.safeParse({
    command,
    remote,
    site: values.site,
    to: values.to,
    percent: values.percent,
    keep: values.keep,
    steps: values.steps,
    every: values.every,
    graceHours: values['grace-hours'],
    prepareDeadlineMs: process.env.FLEET_PREPARE_DEADLINE_MS || PREPARE_DEADLINE_MS,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      if (field === 'remote')
        return `unknown remote ${JSON.stringify(remote ?? '')}; one of ${REMOTE_NAMES.join(', ')}`;
      if (field === 'site')
        return `--site must be one of ${SITES.join(', ')}, not ${JSON.stringify(values.site)}`;
      if (field === 'percent')
        return `--percent wants a whole number of shoppers from ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX} (a canary; \`promote\` gives it to everyone), not ${JSON.stringify(values.percent)}; nothing was published.`;
      if (field === 'to')
        return `--to wants a release id (12 hex digits, as \`releases ${remote ?? '<remote>'}\` lists them), not ${JSON.stringify(values.to)}`;
      if (field === 'prepareDeadlineMs')
        return `FLEET_PREPARE_DEADLINE_MS wants milliseconds, not ${JSON.stringify(process.env.FLEET_PREPARE_DEADLINE_MS)}`;
      if (field === 'graceHours')
        return `--grace-hours wants a number of hours, not ${JSON.stringify(values['grace-hours'])}`;
      if (field === 'steps')
        return `--steps wants the shares to go through, e.g. 5,25,50,100, not ${JSON.stringify(values.steps)}; nothing was published.`;
      if (field === 'every')
        return `--every wants a step's time, e.g. 10m, 30s or 1h, not ${JSON.stringify(values.every)}; nothing was published.`;
      if (field === 'keep')
        return `--keep wants a whole number of releases, at least 1, not ${JSON.stringify(values.keep)}`;
      return `unknown command ${JSON.stringify(command ?? '')}`;
    });
    throw new Refused(`${problems.join('\n')}\n${USAGE}`);
  }
  return {
    ...parsed.data,
    ...rolloutOf(parsed.data.percent, parsed.data.steps, parsed.data.every),
    dist: values.dist,
    prune: values.prune === true,
    reason: values.reason ?? '',
    skipRenderGate: values[SKIP_RENDER_GATE_FLAG] === true,
  };
}

/**
 * `--steps 5,25,50,100 --every 10m`: a canary at the first share (or `--percent`) that takes the
 * next ones by itself while it stays healthy, 100 promoting it (canary/autoRollback.ts).
 */
function rolloutOf(
  percent: number | undefined,
  steps: string | undefined,
  every: string | undefined,
): { percent?: number; rollout?: Rollout } {
  if (steps === undefined && every === undefined) return percent === undefined ? {} : { percent };
  if (steps === undefined || every === undefined)
    throw new Refused(`--steps and --every go together; nothing was published.\n${USAGE}`);
  const [, amount = '0', unit = 's'] = DURATION.exec(every) ?? [];
  const asked = rolloutFrom(
    percent,
    steps.split(',').map(Number),
    Number(amount) * DURATION_UNIT_MS[unit as keyof typeof DURATION_UNIT_MS],
  );
  if ('problem' in asked) throw new Refused(`${asked.problem}; nothing was published.`);
  return asked;
}

const readJson = (bytes: Buffer | string) => JSON.parse(bytes.toString()) as unknown;

/** What the live shell provides (liveShell.ts), or a refusal when there is none to check against. */
async function liveShell(store: ReleaseStore, environment: string): Promise<ShellCatalogue> {
  const live = await liveShellOf(store, environment);
  if (!live)
    throw new Refused(
      `No shell of ${environment} published what it provides to ${store.description}, and ${CHECKOUT_SHELL_CATALOGUE} is missing: start a shell on the store, or build it here (pnpm build). Nothing was published.`,
    );
  return live;
}

/**
 * The checks a release passes before it is published or switched to, in order: a release the live
 * shell cannot serve never enters the store nor the registry. The render gate follows (renderGate).
 */
function prePublishChecks(
  remote: RemoteName,
  manifest: Buffer | undefined,
  shell: ShellCatalogue,
): void {
  if (!manifest)
    throw new Refused(
      `This is no build of ${remote} (no mf-manifest.json); nothing was published and the registry is unchanged.`,
    );
  const problems = compatibilityProblems(
    remote,
    readJson(manifest) as ReleaseManifest,
    shell.provides,
    shell.slotModules[remote] ?? [],
  );
  if (problems.length > 0)
    throw new Refused(
      `Refused: this build of ${remote} cannot run in the live shell; nothing was published and the registry is unchanged.\n- ${problems.join('\n- ')}`,
    );
}

/**
 * The render gate: every server-rendered slot of the build rendered alone in a
 * render worker before it is published. It needs this checkout's shell server bundle; a checkout
 * without one (CI deploying to the fleet) leaves the same test render to every live host's
 * preparation before the switch, and without the shared store it is refused.
 */
async function renderGate(remote: RemoteName, dist: string, skip: boolean): Promise<void> {
  if (skip) {
    if (process.env[ALLOW_UNGATED_DEPLOY] !== 'true')
      throw new Refused(
        `Refused: --${SKIP_RENDER_GATE_FLAG} is for tests only and needs ${ALLOW_UNGATED_DEPLOY}=true; nothing was published and the registry is unchanged.`,
      );
    console.warn(`${remote}: the render gate was skipped (--${SKIP_RENDER_GATE_FLAG}).`);
    return;
  }
  try {
    serverBundleFile(path.join(root, 'apps/shell/dist'));
  } catch (error) {
    if (process.env.DATABASE_URL)
      return console.log(
        `${remote}: no shell build here, so every live storefront renders the release in a render worker as it prepares it, before the switch.`,
      );
    throw new Refused(
      `${error instanceof Error ? error.message : String(error)} The render gate renders the release with it; nothing was published.`,
    );
  }
  const problems = await renderGateProblems(remote, dist);
  if (problems.length > 0)
    throw new Refused(
      `Refused: this build of ${remote} fails its server render; nothing was published and the registry is unchanged.\n- ${problems.join('\n- ')}`,
    );
}

const where = (scope: RegistryScope) =>
  `${scope.environment}${scope.site ? ` on ${scope.site}` : ''}`;
const describeChange = (change: RegistryChange, scope: RegistryScope) =>
  `${change.at.toISOString()}  ${change.kind.padEnd(15)} ${releaseName(change.previous, scope)} -> ${releaseName(change.release, scope)}${change.percent ? ` (${change.percent} %)` : ''}  by ${change.actor}${change.commit ? ` at ${change.commit.slice(0, 12)}` : ''}${change.reason ? `: ${change.reason}` : ''}`;

async function run(store: ReleaseStore, args: ReturnType<typeof parseCommandLine>): Promise<void> {
  const { command, remote } = args;
  const scope = scopeOf(process.env, args.site);
  const author = changeAuthor(process.env, args.reason, root);
  // With the shared store, every live storefront process prepares a release before it is switched to.
  const databaseUrl = process.env.DATABASE_URL;
  const prepare: PrepareFleet = async (release, change) => {
    if (databaseUrl)
      await prepareOnLiveHosts(
        databaseUrl,
        scope.environment,
        remote,
        release,
        args.prepareDeadlineMs,
        (message) => console.warn(message),
        change,
      );
  };
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  switch (command) {
    case 'deploy': {
      // `--dist <dir>` publishes a folder already built; otherwise the remote is built from its source
      // into a scratch folder, so the local builds stay untouched.
      const scratch = path.join(releaseStoreDir(), 'builds', String(process.pid));
      const dist = args.dist !== undefined ? path.resolve(args.dist) : path.join(scratch, remote);
      try {
        if (args.dist === undefined) {
          const build = spawnSync(
            process.execPath,
            [path.join(root, 'scripts/build.mjs'), remote],
            {
              stdio: 'inherit',
              env: { ...process.env, BUILD_OUTPUT_DIR: scratch },
            },
          );
          if (build.status !== 0)
            throw new Refused(`Building ${remote} failed; nothing was published.`);
        }
        if (!fs.existsSync(dist))
          throw new Refused(
            `${dist} does not exist; nothing was published and the registry is unchanged.`,
          );
        const files = readReleaseFolder(dist);
        prePublishChecks(
          remote,
          files.get('mf-manifest.json'),
          await liveShell(store, scope.environment),
        );
        await renderGate(remote, dist, args.skipRenderGate);
        if (args.percent !== undefined) {
          const change = await deployCanary(
            store,
            remote,
            files,
            scope,
            args.percent,
            author,
            prepare,
            args.rollout,
            author.actor,
          );
          const steps = args.rollout
            ? ` It goes on to ${args.rollout.steps.join(', ')} % by itself, one step every ${args.rollout.stepEveryMs / 60_000} min while it stays healthy.`
            : '';
          console.log(
            `${remote} release ${change.release} is a canary in ${where(scope)} for ${args.percent} % of shoppers (${seconds()}); \`./storefront promote ${remote}\` gives it to everyone, \`./storefront rollback ${remote}\` ends it.${steps}`,
          );
          break;
        }
        const change = await deployRelease(
          store,
          remote,
          files,
          scope,
          author,
          prepare,
          author.actor,
        );
        console.log(
          `${remote} release ${change.release} is live in ${where(scope)} (${seconds()}); pages loaded from now on use it.`,
        );
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
      break;
    }
    case 'promote': {
      const change = await promoteCanary(store, remote, scope, author).catch((error: unknown) => {
        throw new Refused(error instanceof Error ? error.message : String(error));
      });
      console.log(
        `${remote} release ${change.release} is live for every shopper in ${where(scope)} (${seconds()}).`,
      );
      break;
    }
    case 'rollback': {
      // While a canary runs, `rollback` ends it: every shopper back on the live release.
      if (args.to === undefined && (await store.canaries(scope))[remote]) {
        const ended = await endCanary(store, remote, scope, author);
        console.log(
          `${remote}'s canary ${ended.release} is ended in ${where(scope)}; every shopper has ${releaseName(ended.previous, scope)} again (${seconds()}).`,
        );
        break;
      }
      // A release gone back to passes the same check as a deploy: the live shell may have moved on since.
      if (args.to !== undefined) {
        if (!(await store.hasRelease(remote, args.to)))
          throw new Refused(
            `${remote} has no release ${args.to} in ${store.description}; \`./storefront releases ${remote}\` lists them. The registry is unchanged.`,
          );
        prePublishChecks(
          remote,
          await store.file(remote, args.to, 'mf-manifest.json'),
          await liveShell(store, scope.environment),
        );
      }
      const change = await rollbackRelease(store, remote, scope, author, args.to, prepare);
      console.log(
        `${remote} is back on ${releaseName(change.release, scope)} in ${where(scope)} (${seconds()}).`,
      );
      break;
    }
    case 'releases': {
      if (args.prune) {
        const keep = args.keep ?? RELEASES_KEPT_BY_PRUNE;
        const graceMs =
          args.graceHours === undefined ? PRUNE_GRACE_MS : args.graceHours * 60 * 60 * 1000;
        const pruned = await pruneReleases(store, remote, keep, graceMs);
        console.log(
          pruned.length > 0
            ? `Pruned ${pruned.length} release(s) of ${remote} no registry uses: ${pruned.join(', ')}.`
            : `Nothing to prune: every release of ${remote} is in use, live within the grace period or among the ${keep} newest.`,
        );
      }
      console.log(`Releases of ${remote} in ${store.description} (* live in ${where(scope)}):`);
      const canary = (await store.canaries(scope))[remote];
      for (const release of await listReleases(store, remote, scope))
        console.log(
          `${release.live ? '*' : release.id === canary?.release ? '~' : ' '} ${release.id}  ${release.published.toISOString()}  by ${release.publisher ?? 'unknown'}${release.id === canary?.release ? `  canary for ${canary.percent} % since ${canary.since.toISOString()}${canary.rollout ? `, rolling out: ${canary.rollout.steps.join(', ')} % next, one step every ${canary.rollout.stepEveryMs / 60_000} min while healthy (next look ${new Date(canary.since.getTime() + canary.rollout.stepEveryMs).toISOString()})` : ''}` : ''}`,
        );
      console.log(`Changes of ${remote} in ${where(scope)}, oldest first:`);
      for (const change of await store.history(remote, scope))
        console.log(`  ${describeChange(change, scope)}`);
      break;
    }
  }
}

async function main(): Promise<void> {
  const args = parseCommandLine();
  // The operator's deploys are signed with the release service's key, as the service's are.
  const signer = releaseSignerFromEnv(process.env);
  const opened = await openReleaseStore(process.env);
  const store = signer ? signingStore(opened, signer) : opened;
  try {
    await run(store, args);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  // Every refusal says why and leaves the registry as it was; the exit code tells CI.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
