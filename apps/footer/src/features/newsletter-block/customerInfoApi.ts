import {
  COOKIE_NAMES,
  CustomerInfoSchema,
  HEADER_NAMES,
  LOGIN_PATHS,
  type ServerRequestContext,
} from '@storefront/contracts';
import {
  decodeClaims,
  hostCookieName,
  http,
  readCookie,
  type HttpClient,
} from '@storefront/platform';

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
 * The same on the server: the login named by the context's `loginId`, asked through the document
 * server, which sends the visitor's login token with it (a remote's server code never holds the
 * token: contracts 2.9.0). An anonymous visitor costs no call (null). Any failure or unexpected
 * answer is unknown (undefined), as is a login the context does not name (a shell before 2.9.0):
 * the browser then asks itself.
 */
export async function loadNlStatusOnServer(
  context: Pick<ServerRequestContext, 'cookies' | 'loginId' | 'fetchService'>,
): Promise<string | null | undefined> {
  const loggedIn = Boolean(
    context.cookies[COOKIE_NAMES.loginToken] ??
    context.cookies[hostCookieName(COOKIE_NAMES.loginToken, true)],
  );
  // Anonymous: known not to be subscribed (the block shows, in the first HTML too).
  if (!loggedIn) return null;
  if (!context.loginId) return undefined;
  try {
    const answer = await context.fetchService(LOGIN_PATHS.customerInfo(context.loginId));
    if (answer.status !== 200) return undefined;
    const info = CustomerInfoSchema.safeParse(answer.body);
    return info.success ? info.data.nl_status : undefined;
  } catch {
    return undefined;
  }
}
