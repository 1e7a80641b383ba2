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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
