// Builds the shell and the six remotes for production, two at a time (the machines have 2 cores).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/build.mjs footer` builds only the named apps (a team's deploy builds its remote alone).
const { appNames: ALL_APPS } = createRequire(import.meta.url)('../tools/workspace/apps.cjs');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = named.filter((app) => !ALL_APPS.includes(app));
if (unknown.length > 0)
  throw new Error(`No app named ${unknown.join(', ')}; the apps are ${ALL_APPS.join(', ')}.`);
const apps = named.length > 0 ? named : ALL_APPS;
const parallel = Number(process.env.BUILD_PARALLEL ?? 2);
const webpack = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
// BUILD_OUTPUT_DIR: build into <dir>/<app> instead of apps/<app>/dist (a deploy builds its release
// there, so the local builds the server falls back to stay as they are).
const distOf = (app) =>
  process.env.BUILD_OUTPUT_DIR
    ? path.resolve(process.env.BUILD_OUTPUT_DIR, app)
    : path.join(root, 'apps', app, 'dist');

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        webpack,
        '--mode',
        process.env.BUILD_MODE ?? 'production',
        '--env',
        `outputDir=${distOf(app)}`,
      ],
      {
        cwd: path.join(root, 'apps', app),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`built ${app} in ${seconds} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`building ${app} failed (exit ${code})`));
      }
    });
  });
}

const queue = [...apps];
const started = Date.now();
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  }),
);
// The document server's render process (apps/document-server/build.mjs): it runs beside the
// shell's server bundle, so it is built with the storefront, not with a team's remote alone.
if (named.length === 0 || named.includes('shell')) {
  const { status } = spawnSync(
    process.execPath,
    [path.join(root, 'apps/document-server/build.mjs')],
    {
      stdio: 'inherit',
    },
  );
  if (status !== 0) throw new Error(`building the render process failed (exit ${status})`);
}
// Pre-compressed copies, served by the document server (@fastify/static preCompressed) the way a
// CDN would serve them, so pages transfer gzip/brotli bytes without compressing per request.
for (const app of apps) {
  const dist = distOf(app);
  for (const file of fs.readdirSync(dist)) {
    if (!/\.(js|css|json|html|svg)$/.test(file)) continue;
    const data = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(
      path.join(dist, `${file}.br`),
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
console.log(`all apps built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
