import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { publicOriginOf, type ApiConfig } from '@storefront/api';

/** A Host header that is a host name and an optional port, nothing else. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin a page's absolute addresses and its consent stage are built on: the site's configured
 * origin (`PUBLIC_ORIGIN_<SITE>`, else the local `<site>.localhost:<PORT>`), never a host the request
 * chose. The one exception is the site's own local host on another port, as behind the benchmark's
 * proxies (bench/proxy.ts), where the browser's origin is the proxy's: it keeps its port, so the
 * page's stylesheet addresses are the ones the browser's chunk loaders compare them with. A forged
 * `Host` or `X-Forwarded-Host` therefore gets the site's addresses (docs/architecture/security.md).
 */
export function pageOriginOf(
  config: Pick<ApiConfig, 'publicOrigins'>,
  site: Site,
  hostHeader: string | undefined,
): string {
  const host = hostHeader ?? '';
  const hostname = host.split(':')[0]?.toLowerCase();
  if (PLAIN_HOST.test(host) && hostname === SITE_CONFIG[site].localHost) return `http://${host}`;
  return publicOriginOf(config, site);
}
