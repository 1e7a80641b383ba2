// The render process (src/renderProcess/renderProcessMain.ts) as one file that plain Node starts
// inside its sandbox, where no TypeScript loader may run (it would spawn esbuild's binary and write
// a cache): dist/renderProcess.cjs, and beside it the render worker file its pool starts.
// piscina stays a package of its own: it starts its workers from its own folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

await build({
  entryPoints: [path.join(here, 'src/renderProcess/renderProcessMain.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: ['piscina'],
  minify: false,
  outfile: path.join(dist, 'renderProcess.cjs'),
  logLevel: 'warning',
});
fs.copyFileSync(
  path.join(here, 'src/renderPool/renderWorker.cjs'),
  path.join(dist, 'renderWorker.cjs'),
);
console.log('built the render process');
