import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName, type Site } from '@storefront/contracts';
import {
  CanaryActionRequestSchema,
  DeployRequestSchema,
  PruneRequestSchema,
  RollbackRequestSchema,
  SITE_CODES,
  UPLOAD_BODY_LIMIT,
  UploadRequestSchema,
  type ChangeReply,
  type DeployRequest,
  type KeyReply,
  type ListingReply,
} from '@storefront/deploy-client';
import {
  ChangeRefusedError,
  changeCanaryShare,
  compatibilityProblems,
  deployCanary,
  deployRelease,
  endCanary,
  listReleases,
  PrepareFailedError,
  promoteCanary,
  PRUNE_GRACE_MS,
  pruneReleases,
  RegistryBusyError,
  RELEASES_KEPT_BY_PRUNE,
  rollbackRelease,
  rollbackTarget,
  rolloutFrom,
  type Rollout,
  type FleetChange,
  type PrepareFleet,
  type RegistryChange,
  type RegistryChanges,
  type RegistryScope,
  type ReleaseFiles,
  type ReleaseStore,
  type ShellCatalogue,
} from '@storefront/releases';
import type { KeyStore } from '../keys/keyStore';
import {
  actorOf,
  authenticate,
  isRefusal,
  keyIdOf,
  refusalOfUse,
  type KeyRecord,
} from '../keys/teamKeys';
import {
  capConnections,
  fastifyTrustProxy,
  loggerOptions,
  SERVER_LIMITS,
  serverLimitOptions,
  type ServerLimits,
  type TrustProxy,
} from '@storefront/server-kit';
import { sendServiceProblem, serviceErrorHandler, ServiceRefusal } from './problems';
import { filesOfUpload, inScratchFolder, manifestOf, storedFiles } from './releaseFiles';

export interface ReleaseServiceOptions {
  store: ReleaseStore;
  keys: KeyStore;
  /** The one environment this service changes (STOREFRONT_ENV); a key of another is refused. */
  environment: string;
  /** What the environment's live shell provides, or undefined when none published it. */
  liveShell: () => Promise<ShellCatalogue | undefined>;
  /**
   * Renders the release's server-rendered slots in a render worker, from its files in `dist`: the
   * problems, [] when it renders. Absent where the service has no shell build: then every live host
   * must test-render it as it prepares, and a deploy no host prepared is refused.
   */
  renderGate?: ((remote: RemoteName, dist: string) => Promise<string[]>) | undefined;
  /** Every live host of the environment prepares the release before the switch; the hosts that did. */
  prepare: (remote: RemoteName, release: string, change: FleetChange) => Promise<string[]>;
  now?: () => Date;
  /** The request log's level (LOG_LEVEL); none when absent. */
  logLevel?: string;
  /**
   * The operator's TLS proxy in front of the service (TRUST_PROXY): its X-Forwarded-Proto is the
   * scheme the console checks a form's origin against; none by default.
   */
  trustProxy?: TrustProxy;
  /**
   * Adds routes of the composition root's choosing (the release console) to the service, handed the
   * service's own registry changes, so whatever acts on the registry passes the same checks.
   */
  mount?: (app: FastifyInstance, changes: RegistryChanges) => Promise<void>;
}

/**
 * The service's own limits (OWASP Denial of Service cheat sheet, as every server of ours): an
 * upload of the largest release may take two minutes on a slow CI runner's link; few connections,
 * since only the teams' pipelines and the operator ask.
 */
export const RELEASE_SERVICE_LIMITS: ServerLimits = {
  ...SERVER_LIMITS,
  requestTimeoutMs: 120_000,
  maxConnections: 64,
};

/** The largest body of every route but the upload: a few fields. */
const SMALL_BODY_LIMIT = 16 * 1024;

const RemoteParamsSchema = z.object({ remote: z.enum(REMOTE_NAMES) });
const ListingQuerySchema = z.object({ site: z.optional(z.enum(SITE_CODES)) });

/** A request's fields, or a 400 that names the first field that is wrong. */
function parsed<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ServiceRefusal(
    400,
    'invalid-request',
    `The request is not valid: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unreadable'}. Nothing changed.`,
  );
}

/**
 * A deploy's canary and rollout: `steps` start at `percent` (or at their first share) and go on by
 * themselves, one step every `stepEveryMinutes` while the canary stays healthy.
 */
function rolloutOfRequest(body: DeployRequest): { percent?: number; rollout?: Rollout } {
  if (body.steps === undefined && body.stepEveryMinutes === undefined)
    return body.percent === undefined ? {} : { percent: body.percent };
  if (body.steps === undefined || body.stepEveryMinutes === undefined)
    throw new ServiceRefusal(
      400,
      'invalid-request',
      'A rollout wants both steps and stepEveryMinutes. Nothing changed.',
    );
  const asked = rolloutFrom(body.percent, body.steps, body.stepEveryMinutes * 60_000);
  if ('problem' in asked)
    throw new ServiceRefusal(400, 'invalid-request', `${asked.problem}. Nothing changed.`);
  return asked;
}

const bearerOf = (request: FastifyRequest) =>
  /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

const scopeOf = (environment: string, site: Site | undefined): RegistryScope => ({
  environment,
  ...(site ? { site } : {}),
});

const wire = (change: RegistryChange, scope: RegistryScope): ChangeReply => ({
  change: { ...change, at: change.at.toISOString() },
  environment: scope.environment,
  site: scope.site ?? null,
});

/**
 * The release service: the one writer of the release store. Every route takes a team key
 * (`Authorization: Bearer`), checks it may change that remote in that environment and site,
 * records the key's team as the actor, and answers JSON the deploy client parses
 * (apps/deploy-client/src/contract.ts). A refusal changes nothing and says which rule refused.
 */
export async function createReleaseService(
  options: ReleaseServiceOptions,
): Promise<FastifyInstance> {
  const { store, keys, environment } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logLevel ? loggerOptions(options.logLevel) : false,
    bodyLimit: SMALL_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    ...serverLimitOptions(RELEASE_SERVICE_LIMITS),
  });
  capConnections(app, RELEASE_SERVICE_LIMITS);
  app.setErrorHandler(serviceErrorHandler);
  app.setNotFoundHandler((_request, reply) =>
    sendServiceProblem(reply, 404, 'invalid-request', 'No such route of the release service (v1).'),
  );

  /** The key of the request, when it may change `remote` on `site`; else throws its refusal. */
  async function keyFor(
    request: FastifyRequest,
    remote: RemoteName,
    site: Site | undefined,
    known?: KeyRecord,
  ): Promise<KeyRecord> {
    const record = known ?? (await authenticated(request));
    const refusal = refusalOfUse(record, { remote, environment, site });
    if (refusal) throw new ServiceRefusal(refusal.status, refusal.code, refusal.title);
    return record;
  }
  async function authenticated(request: FastifyRequest): Promise<KeyRecord> {
    const token = bearerOf(request);
    const id = token === undefined ? undefined : keyIdOf(token);
    const result = authenticate(token, id ? await keys.find(id) : undefined, now());
    if (isRefusal(result)) throw new ServiceRefusal(result.status, result.code, result.title);
    return result;
  }

  /** The live shell, or a refusal: without one nothing can be checked, so nothing goes live. */
  async function shell(): Promise<ShellCatalogue> {
    const live = await options.liveShell();
    if (!live)
      throw new ServiceRefusal(
        409,
        'incompatible',
        `No shell of ${environment} has published what it provides: start a storefront host first. Nothing changed.`,
      );
    return live;
  }
  async function refuseIncompatible(remote: RemoteName, files: ReleaseFiles): Promise<void> {
    const live = await shell();
    const problems = compatibilityProblems(
      remote,
      manifestOf(remote, files.get('mf-manifest.json')),
      live.provides,
      live.slotModules[remote] ?? [],
    );
    if (problems.length > 0)
      throw new ServiceRefusal(
        422,
        'incompatible',
        `This build of ${remote} cannot run in the live shell of ${environment}. Nothing changed.`,
        problems.join('\n'),
      );
  }

  /**
   * The checks a release passes before it may go live, and the preparation that switches it: the
   * compatibility check, the render gate here when there is a shell build, then every live host.
   * A release neither rendered here nor prepared by any host is refused: no one tried it.
   */
  async function gatedPreparation(remote: RemoteName, release: string): Promise<PrepareFleet> {
    const files = await storedFiles(store, remote, release);
    await refuseIncompatible(remote, files);
    const gate = options.renderGate;
    if (gate) {
      const problems = await inScratchFolder(files, (dir) => gate(remote, dir));
      if (problems.length > 0)
        throw new ServiceRefusal(
          422,
          'render-gate',
          `This build of ${remote} fails its server render; nothing changed.`,
          problems.join('\n'),
        );
    }
    return async (id, change) => {
      const hosts = await options.prepare(remote, id, change);
      if (!gate && hosts.length === 0)
        throw new ServiceRefusal(
          409,
          'not-prepared',
          `No storefront host of ${environment} is live to test-render ${remote} ${id}, and this service has no shell build to render it: a release no one rendered does not go live. Nothing changed.`,
        );
    };
  }

  async function refuseUnknown(remote: RemoteName, release: string): Promise<void> {
    if (!(await store.hasRelease(remote, release)))
      throw new ServiceRefusal(
        404,
        'unknown-release',
        `${remote} has no release ${release} in the store; upload it first, or list them with \`releases ${remote}\`. Nothing changed.`,
      );
  }

  /** A change of the registry, with the store's own refusals answered as problems. */
  async function change(work: () => Promise<RegistryChange>): Promise<RegistryChange> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PrepareFailedError)
        throw new ServiceRefusal(409, 'not-prepared', error.message);
      if (error instanceof RegistryBusyError) throw new ServiceRefusal(409, 'busy', error.message);
      if (error instanceof ChangeRefusedError)
        throw new ServiceRefusal(409, 'nothing-to-do', error.message);
      throw error;
    }
  }

  const changes: RegistryChanges = {
    promote: (remote, scope, by) => change(() => promoteCanary(store, remote, scope, by)),
    endCanary: (remote, scope, by) => change(() => endCanary(store, remote, scope, by)),
    changeShare: (remote, scope, percent, by) =>
      change(() => changeCanaryShare(store, remote, scope, percent, by)),
    async rollback(remote, scope, by, to) {
      // While a canary runs, a rollback without a target ends it: the live release never changed.
      if (to === undefined && (await store.canaries(scope))[remote])
        return change(() => endCanary(store, remote, scope, by));
      if (to !== undefined) {
        await refuseUnknown(remote, to);
        // A release gone back to passes a deploy's checks: the live shell may have moved on since.
        const prepare = await gatedPreparation(remote, to);
        return change(() => rollbackRelease(store, remote, scope, by, to, prepare));
      }
      const target = rollbackTarget(await store.history(remote, scope));
      const prepare: PrepareFleet = async (release, fleetChange) => {
        await options.prepare(remote, release, fleetChange);
      };
      if (target?.release)
        await refuseIncompatible(remote, await storedFiles(store, remote, target.release));
      return change(() => rollbackRelease(store, remote, scope, by, undefined, prepare));
    },
  };

  const author = (key: KeyRecord, reason: string | undefined, commit: string | undefined) => ({
    actor: actorOf(key),
    reason: reason ?? '',
    commit: commit ?? '',
  });

  app.get('/v1/key', async (request): Promise<KeyReply> => {
    const key = await authenticated(request);
    return {
      id: key.id,
      team: key.team,
      remotes: key.remotes,
      environment: key.environment,
      sites: key.sites,
      expiresAt: key.expiresAt.toISOString(),
    };
  });

  app.post(
    '/v1/remotes/:remote/releases',
    { bodyLimit: UPLOAD_BODY_LIMIT },
    async (request, reply) => {
      const { remote } = parsed(RemoteParamsSchema, request.params);
      // An upload touches no registry, so a key for some sites uploads as well: it is asked as for its first.
      const key = await authenticated(request);
      await keyFor(request, remote, key.sites?.[0], key);
      const files = filesOfUpload(parsed(UploadRequestSchema, request.body));
      await refuseIncompatible(remote, files);
      const release = await store.publish(remote, files, key.team);
      return reply.code(201).send({ remote, release });
    },
  );

  app.post('/v1/remotes/:remote/deploys', async (request): Promise<ChangeReply> => {
    const { remote } = parsed(RemoteParamsSchema, request.params);
    const body = parsed(DeployRequestSchema, request.body);
    const key = await keyFor(request, remote, body.site);
    const scope = scopeOf(environment, body.site);
    await refuseUnknown(remote, body.release);
    const prepare = await gatedPreparation(remote, body.release);
    const files = await storedFiles(store, remote, body.release);
    const by = author(key, body.reason, body.commit);
    const { percent, rollout } = rolloutOfRequest(body);
    const done = await change(() =>
      percent === undefined
        ? deployRelease(store, remote, files, scope, by, prepare)
        : deployCanary(store, remote, files, scope, percent, by, prepare, rollout),
    );
    return wire(done, scope);
  });

  // A canary for everyone, or for no one: the live release is the scope's either way.
  for (const [action, operation] of [
    ['promote', changes.promote],
    ['end-canary', changes.endCanary],
  ] as const)
    app.post(`/v1/remotes/:remote/${action}`, async (request): Promise<ChangeReply> => {
      const { remote } = parsed(RemoteParamsSchema, request.params);
      const body = parsed(CanaryActionRequestSchema, request.body);
      const key = await keyFor(request, remote, body.site);
      const scope = scopeOf(environment, body.site);
      return wire(await operation(remote, scope, author(key, body.reason, undefined)), scope);
    });

  app.post('/v1/remotes/:remote/rollback', async (request): Promise<ChangeReply> => {
    const { remote } = parsed(RemoteParamsSchema, request.params);
    const body = parsed(RollbackRequestSchema, request.body);
    const key = await keyFor(request, remote, body.site);
    const scope = scopeOf(environment, body.site);
    const by = author(key, body.reason, undefined);
    return wire(await changes.rollback(remote, scope, by, body.to), scope);
  });

  app.post('/v1/remotes/:remote/prune', async (request) => {
    const { remote } = parsed(RemoteParamsSchema, request.params);
    const body = parsed(PruneRequestSchema, request.body);
    // Prune reaches every scope of the remote, so only a key for the whole environment may run it.
    await keyFor(request, remote, undefined);
    const graceMs = body.graceHours === undefined ? PRUNE_GRACE_MS : body.graceHours * 3_600_000;
    const pruned = await pruneReleases(store, remote, body.keep ?? RELEASES_KEPT_BY_PRUNE, graceMs);
    return { pruned };
  });

  app.get('/v1/remotes/:remote/releases', async (request): Promise<ListingReply> => {
    const { remote } = parsed(RemoteParamsSchema, request.params);
    const { site } = parsed(ListingQuerySchema, request.query);
    await keyFor(request, remote, site);
    const scope = scopeOf(environment, site);
    const canary = (await store.canaries(scope))[remote];
    return {
      environment,
      site: site ?? null,
      releases: (await listReleases(store, remote, scope)).map((release) => ({
        ...release,
        published: release.published.toISOString(),
      })),
      canary: canary ? { ...canary, since: canary.since.toISOString() } : null,
      history: (await store.history(remote, scope)).map((entry) => ({
        ...entry,
        at: entry.at.toISOString(),
      })),
    };
  });

  if (options.mount) await options.mount(app, changes);
  return app;
}
