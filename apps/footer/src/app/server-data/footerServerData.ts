import {
  COOKIE_NAMES,
  SITES,
  type FetchServiceOptions,
  type LoadServerData,
  type ServerRequestContext,
  type Site,
} from '@storefront/contracts';
import {
  FOOTER_SITE_ORIGINS_PATH,
  FooterContentSchema,
  type FooterContent,
} from '@storefront/footer-schemas';
import { loadFooterContentOnServer, type FooterContentResult } from '../../features/footer-content';
import { isReducedByCookies } from '../../features/footer-rules';
import { loadNlStatusOnServer } from '../../features/newsletter-block';

/**
 * What the footer renders from on the server and in the first browser render ("Data on
 * the server"), so the first HTML holds the whole footer and the browser fetches none of it again.
 */
export interface FooterServerData {
  content: FooterContentResult;
  /** The customer's nl_status; null when anonymous or unknown (the sign-up block then shows). */
  /** null: not subscribed, or anonymous; absent: unknown (the server's call failed), the browser asks. */
  nlStatus?: string | null;
  /** The reduced footer's cookie rule (affiliate number, new-app marker, native app), from the request. */
  reducedByCookie: boolean;
  /** Every site's public origin for the country selector; absent when the service did not say. */
  siteOrigins?: Record<Site, string>;
}

export type SiteOrigins = Record<Site, string>;

/** An origin is scheme, host and port, nothing more (`https://www.example.hu`). */
function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** All nine sites with an origin each, or nothing. */
export function parseSiteOrigins(value: unknown): SiteOrigins | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const origins = {} as SiteOrigins;
  for (const site of SITES) {
    const origin = (value as Record<string, unknown>)[site];
    if (!isOrigin(origin)) return undefined;
    origins[site] = origin;
  }
  return origins;
}

/**
 * The footer's content (without a preview cookie) and the site origins are the same for every
 * visitor of a site: the document server may share one answer between pages this long, so a
 * published footer change reaches pages within it.
 */
export const SHARED_FOOTER_S = 60;
const SHARED: FetchServiceOptions = { shareForS: SHARED_FOOTER_S };

async function loadSiteOrigins(
  fetchService: ServerRequestContext['fetchService'],
): Promise<SiteOrigins | undefined> {
  try {
    const answer = await fetchService(FOOTER_SITE_ORIGINS_PATH, undefined, SHARED);
    return answer.status === 200 ? parseSiteOrigins(answer.body) : undefined;
  } catch {
    return undefined;
  }
}

/** The three calls run side by side; each failure costs only its own part, never the footer. */
export const loadFooterServerData: LoadServerData<FooterServerData> = async (context) => {
  // Staff previewing a date see that date's content (the promotion service reads the cookie): theirs alone.
  const preview = Boolean(context.cookies[COOKIE_NAMES.preview]);
  const [content, nlStatus, siteOrigins] = await Promise.all([
    loadFooterContentOnServer(context.site, context.fetchService, preview ? undefined : SHARED),
    loadNlStatusOnServer(context),
    loadSiteOrigins(context.fetchService),
  ]);
  return {
    content,
    // Unknown (the call failed) stays absent: the browser then asks itself.
    ...(nlStatus === undefined ? {} : { nlStatus }),
    reducedByCookie: isReducedByCookies((name) => context.cookies[name]),
    ...(siteOrigins ? { siteOrigins } : {}),
  };
};

function parseContent(value: unknown): FooterContentResult | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { source, content } = value as { source?: unknown; content?: unknown };
  if (source === 'none') return { source: 'none' };
  if (source !== 'service' && source !== 'static') return undefined;
  const parsed = FooterContentSchema.safeParse(content);
  return parsed.success ? { source, content: parsed.data as FooterContent } : undefined;
}

/**
 * The embedded server data, read with the footer's own checks (the page state is untrusted): any
 * part that does not hold makes the whole count as absent, and the footer then loads as before.
 */
export function parseFooterServerData(value: unknown): FooterServerData | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Record<string, unknown>;
  const content = parseContent(data.content);
  const { nlStatus, reducedByCookie } = data;
  if (
    !content ||
    (nlStatus !== undefined && nlStatus !== null && typeof nlStatus !== 'string') ||
    typeof reducedByCookie !== 'boolean'
  )
    return undefined;
  const siteOrigins =
    data.siteOrigins === undefined ? undefined : parseSiteOrigins(data.siteOrigins);
  if (data.siteOrigins !== undefined && !siteOrigins) return undefined;
  return {
    content,
    ...(nlStatus === undefined ? {} : { nlStatus }),
    reducedByCookie,
    ...(siteOrigins ? { siteOrigins } : {}),
  };
}
