import { HEADER_NAMES, type Site } from '@storefront/contracts';
import { NEWSLETTER_API_BASES, NEWSLETTER_SUBSCRIBERS_PATH } from '@storefront/newsletter-schemas';
import { http, type HttpClient } from '@storefront/platform';

/** The token from the e-mail link (/subscribenewsletter/confirm?token=...). */
export function tokenFromLocation(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * The double opt-in: a PUT without body on the subscriber token (spec 7.1). Success is any 2xx: the
 * page shows only that it worked, so the subscriber in the answer is neither needed nor validated.
 */
export async function confirmSubscription(
  site: Site,
  token: string,
  signal?: AbortSignal,
  client: HttpClient = http,
  base: string = NEWSLETTER_API_BASES.internal,
): Promise<void> {
  await client.request('PUT', `${base}${NEWSLETTER_SUBSCRIBERS_PATH}/${encodeURIComponent(token)}/doi`, undefined, {
    signal,
    headers: { [HEADER_NAMES.site]: site, [HEADER_NAMES.originalAddress]: typeof window === 'undefined' ? undefined : window.location.href },
  });
}
