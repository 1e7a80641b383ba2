import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Site } from '@storefront/contracts';
import {
  SUBSCRIPTION_OUTCOME_PARAM,
  parseSubscriptionOutcome,
  subscriberTokenOfQuery,
  type Subscriber,
  type SubscriberUpdateRequest,
  type SubscriptionOutcome,
} from '@storefront/newsletter-schemas';
import { fetchSubscription, updateSubscription } from './subscriptionApi';
import {
  applyChanges,
  EMPTY_VALUES,
  outcomeOfFailure,
  updateRequestOf,
  validateChanges,
  valuesOf,
  type ChangeableField,
  type FieldErrors,
  type SubscriptionState,
  type SubscriptionValues,
} from './subscriptionModel';

/** What the page knows before it runs in the browser: from the server or nothing. */
export interface SubscriptionStart {
  token?: string;
  load: 'loaded' | 'invalid' | 'error';
  subscriber?: Subscriber;
  outcome?: SubscriptionOutcome;
}

type Action =
  | { type: 'loaded'; subscriber: Subscriber; outcome?: SubscriptionOutcome }
  | { type: 'outcome'; outcome: SubscriptionOutcome; subscriber?: Subscriber }
  | { type: 'change'; values: Partial<SubscriptionValues> }
  | { type: 'focus'; field: ChangeableField }
  | { type: 'errors'; errors: FieldErrors }
  | { type: 'sending'; which: 'save' | 'unsubscribe' };

/** An outcome (of the plain post, of a call) applied to the page: spec 4.1's "after each submit". */
function withOutcome(
  state: SubscriptionState,
  outcome: SubscriptionOutcome | undefined,
  subscriber?: Subscriber,
): SubscriptionState {
  const next: SubscriptionState = { ...state, sending: undefined, noticeKey: state.noticeKey + 1 };
  if (subscriber) {
    next.subscriber = subscriber;
    next.values = valuesOf(subscriber);
  }
  if (!outcome) return next;
  switch (outcome.kind) {
    case 'invalidLink':
      return { ...next, phase: 'invalid', notice: undefined };
    case 'fields':
      return { ...next, errors: outcome.errors as FieldErrors, notice: undefined };
    case 'saved':
      return { ...next, errors: {}, notice: 'saved' };
    case 'ended':
      return {
        ...next,
        errors: {},
        notice: 'ended',
        ...(next.subscriber
          ? { subscriber: { ...next.subscriber, status: 'UNSUBSCRIBED' as const } }
          : {}),
      };
    case 'technicalError':
      return { ...next, notice: 'technicalError' };
  }
}

function reducer(state: SubscriptionState, action: Action): SubscriptionState {
  switch (action.type) {
    case 'loaded':
      return withOutcome({ ...state, phase: 'ready' }, action.outcome, action.subscriber);
    case 'outcome':
      // A subscription that could not be read is the page's technical error, not a notice beside it.
      if (state.phase === 'loading' && action.outcome.kind !== 'invalidLink')
        return { ...state, phase: 'error' };
      return withOutcome(state, action.outcome, action.subscriber);
    case 'change':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'focus': {
      // Field errors clear on focus (spec 4.1).
      if (!state.errors[action.field]) return state;
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, errors };
    }
    case 'errors':
      return { ...state, errors: action.errors };
    case 'sending':
      return { ...state, sending: action.which, notice: undefined };
  }
}

export function initialSubscriptionState(start: SubscriptionStart | undefined): SubscriptionState {
  const empty: SubscriptionState = {
    phase: 'loading',
    values: EMPTY_VALUES,
    errors: {},
    noticeKey: 0,
  };
  if (!start) return empty;
  if (start.load === 'invalid') return { ...empty, phase: 'invalid' };
  if (start.load === 'error' || !start.subscriber) return { ...empty, phase: 'error' };
  return withOutcome({ ...empty, phase: 'ready' }, start.outcome, start.subscriber);
}

export interface UseSubscriptionOptions {
  site: Site;
  /** From the server; without it the page reads its address after mounting and asks the service. */
  start?: SubscriptionStart;
  /** The page's query, read after mounting, never while rendering (window.location.search by default). */
  readSearch?: () => string;
}

/** The subscription page's state and its two calls: change (save) and end (unsubscribe). */
export function useSubscription({
  site,
  start,
  readSearch = () => window.location.search,
}: UseSubscriptionOptions) {
  const [state, dispatch] = useReducer(reducer, start, initialSubscriptionState);
  const [token, setToken] = useState(start?.token);
  const current = useRef(state);
  current.current = state;
  const readSearchRef = useRef(readSearch);
  const knownOnServer = start !== undefined;

  useEffect(() => {
    if (knownOnServer) return;
    const search = readSearchRef.current().replace(/^\?/, '');
    const found = subscriberTokenOfQuery(search);
    if (!found) {
      dispatch({ type: 'outcome', outcome: { kind: 'invalidLink' } });
      return;
    }
    setToken(found);
    const outcome = parseSubscriptionOutcome(
      new URLSearchParams(search).get(SUBSCRIPTION_OUTCOME_PARAM),
    );
    const controller = new AbortController();
    fetchSubscription(site, found, controller.signal).then(
      (subscriber) => dispatch({ type: 'loaded', subscriber, ...(outcome ? { outcome } : {}) }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          dispatch({ type: 'outcome', outcome: outcomeOfFailure(error) });
      },
    );
    return () => controller.abort();
  }, [knownOnServer, site]);

  const send = useCallback(
    async (which: 'save' | 'unsubscribe', changes: SubscriberUpdateRequest) => {
      const subscriber = current.current.subscriber;
      if (!token || !subscriber) return;
      dispatch({ type: 'sending', which });
      try {
        const answer = await updateSubscription(site, token, changes);
        dispatch({
          type: 'outcome',
          outcome: { kind: which === 'save' ? 'saved' : 'ended' },
          subscriber: answer ?? applyChanges(subscriber, changes),
        });
      } catch (error) {
        dispatch({ type: 'outcome', outcome: outcomeOfFailure(error) });
      }
    },
    [site, token],
  );

  /** Checks the fields by the site's rules (spec 5.1); sends the change only when they pass. */
  const save = useCallback(async (): Promise<boolean> => {
    const { subscriber, values } = current.current;
    const errors = validateChanges(site, values);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'errors', errors });
      return false;
    }
    if (subscriber) await send('save', updateRequestOf(site, subscriber, values));
    return true;
  }, [site, send]);

  const unsubscribe = useCallback(() => send('unsubscribe', { status: 'UNSUBSCRIBED' }), [send]);
  const change = useCallback(
    (values: Partial<SubscriptionValues>) => dispatch({ type: 'change', values }),
    [],
  );
  const focus = useCallback((field: ChangeableField) => dispatch({ type: 'focus', field }), []);
  // Validation on blur, not on change (spec 5.1, as in the sign-up widget).
  const blur = useCallback(
    (field: ChangeableField) => {
      const errors = { ...current.current.errors };
      const failed = validateChanges(site, current.current.values, [field])[field];
      if (failed) errors[field] = failed;
      else delete errors[field];
      dispatch({ type: 'errors', errors });
    },
    [site],
  );

  return { state, token, change, focus, blur, save, unsubscribe };
}
