// The bundle's entry (build.mjs): the program with this process's arguments, environment and streams.
import { main } from './cli';

main(process.argv.slice(2), process.env, {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
}).then(
  // exitCode, not exit(): a piped stdout is written out before the process ends.
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`storefront-deploy stopped on an unexpected error: ${String(error)}\n`);
    process.exitCode = 1;
  },
);
