import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Bodies below this size go out as they are: compressing a few hundred bytes saves less than the
 * encoding's own overhead and costs CPU on every request.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for responses compressed per request: 4 is the usual on-the-fly level (much
 * faster than 11, most of the gain). The built files are compressed once at 11 (scripts/build.mjs).
 */
export const BROTLI_QUALITY = 4;

/**
 * Brotli and gzip for the document server's own answers: the pages' HTML and the API's JSON under
 * /service ("brotli/gzip for HTML and JSON"), chosen by Accept-Encoding (brotli
 * first; no zstd or deflate, so every answer is one of the two the issue asks for).
 *
 * Every write is flushed through the compressor (Z_SYNC_FLUSH / BROTLI_OPERATION_FLUSH): a page
 * streamed by React arrives in parts as it is written instead of waiting for the compressor's
 * window to fill. A buffered body is one write, so it costs one flush.
 *
 * The built files keep their pre-compressed copies (@fastify/static `preCompressed`): a response
 * that already has a Content-Encoding passes through untouched.
 *
 * Must be registered before any route: the plugin attaches itself to routes as they are declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
  });
}
