import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { inlineScriptHashes, inlineStyleHashes } from './inlineScriptHashes';

/**
 * How long a cached anonymous page is answered as it is. Its key holds the live
 * releases and the content version, so a deploy or a catalogue change is a new key at once; this
 * bounds what else can change unnoticed (promotions' time windows, the loaders' shared answers).
 */
export const PAGE_CACHE_FRESH_S = 15;
/** After that, how long the old copy is still answered while one request renders it anew. */
export const PAGE_CACHE_STALE_S = 60;
/** Memory for cached pages per process (each kept plain, brotli and gzip); the least used go first. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A page larger than this is not kept (one hostile query cannot fill the cache with one entry). */
export const PAGE_CACHE_MAX_PAGE_BYTES = 1024 * 1024;
/**
 * Brotli quality for a cached page: compressed once per copy, answered many times, so well above
 * the per-request level (compression.ts BROTLI_QUALITY 4), below the slow top levels.
 */
export const PAGE_CACHE_BROTLI_QUALITY = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One page as the cache answers it: every encoding made once, and what its headers need. */
export interface CachedPage {
  status: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The body's digest: the entity tag's core (one tag per encoding). */
  digest: string;
  /** CSP sources for the page's inline scripts (a cached page has no per-response nonce). */
  scriptHashes: readonly string[];
  /** The same for its inline style elements (the head's inlined stylesheets). */
  styleHashes: readonly string[];
  storedAt: number;
}

export type CacheLookup = { page: CachedPage; stale: boolean; ageS: number } | undefined;

export interface PageCache {
  /** The page for `key`: fresh, stale (answer it and refresh), or none. */
  lookup(key: string): CacheLookup;
  /** Keeps a rendered page (compressed here, off the accepting thread in zlib's pool). */
  store(key: string, status: number, html: string): Promise<void>;
  /** Runs `refresh` for `key` unless one is already running: one re-render per stale page. */
  refreshOnce(key: string, refresh: () => Promise<unknown>): void;
  readonly size: number;
}

export function createPageCache(
  options: { maxBytes?: number; now?: () => number } = {},
): PageCache {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (page) => page.identity.length + page.br.length + page.gzip.length,
  });
  const refreshing = new Set<string>();
  return {
    lookup(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      const ageS = (now() - page.storedAt) / 1000;
      if (ageS > PAGE_CACHE_FRESH_S + PAGE_CACHE_STALE_S) {
        pages.delete(key);
        return undefined;
      }
      return { page, stale: ageS > PAGE_CACHE_FRESH_S, ageS: Math.max(0, Math.floor(ageS)) };
    },
    async store(key, status, html) {
      const identity = Buffer.from(html, 'utf8');
      if (identity.length > PAGE_CACHE_MAX_PAGE_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_CACHE_BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const digest = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);
      pages.set(key, {
        status,
        identity,
        br,
        gzip: gz,
        digest,
        scriptHashes: inlineScriptHashes(html),
        styleHashes: inlineStyleHashes(html),
        storedAt: now(),
      });
    },
    refreshOnce(key, refresh) {
      if (refreshing.has(key)) return;
      refreshing.add(key);
      void refresh()
        .catch(() => undefined)
        .finally(() => refreshing.delete(key));
    },
    get size() {
      return pages.size;
    },
  };
}
