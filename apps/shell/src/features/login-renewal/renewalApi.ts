import { http, isHttpError, LOGIN_PATHS, type HttpClient } from '@storefront/contracts';
import { RENEWAL_CODES, type RenewalCode } from './constants';

/** POST logintoken/renew with an empty JSON body: 201 renewed (0), 200 already fine (1), 500 (2), anything else (3). */
export async function renewLoginToken(client: HttpClient = http): Promise<RenewalCode> {
  try {
    const response = await client.request('POST', LOGIN_PATHS.renew, {});
    if (response.status === 201) return RENEWAL_CODES.RENEWED;
    if (response.status === 200) return RENEWAL_CODES.ALREADY_FINE;
    return RENEWAL_CODES.FAILED;
  } catch (error) {
    return isHttpError(error) && error.status === 500 ? RENEWAL_CODES.SERVER_ERROR : RENEWAL_CODES.FAILED;
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
