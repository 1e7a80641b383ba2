// The workspace's typecheck runs TypeScript 7, the native compiler: the same program checked in a
// fraction of 5.9's time, on every core (65 s → about 10 s of the test command on these machines).
// TypeScript 5.9 stays for what needs its JavaScript compiler API, which 7 does not have: ts-jest,
// typescript-eslint, the webpack build (../shared/notes/toolchain.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The command and its arguments that typecheck the whole workspace, plus `extra`. */
export function typecheckCommand(extra = []) {
  return [
    process.execPath,
    [path.join(root, 'node_modules/typescript-7/bin/tsc'), '-p', 'tsconfig.json', ...extra],
  ];
}

// `pnpm typecheck`: run it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { spawnSync } = await import('node:child_process');
  const [command, args] = typecheckCommand(process.argv.slice(2));
  process.exitCode = spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}
