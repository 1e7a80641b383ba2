import { SITE_CONFIG, type Site } from '@storefront/contracts';
import { E2E_PORT } from '../../playwright.config';

/** The address of a site of the storefront under test, e.g. siteUrl('TR', '/search?query=kahve'). */
export function siteUrl(site: Site, path = '/'): string {
  return `http://${SITE_CONFIG[site].localHost}:${E2E_PORT}${path}`;
}
