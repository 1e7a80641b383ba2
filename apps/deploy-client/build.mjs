// The deploy client as one file a team's CI runs with plain Node 20: src/bin.ts and everything it
// imports (zod included) bundled, so it needs no checkout and no node_modules beside it.
// `node build.mjs [outfile]`: the outfile defaults to dist/storefront-deploy.cjs (the package's bin).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.resolve(process.argv[2] ?? path.join(here, 'dist/storefront-deploy.cjs'));
/** rwxr-xr-x: the file runs as `./storefront-deploy.cjs` too, through its shebang. */
const EXECUTABLE = 0o755;

await build({
  entryPoints: [path.join(here, 'src/bin.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Readable on purpose: a team may want to see what it runs with its key.
  minify: false,
  banner: { js: '#!/usr/bin/env node' },
  outfile,
  logLevel: 'warning',
});
fs.chmodSync(outfile, EXECUTABLE);
console.log(`Built ${path.relative(process.cwd(), outfile) || outfile}`);
