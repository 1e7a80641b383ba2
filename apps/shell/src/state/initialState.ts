import {
  INITIAL_STATE_ELEMENT_ID,
  InitialStateSchema,
  type InitialState,
} from '@storefront/contracts';
import { describeIssues } from '@storefront/platform';

/** The DE home page as a stranger sees it: what a broken embedded state falls back to, and the page a new render worker warms up on. */
export const STRANGER_HOME_STATE: InitialState = {
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
};

/** Reads the state the document server embedded; a broken one still gives a working DE page. */
export function readInitialState(doc: Document = document): InitialState {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID);
  try {
    const result = InitialStateSchema.safeParse(JSON.parse(element?.textContent ?? ''));
    if (result.success) return result.data;
    console.error(`Invalid initial state: ${describeIssues(result.error)}`);
  } catch (error) {
    console.error('Unreadable initial state', error);
  }
  return STRANGER_HOME_STATE;
}
