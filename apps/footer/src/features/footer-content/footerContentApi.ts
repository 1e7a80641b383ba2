import {
  FooterContentSchema,
  HEADER_NAMES,
  PROMOTION_PATH,
  PromotionResponseSchema,
  REQUEST_TIMEOUT_MS,
  SHOP_FOOTER_PROMOTION_ID,
  describeIssues,
  http,
  isHttpError,
  type FooterContent,
  type HttpClient,
  type Site,
} from '@storefront/contracts';
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

/**
 * Loads the site's footer content. 404 means no content, so the embedded static texts serve (AT, CH,
 * CH_FR, DE, PL, CZ, HU); any other failure is logged and otherwise ignored.
 */
export async function fetchFooterContent(site: Site, client: HttpClient = http): Promise<FooterContentResult> {
  try {
    const response = await client.get(FOOTER_CONTENT_PATH, PromotionResponseSchema, { headers: { [HEADER_NAMES.site]: site } });
    const parsed = FooterContentSchema.safeParse(JSON.parse(response.contentJSON));
    if (!parsed.success) throw new Error(`The footer content is not valid: ${describeIssues(parsed.error)}`);
    return { source: 'service', content: parsed.data };
  } catch (error) {
    if (isHttpError(error) && error.status === 404) {
      const fallback = STATIC_FOOTER_CONTENT[site];
      return fallback ? { source: 'static', content: fallback } : { source: 'none' };
    }
    console.error('Loading the footer content failed; the footer shows without it.', error);
    return { source: 'none' };
  }
}
