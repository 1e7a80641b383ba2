// `./storefront release-service`: the release service on its own port (README, "Team keys and the
// release service"): the fleet's on PostgreSQL with DATABASE_URL, else the folder store's, which
// `./storefront start` runs beside the storefront.
import path from 'node:path';
import {
  canarySettingsFromEnv,
  openReleaseStore,
  PREPARE_DEADLINE_MS,
  prepareOnLiveHosts,
  releaseEnvironment,
  releaseSignerFromEnv,
  signingStore,
  startAutoRollback,
} from '@storefront/releases';
import {
  createReleaseService,
  issueConsoleAccount,
  openKeyStore,
  passwordMatches,
  type ConsoleAccountRecord,
  type KeyStore,
} from '@storefront/release-service';
import { releaseConsole, type ConsoleAccount } from '@storefront/release-console';
import { openReleaseHealth } from '@storefront/api';
import { serverBundleFile } from '@storefront/document-server';
import { ConfigError, trustProxyFromEnv } from '@storefront/server-kit';
import { renderGateProblems } from './renderGate';
import { liveShellOf } from './liveShell';

const root = path.resolve(__dirname, '../../..');
/** Where the service listens unless RELEASE_SERVICE_PORT says otherwise. */
export const RELEASE_SERVICE_PORT_DEFAULT = 4000;

function portOf(env: NodeJS.ProcessEnv): number {
  const value = env.RELEASE_SERVICE_PORT ?? String(RELEASE_SERVICE_PORT_DEFAULT);
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(
      `RELEASE_SERVICE_PORT wants a port number, not ${JSON.stringify(value)}.`,
    );
  return port;
}

/** Whether this checkout has the shell's server bundle the render gate renders a release in. */
function hasShellBuild(): boolean {
  try {
    serverBundleFile(path.join(root, 'apps/shell/dist'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The console's accounts, from the service's key store: an account counts while it is not revoked.
 * A login that is no account is checked against a made-up one, so the answer takes as long either
 * way and says nothing of which logins exist.
 */
function consoleAccounts(keys: KeyStore) {
  const active = async (login: string) => {
    const record = await keys.accounts.find(login);
    return record && !record.revokedAt ? record : undefined;
  };
  // Made at the first unknown login, not at every start: a hash at this cost is a third of a second.
  let nobody: Promise<ConsoleAccountRecord> | undefined;
  const madeUp = () =>
    (nobody ??= issueConsoleAccount({
      login: 'nobody',
      name: '',
      team: '',
      remotes: [],
      environment: '',
    }).then(({ record }) => record));
  return {
    async find(login: string): Promise<ConsoleAccount | undefined> {
      const record = await active(login);
      return (
        record && {
          login: record.login,
          name: record.name,
          team: record.team,
          environment: record.environment,
          remotes: record.remotes,
        }
      );
    },
    async passwordMatches(login: string, password: string): Promise<boolean> {
      const record = await active(login);
      const matches = await passwordMatches(record ?? (await madeUp()), password);
      return record !== undefined && matches;
    },
  };
}

async function main(): Promise<void> {
  const env = process.env;
  const port = portOf(env);
  // Loopback unless the operator puts it behind their proxy: the service is the platform's, not the shoppers'.
  const host = env.RELEASE_SERVICE_HOST || '127.0.0.1';
  const environment = releaseEnvironment(env);
  // Every release this service publishes is signed, so hosts can refuse what it did not publish.
  const signer = releaseSignerFromEnv(env);
  if (!signer && env.DATABASE_URL)
    console.warn(
      'RELEASE_SIGNING_KEY is not set: releases are published unsigned, and hosts that check signatures refuse them (README, "Signed releases").',
    );
  const opened = await openReleaseStore(env);
  const store = signer ? signingStore(opened, signer) : opened;
  const keys = await openKeyStore(env);
  const health = openReleaseHealth(env);
  // Read before the service listens: a setting that is wrong stops the start, saying which.
  const canarySettings = canarySettingsFromEnv(env);
  const databaseUrl = env.DATABASE_URL;
  const deadlineMs = Number(env.FLEET_PREPARE_DEADLINE_MS || PREPARE_DEADLINE_MS);
  const app = await createReleaseService({
    store,
    keys,
    environment,
    liveShell: () => liveShellOf(store, environment),
    renderGate: hasShellBuild() ? renderGateProblems : undefined,
    prepare: async (remote, release, change) =>
      databaseUrl
        ? prepareOnLiveHosts(
            databaseUrl,
            environment,
            remote,
            release,
            deadlineMs,
            (message) => console.warn(message),
            change,
          )
        : [],
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    // The release console, on this service's origin: its accounts, its changes through the
    // service's own (the same checks as a team's deploy), the shoppers' health from the storefront's database.
    mount: async (service, changes) => {
      await service.register(releaseConsole, {
        store,
        environment,
        accounts: consoleAccounts(keys),
        changes,
        healthPerMinute: health.shoppersPerMinute,
        vitalsSince: health.vitalsSince,
      });
    },
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(
    `The release service of ${environment} is listening on http://${host}:${listening}/v1, its console on http://${host}:${listening}/console (store: ${store.description}; keys: ${keys.description}).`,
  );
  // Canaries are judged here, the registry's one writer, on what every host rendered and what the
  // shoppers' browsers measured, and rolled back or rolled out (docs/architecture/releases.md,
  // "Automatic rollback"): a host only reads the registry, and a sick host judges nothing.
  const stopJudging = startAutoRollback({
    store,
    environment,
    settings: canarySettings,
    health: async (remote, release, since, site) => {
      const [browser, server, vitals] = await Promise.all([
        health.shoppersSince(remote, release, since, site),
        health.serversSince(remote, release, since, site),
        health.vitalsSince(remote, release, since, site),
      ]);
      return { ...browser, serverRendered: server.rendered, serverFailed: server.failed, vitals };
    },
    log: app.log,
  });
  const shutdown = () => {
    stopJudging();
    app
      .close()
      .then(() => Promise.all([store.close(), keys.close(), health.close()]))
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
