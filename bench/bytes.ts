import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;
export const brotliSize = (data: Buffer | string) => zlib.brotliCompressSync(data).length;

export function sizesOf(data: Buffer): Sizes {
  return { raw: data.length, gzip: gzipSize(data), brotli: brotliSize(data) };
}

function add(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

const zero: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export interface AppBytes {
  app: string;
  js: Sizes;
  css: Sizes;
  entry?: Sizes;
}

/** JS and CSS of one app's production build, and its remote entry (or the shell's main.js). */
export function appBytes(distDir: string, app: string): AppBytes {
  let js = zero;
  let css = zero;
  let entry: Sizes | undefined;
  for (const file of fs.readdirSync(distDir)) {
    const full = path.join(distDir, file);
    if (file.endsWith('.js')) {
      const sizes = sizesOf(fs.readFileSync(full));
      js = add(js, sizes);
      if (file === 'remoteEntry.js' || file === 'main.js') entry = sizes;
    } else if (file.endsWith('.css')) {
      css = add(css, sizesOf(fs.readFileSync(full)));
    }
  }
  return { app, js, css, ...(entry ? { entry } : {}) };
}
