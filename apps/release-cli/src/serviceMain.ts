// `./storefront release-service`: the release service on its own port (README, "Team keys and the
// release service"): the fleet's on PostgreSQL with DATABASE_URL, else the folder store's, which
// `./storefront start` runs beside the storefront.
import path from 'node:path';
import {
  openReleaseStore,
  PREPARE_DEADLINE_MS,
  prepareOnLiveHosts,
  releaseEnvironment,
  releaseSignerFromEnv,
  signingStore,
} from '@storefront/releases';
import { createReleaseService, openKeyStore } from '@storefront/release-service';
import { serverBundleFile } from '@storefront/document-server';
import { ConfigError } from '@storefront/server-kit';
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
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(
    `The release service of ${environment} is listening on http://${host}:${listening}/v1 (store: ${store.description}; keys: ${keys.description}).`,
  );
  const shutdown = () => {
    app
      .close()
      .then(() => Promise.all([store.close(), keys.close()]))
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
