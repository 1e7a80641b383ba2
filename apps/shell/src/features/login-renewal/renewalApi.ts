import { LOGIN_PATHS } from '@storefront/contracts';
import { http, isHttpError, type HttpClient, type HttpErrorKind } from '@storefront/platform';
import { RENEWAL_CODES, type RenewalCode } from './constants';

const UNREACHED: ReadonlySet<HttpErrorKind> = new Set(['network', 'timeout', 'aborted']);

/**
 * POST logintoken/renew with an empty JSON body: 201 renewed (0), 200 already fine (1), 500 (2),
 * any other answer (3); undefined when the server was not reached (network failure, timeout,
 * aborted): the schedule counts that as 3 too (spec 4.4), yet it says nothing about the login
 * status, so no tab is told the shopper logged out.
 */
export async function renewLoginTokenIfReached(
  client: HttpClient = http,
): Promise<RenewalCode | undefined> {
  try {
    const response = await client.request('POST', LOGIN_PATHS.renew, {});
    if (response.status === 201) return RENEWAL_CODES.RENEWED;
    if (response.status === 200) return RENEWAL_CODES.ALREADY_FINE;
    return RENEWAL_CODES.FAILED;
  } catch (error) {
    if (isHttpError(error) && UNREACHED.has(error.kind)) return undefined;
    return isHttpError(error) && error.status === 500
      ? RENEWAL_CODES.SERVER_ERROR
      : RENEWAL_CODES.FAILED;
  }
}

/** GET longtermtoken: the server sets the cookie; a failure only costs the "remember me". */
export async function requestLongTermToken(client: HttpClient = http): Promise<void> {
  try {
    await client.request('GET', LOGIN_PATHS.longTermToken, undefined);
  } catch (error) {
    console.warn('Requesting the long-term token failed.', error);
  }
}
