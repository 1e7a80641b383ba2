import { HEADER_NAMES, type Site } from '@storefront/contracts';
import {
  CustomerBaseDataSchema,
  NEWSLETTER_API_BASES,
  NEWSLETTER_BASE_DATA_PATH,
  NEWSLETTER_SUBSCRIBERS_PATH,
  type CustomerBaseData,
  type SubscribeRequest,
} from '@storefront/newsletter-schemas';
import { http, type HttpClient } from '@storefront/platform';
import { siteHeaders } from '../../shared/newsletterApi';

/** The flag picks the private base, otherwise the internal one (spec 6). */
export function newsletterApiBase(usePrivateApi: boolean): string {
  return usePrivateApi ? NEWSLETTER_API_BASES.private : NEWSLETTER_API_BASES.internal;
}

/**
 * Success is any 2xx (spec 7.1): the widget reads nothing from the answer, so a 201 or 204 from the
 * subscriber service counts too and no body is validated.
 */
export async function subscribe(
  base: string,
  site: Site,
  payload: SubscribeRequest,
  client: HttpClient = http,
): Promise<void> {
  // keepalive: a sign-up sent survives the page being left right after; the bases are same-origin paths.
  await client.request('POST', `${base}${NEWSLETTER_SUBSCRIBERS_PATH}`, payload, {
    headers: siteHeaders(site),
    keepalive: true,
  });
}

/** The logged-in customer's data for the prefill, sent with the LoginToken cookie's value. */
export function fetchBaseData(
  base: string,
  loginToken: string,
  client: HttpClient = http,
): Promise<CustomerBaseData> {
  return client.get(`${base}${NEWSLETTER_BASE_DATA_PATH}`, CustomerBaseDataSchema, {
    headers: { [HEADER_NAMES.loginToken]: loginToken },
    noCache: true,
  });
}
