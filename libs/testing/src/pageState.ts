import type { InitialState } from '@storefront/contracts';

/** A page state as the document server embeds it (contracts, InitialState): a stranger's DE home page unless given. */
export function pageState(overrides: Partial<InitialState> = {}): InitialState {
  return {
    site: 'DE',
    locale: 'de-DE',
    platform: 'CLASSIC',
    pageType: 'home',
    reduced: false,
    staff: false,
    path: '/',
    registry: {},
    consentScriptUrl: '',
    prefetched: {},
    ...overrides,
  };
}
