import { type Site } from '@storefront/contracts';
import { NEWSLETTER_API_BASES } from '@storefront/newsletter-schemas';
import { http, type HttpClient } from '@storefront/platform';
import { siteHeaders, subscriberUrl } from '../../shared/newsletterApi';

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
  await client.request('PUT', `${subscriberUrl(base, token)}/doi`, undefined, {
    signal,
    headers: siteHeaders(site),
  });
}
