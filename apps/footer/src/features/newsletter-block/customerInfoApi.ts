import { COOKIE_NAMES, CustomerInfoSchema, HEADER_NAMES, LOGIN_PATHS, decodeClaims, http, readCookie, type HttpClient } from '@storefront/contracts';

/**
 * The logged-in customer's newsletter status (nl_status) from the login service's customer info
 * (spec 3.4, 7.4): the login id comes from the long-term token (spec 6), and the login token goes
 * along as X-LoginToken. Without a login token or a login id the visitor counts as unknown (undefined).
 */
export async function fetchNlStatus(cookieString: string = document.cookie, client: HttpClient = http): Promise<string | null | undefined> {
  const loginToken = readCookie(COOKIE_NAMES.loginToken, cookieString);
  if (!loginToken) return undefined;
  // The login token carries the same lid claim: it stands in until the renewal has fetched the long-term token (spec 4.4).
  const loginId = decodeClaims(readCookie(COOKIE_NAMES.longTermToken, cookieString))?.lid ?? decodeClaims(loginToken)?.lid;
  if (!loginId) return undefined;
  const info = await client.get(LOGIN_PATHS.customerInfo(loginId), CustomerInfoSchema, { headers: { [HEADER_NAMES.loginToken]: loginToken }, noCache: true });
  return info.nl_status;
}
