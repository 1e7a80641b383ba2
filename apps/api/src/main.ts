import { apiConfigFromEnv } from './config';
import { createApiApp } from './api';
import { startBehindProbes } from './http/startingProbes';
import { ConfigError, shutDownGracefully } from '@storefront/server-kit';

async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? 3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await startBehindProbes(
    port,
    host,
    () => createApiApp(apiConfigFromEnv()),
    (built) => built.listen({ port, host }),
  );
  const close = () => {
    app.log.info('shutting down: not ready, then finishing the requests in flight');
    shutDownGracefully(app).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
