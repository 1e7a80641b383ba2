import {
  HEADER_NAMES,
  type FetchServiceOptions,
  type ServerRequestContext,
  type Site,
} from '@storefront/contracts';
import {
  FooterContentSchema,
  SHOP_FOOTER_PROMOTION_ID,
  type FooterContent,
} from '@storefront/footer-schemas';
import { PROMOTION_PATH, PromotionResponseSchema } from '@storefront/navigation-schemas';
import {
  REQUEST_TIMEOUT_MS,
  describeIssues,
  http,
  isHttpError,
  type HttpClient,
} from '@storefront/platform';
import { STATIC_FOOTER_CONTENT } from './staticContent';

/** The footer content call gives up after 15 s (spec 7.2); the shared client's timeout is the same. */
export const FOOTER_CONTENT_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

export const FOOTER_CONTENT_PATH = `${PROMOTION_PATH}/${SHOP_FOOTER_PROMOTION_ID}`;

export type FooterContentResult =
  /** Editors' content from the promotion service. */
  | { source: 'service'; content: FooterContent }
  /** The service has none (404): the embedded texts of the site, if it has some. */
  | { source: 'static'; content: FooterContent }
  /** No content at all: the footer shows only what it has without content. */
  | { source: 'none' };

/** The content in a SHOP_FOOTER promotion answer: its contentJSON string holds the JSON (spec 7.2). */
export function footerContentOf(answer: unknown): FooterContent {
  const response = PromotionResponseSchema.parse(answer);
  const parsed = FooterContentSchema.safeParse(JSON.parse(response.contentJSON));
  if (!parsed.success)
    throw new Error(`The footer content is not valid: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** No content from the service (404): the embedded texts of the site, if it has some. */
export function withoutServiceContent(site: Site): FooterContentResult {
  const fallback = STATIC_FOOTER_CONTENT[site];
  return fallback ? { source: 'static', content: fallback } : { source: 'none' };
}

const LOG_FAILURE = 'Loading the footer content failed; the footer shows without it.';

/**
 * Loads the site's footer content. 404 means no content, so the embedded static texts serve (AT, CH,
 * CH_FR, DE, PL, CZ, HU); any other failure is logged and otherwise ignored.
 */
export async function fetchFooterContent(
  site: Site,
  client: HttpClient = http,
): Promise<FooterContentResult> {
  try {
    const response = await client.get(FOOTER_CONTENT_PATH, PromotionResponseSchema, {
      headers: { [HEADER_NAMES.site]: site },
    });
    return { source: 'service', content: footerContentOf(response) };
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return withoutServiceContent(site);
    console.error(LOG_FAILURE, error);
    return { source: 'none' };
  }
}

/**
 * The same on the server: a GET answered in-process, whose untrusted body goes through
 * the same checks; the same 404 rule, and any failure costs only the content.
 */
export async function loadFooterContentOnServer(
  site: Site,
  fetchService: ServerRequestContext['fetchService'],
  options?: FetchServiceOptions,
): Promise<FooterContentResult> {
  try {
    const answer = await fetchService(FOOTER_CONTENT_PATH, { [HEADER_NAMES.site]: site }, options);
    if (answer.status === 404) return withoutServiceContent(site);
    if (answer.status !== 200) throw new Error(`The footer content answered ${answer.status}.`);
    return { source: 'service', content: footerContentOf(answer.body) };
  } catch (error) {
    console.error(LOG_FAILURE, error);
    return { source: 'none' };
  }
}
