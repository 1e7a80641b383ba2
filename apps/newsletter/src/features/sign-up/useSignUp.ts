import { useCallback, useEffect, useReducer, useRef } from 'react';
import { COOKIE_NAMES, pushToDataLayer, type Locale, type Site } from '@storefront/contracts';
import {
  firstFailingRule,
  newsletterRules,
  type NewsletterField,
  type NewsletterFormOutcome,
} from '@storefront/newsletter-schemas';
import { readCookie } from '@storefront/platform';
import { fetchBaseData, newsletterApiBase, subscribe } from './signUpApi';
import {
  buildSubscribePayload,
  formInteraction,
  initialSignUpState,
  isBotSubmission,
  resultFromError,
  ruleValue,
  signUpEvent,
  signUpReducer,
  validateVisible,
  type SignUpValues,
} from './signUpModel';

export interface UseSignUpOptions {
  site: Site;
  locale: Locale;
  /** Analytics page name. */
  pageName: string;
  origin: string;
  originAddition: string;
  usePrivateApi: boolean;
  invalidLinkNotice: boolean;
  /** Prefill from the logged-in customer's base data (on by default). */
  prefill: boolean;
  /** What the plain form post came back with, known on the server and the first render. */
  outcome?: NewsletterFormOutcome;
}

/** The sign-up's state and the handlers the view wires to its fields. */
export function useSignUp(options: UseSignUpOptions) {
  const { site, locale, pageName, origin, originAddition, usePrivateApi, prefill } = options;
  const [state, dispatch] = useReducer(
    signUpReducer,
    options,
    ({ invalidLinkNotice, outcome }: UseSignUpOptions) =>
      initialSignUpState(invalidLinkNotice, outcome),
  );
  const base = newsletterApiBase(usePrivateApi);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (!prefill) return;
    const loginToken = readCookie(COOKIE_NAMES.loginToken);
    if (!loginToken) return;
    let active = true;
    fetchBaseData(base, loginToken).then(
      (data) => active && dispatch({ type: 'prefill', site, data }),
      // Without base data the form simply stays empty (spec 8).
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [base, prefill, site]);

  const change = useCallback(
    (values: Partial<SignUpValues>) => dispatch({ type: 'change', values }),
    [],
  );
  const applyOutcome = useCallback(
    (outcome: NewsletterFormOutcome) => dispatch({ type: 'outcome', outcome }),
    [],
  );
  const focus = useCallback((field: NewsletterField) => dispatch({ type: 'focus', field }), []);
  const blur = useCallback(
    (field: NewsletterField) => {
      const error = firstFailingRule(
        newsletterRules(site)[field],
        ruleValue(field, stateRef.current.values),
      );
      dispatch({ type: 'blur', field, error });
    },
    [site],
  );

  /** Answers false when the fields were invalid, so the view can move focus to the first error. */
  const submit = useCallback(async (): Promise<boolean> => {
    const current = stateRef.current;
    if (current.submitting) return true;
    pushToDataLayer(formInteraction('submit_attempt', pageName, locale));
    if (isBotSubmission(current.values)) {
      // Checked before the fields (spec 4.1): a bot gets the same success as a person whatever it
      // typed, so neither field errors nor the answer tell it that the trap caught it. No call is made.
      dispatch({ type: 'submit' });
      dispatch({ type: 'submitted', result: 'SUCCESS' });
      return true;
    }
    const errors = validateVisible(site, current.values);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'invalid', errors });
      for (const message of Object.values(errors))
        pushToDataLayer(formInteraction('error_message', pageName, locale, message));
      pushToDataLayer(formInteraction('submit_failed', pageName, locale));
      return false;
    }
    dispatch({ type: 'submit' });
    try {
      await subscribe(
        base,
        site,
        buildSubscribePayload(site, current.values, {
          origin,
          originAddition,
          dneGiven: current.dneGiven,
        }),
      );
      dispatch({ type: 'submitted', result: 'SUCCESS' });
      pushToDataLayer(signUpEvent(origin, originAddition));
      pushToDataLayer(formInteraction('submit_success', pageName, locale));
    } catch (error) {
      const result = resultFromError(error);
      dispatch({ type: 'submitted', result });
      if (result === 'ERROR_INVALID_EMAIL')
        pushToDataLayer(
          formInteraction('error_message', pageName, locale, 'emailInvalidErrorMessage'),
        );
      pushToDataLayer(formInteraction('submit_failed', pageName, locale));
    }
    return true;
  }, [base, locale, origin, originAddition, pageName, site]);

  return { state, change, focus, blur, submit, applyOutcome };
}
