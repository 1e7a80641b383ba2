import type { FastifyRequest } from 'fastify';
import { deviceOf, type PageType, type RemoteRegistry } from '@storefront/contracts';
import { hasPageShapingCookie, pageAudience } from '../pageCaching';

/** Longer addresses are rendered but not kept: a key is the address, and keys share the cache's memory. */
export const PAGE_CACHE_MAX_URL_LENGTH = 2048;

/** What a cached page is kept by besides its address. */
export interface PageCacheKeyParts {
  /** The Host header as sent, lower case: the site, and the consent stage of that host name. */
  host: string;
  /** Path and query as the visitor asked. */
  url: string;
  /** The only thing of the User-Agent a page depends on: the app banner's device class. */
  userAgent: string;
  /** The live releases the page was rendered with: a deploy is a new key at once. */
  registry: RemoteRegistry;
  /** The content's version (contentVersion.ts): a catalogue change is a new key at once. */
  contentVersion: number;
}

/**
 * A page the cache may answer: a GET (or HEAD) of an anonymous page type by a visitor without any
 * page-shaping cookie (pageCaching.ts), at an address of sane length.
 */
export function mayUsePageCache(request: FastifyRequest, pageType: PageType): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.length > PAGE_CACHE_MAX_URL_LENGTH) return false;
  return (
    pageAudience(request.cookies, pageType) === 'anonymous' &&
    !hasPageShapingCookie(request.cookies)
  );
}

/** Each registry written out once (the registry reader hands out the same object while nothing changed). */
const writtenRegistries = new WeakMap<RemoteRegistry, string>();

function registryText(registry: RemoteRegistry): string {
  let text = writtenRegistries.get(registry);
  if (text === undefined) {
    text = JSON.stringify(
      Object.entries(registry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    writtenRegistries.set(registry, text);
  }
  return text;
}

export function pageCacheKey(parts: PageCacheKeyParts): string {
  return JSON.stringify([
    parts.host.toLowerCase(),
    parts.url,
    deviceOf(parts.userAgent),
    registryText(parts.registry),
    parts.contentVersion,
  ]);
}
