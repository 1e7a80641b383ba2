import {
  emit,
  on,
  isLoggedInOrRemembered,
  PersonalDataResponseSchema,
  type PersonalDataResponse,
} from '@storefront/contracts';
import { http, type HttpClient } from './http/client';

export const PERSONAL_DATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

let pending: Promise<PersonalDataResponse> | undefined;
// Requests sent and not yet answered (a reset may start a new one while the old one runs).
let loading = 0;

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
    loading += 1;
    request.then(
      (response) => {
        loading -= 1;
        emit('login:status-observed', { loginStatus: response.tracking.loginStatus });
      },
      () => {
        loading -= 1;
        if (pending === request) pending = undefined;
      },
    );
  }
  return pending;
}

/**
 * Whether a personal-data request of this page is still unanswered: its answer will report the
 * login status, so a tab waits for it rather than asking again (cross-tab).
 */
export function isPersonalDataLoading(): boolean {
  return loading > 0;
}

// The login-status changes for which the personal data was already forgotten: one event reaches
// every listener with the same detail object.
const forgottenFor = new WeakSet<object>();

/**
 * Runs `reload` after each login-status change, once the page's personal data has been forgotten;
 * header and footer both listen, and however many listeners there are the data is forgotten once
 * per change, so their reloads share one new request.
 */
export function onPersonalDataStale(reload: () => void, target: EventTarget = window): () => void {
  return on(
    'login:status-changed',
    (detail) => {
      if (!forgottenFor.has(detail)) {
        forgottenFor.add(detail);
        resetPersonalData();
      }
      reload();
    },
    target,
  );
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
  const loggedInOrRemembered =
    isLoggedInOrRemembered(response.tracking.loginStatus) && Boolean(customer);
  return {
    initialized: true,
    loggedInOrRemembered,
    customerName: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
    loyaltyBeans: customer?.loyaltyBeans ?? 0,
    communityMember: customer?.statuses.isCommunityMember ?? false,
    storefrontCardMember: customer?.statuses.isStorefrontcardMember ?? false,
  };
}
