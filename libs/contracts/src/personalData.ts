import { emit } from './events';
import { http, type HttpClient } from './http/client';
import { isLoggedInOrRemembered } from './login';
import { PersonalDataResponseSchema, type PersonalDataResponse } from './schemas/personalData';

export const PERSONAL_DATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

let pending: Promise<PersonalDataResponse> | undefined;

/**
 * The visitor's personal data, requested once per page and shared by header and footer: every
 * caller gets the same promise. A failed request is forgotten, so a later call may try again.
 * Sent with credentials, no-cache and the anti-forgery header (the shared client adds both).
 * Each answer reports its login status (`login:status-observed`), which the other tabs compare
 * with what they show, however the login or logout happened.
 */
export function fetchPersonalDataOnce(client: HttpClient = http): Promise<PersonalDataResponse> {
  if (!pending) {
    const request = client.get(PERSONAL_DATA_PATH, PersonalDataResponseSchema, { noCache: true });
    pending = request;
    request.then(
      (response) => emit('login:status-observed', { loginStatus: response.tracking.loginStatus }),
      () => {
        if (pending === request) pending = undefined;
      },
    );
  }
  return pending;
}

/** Forgets the loaded data, e.g. after a login or logout, so the next call asks again. */
export function resetPersonalData(): void {
  pending = undefined;
}

/** The header's view of the personal data (spec section 3, "Personal data (header)"). */
export interface HeaderPersonalData {
  initialized: boolean;
  loggedInOrRemembered: boolean;
  customerName: string;
  loyaltyBeans: number;
  communityMember: boolean;
  storefrontCardMember: boolean;
}

export const UNINITIALIZED_PERSONAL_DATA: HeaderPersonalData = {
  initialized: false,
  loggedInOrRemembered: false,
  customerName: '',
  loyaltyBeans: 0,
  communityMember: false,
  storefrontCardMember: false,
};

export function toHeaderPersonalData(response: PersonalDataResponse): HeaderPersonalData {
  const customer = response.customer;
  const loggedInOrRemembered = isLoggedInOrRemembered(response.tracking.loginStatus) && Boolean(customer);
  return {
    initialized: true,
    loggedInOrRemembered,
    customerName: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
    loyaltyBeans: customer?.loyaltyBeans ?? 0,
    communityMember: customer?.statuses.isCommunityMember ?? false,
    storefrontCardMember: customer?.statuses.isStorefrontcardMember ?? false,
  };
}
