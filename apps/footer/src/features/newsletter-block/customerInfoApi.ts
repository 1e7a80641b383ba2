import {
  COOKIE_NAMES,
  CustomerInfoSchema,
  HEADER_NAMES,
  LOGIN_PATHS,
  type ServerRequestContext,
} from '@storefront/contracts';
import { decodeClaims, http, readCookie, type HttpClient } from '@storefront/platform';

/** The login token and the login id the customer info is asked for, from the visitor's cookies. */
export function customerOf(
  cookie: (name: string) => string | undefined,
): { loginToken: string; loginId: string } | undefined {
  const loginToken = cookie(COOKIE_NAMES.loginToken);
  if (!loginToken) return undefined;
  // The login token carries the same lid claim: it stands in until the renewal has fetched the long-term token (spec 4.4).
  const loginId =
    decodeClaims(cookie(COOKIE_NAMES.longTermToken))?.lid ?? decodeClaims(loginToken)?.lid;
  return loginId ? { loginToken, loginId } : undefined;
}

/**
 * The logged-in customer's newsletter status (nl_status) from the login service's customer info
 * (spec 3.4, 7.4): the login id comes from the long-term token (spec 6), and the login token goes
 * along as X-LoginToken. Without a login token or a login id the visitor counts as unknown (undefined).
 */
export async function fetchNlStatus(
  cookieString: string = document.cookie,
  client: HttpClient = http,
): Promise<string | null | undefined> {
  const customer = customerOf((name) => readCookie(name, cookieString));
  if (!customer) return undefined;
  const info = await client.get(LOGIN_PATHS.customerInfo(customer.loginId), CustomerInfoSchema, {
    headers: { [HEADER_NAMES.loginToken]: customer.loginToken },
    noCache: true,
  });
  return info.nl_status;
}

/**
 * The same on the server, from the request's cookies; an anonymous visitor costs no call
 * (null). Any failure or unexpected answer is unknown (undefined): the browser then asks itself.
 */
export async function loadNlStatusOnServer(
  context: Pick<ServerRequestContext, 'cookies' | 'fetchService'>,
): Promise<string | null | undefined> {
  const customer = customerOf((name) => context.cookies[name]);
  // Anonymous: known not to be subscribed (the block shows, in the first HTML too).
  if (!customer) return null;
  try {
    const answer = await context.fetchService(LOGIN_PATHS.customerInfo(customer.loginId), {
      [HEADER_NAMES.loginToken]: customer.loginToken,
    });
    if (answer.status !== 200) return undefined;
    const info = CustomerInfoSchema.safeParse(answer.body);
    return info.success ? info.data.nl_status : undefined;
  } catch {
    return undefined;
  }
}
