import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Builds the shell's single-bundle measuring mode (apps/shell/webpack.single.cjs) into
 * apps/shell/dist/single and writes its gzip/brotli copies the way scripts/build.mjs does for the
 * real build, so both variants are served alike. Run after the normal build (which wipes dist/).
 */
export function buildSingleBundle(root: string): string {
  const shell = path.join(root, 'apps/shell');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '-c', 'webpack.single.cjs'],
    {
      cwd: shell,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('the single-bundle build failed');
  const dist = path.join(shell, 'dist/single');
  for (const file of fs.readdirSync(dist)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const data = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(
      path.join(dist, `${file}.br`),
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  return dist;
}
