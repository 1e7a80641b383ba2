// `pnpm start`: production build of the shell and the six remotes, then the document server with
// the API on one port. `--no-build` starts what is already built (the end-to-end tests do that).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The document server's nursery (its render workers size their own: renderPool.ts). A page's
// state, head and streams die young; with 32 MB semi-spaces instead of V8's default the process
// spent 10.6 and 11.2 ms of CPU a page in all its threads against 12.5 and 11.8, alternated
// (bench/README.md, "Pages in turn"). NODE_OPTIONS reaches the node that tsx starts.
const V8_OPTIONS = ['--max-semi-space-size=32'];
const server = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    path.join(root, 'apps/document-server/src/main.ts'),
  ],
  {
    stdio: 'inherit',
    env: {
      NODE_ENV: 'production',
      ...process.env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, ...V8_OPTIONS].filter(Boolean).join(' '),
    },
  },
);
// With RELEASE_SERVICE_PORT (`./storefront start` sets it), the release service teams deploy
// through runs beside it on its own port: its own process, so a fault of either costs the other
// nothing (docs/architecture/releases.md, "Team keys and the release service").
const service = process.env.RELEASE_SERVICE_PORT
  ? spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'apps/release-cli/src/serviceMain.ts'),
      ],
      { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
    )
  : undefined;
const children = [server, service].filter(Boolean);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
// Either one ending ends both: `./storefront start` is one storefront, never half of one.
for (const child of children)
  child.on('exit', (code, signal) => {
    children.forEach((other) => other !== child && other.kill('SIGTERM'));
    process.exit(code ?? (signal ? 0 : 1));
  });
