import {
  type FormInteractionEvent,
  type Locale,
  type SignUpEvent,
  type Site,
} from '@storefront/contracts';
import {
  NEWSLETTER_DEFAULT_ORIGIN,
  NEWSLETTER_DEFAULT_ORIGIN_ADDITION,
  NEWSLETTER_MARKETS,
  NEWSLETTER_PROBLEMS,
  validateNewsletter,
  type CustomerBaseData,
  type NewsletterFormOutcome,
  type NewsletterConsent,
  type NewsletterField,
  type NewsletterSalutation,
  type SubscribeRequest,
} from '@storefront/newsletter-schemas';
import { isHttpError } from '@storefront/platform';

/** Submission result (spec 4.1); undefined until the first submit. */
export type SignUpResult = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';

export interface SignUpValues {
  email: string;
  salutation: '' | NewsletterSalutation;
  firstName: string;
  lastName: string;
  dne: boolean;
  /** Turkey's commercial electronic message consent. */
  legals: boolean;
  /** The trap field; people never see it, bots fill it. */
  verifyEmail: string;
}

export const EMPTY_VALUES: SignUpValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  dne: false,
  legals: false,
  verifyEmail: '',
};

export type PrefillableField = 'salutation' | 'firstName' | 'lastName';
export type SignUpErrors = Partial<Record<NewsletterField, string>>;

export interface SignUpState {
  values: SignUpValues;
  /** What a reset returns to: empty, or the logged-in customer's data. */
  initialValues: SignUpValues;
  errors: SignUpErrors;
  /** Fields that passed their check on blur and still hold that value: shown in the valid state. */
  valid: Partial<Record<NewsletterField, boolean>>;
  result?: SignUpResult;
  submitting: boolean;
  emailFocused: boolean;
  /** The address the success text names; kept when the form resets. */
  submittedEmail: string;
  /** Changes on every submit, so the error message is a new element and is announced again. */
  errorKey: number;
  prefilled: Record<PrefillableField, boolean>;
  /** The customer already gave the DNE consent: its block is hidden. */
  dneGiven: boolean;
  invalidLinkNotice: boolean;
}

export function initialSignUpState(
  invalidLinkNotice = false,
  outcome?: NewsletterFormOutcome,
): SignUpState {
  const state: SignUpState = {
    values: EMPTY_VALUES,
    initialValues: EMPTY_VALUES,
    errors: {},
    valid: {},
    submitting: false,
    emailFocused: false,
    submittedEmail: '',
    errorKey: 0,
    prefilled: { salutation: false, firstName: false, lastName: false },
    dneGiven: false,
    invalidLinkNotice,
  };
  return outcome ? withOutcome(state, outcome) : state;
}

/**
 * The state the plain form post came back with (`?newsletter=<code>`): success, the
 * technical error, or the failed fields with their rules' messages (the full form then shows). The
 * address is never named: the success text without it stands in.
 */
export function withOutcome(state: SignUpState, outcome: NewsletterFormOutcome): SignUpState {
  if (outcome.kind === 'success') return { ...state, result: 'SUCCESS' };
  if (outcome.kind === 'technicalError')
    return { ...state, result: 'ERROR_GENERIC', errorKey: state.errorKey + 1 };
  return { ...state, errors: { ...outcome.errors }, valid: {} };
}

export type SignUpAction =
  | { type: 'change'; values: Partial<SignUpValues> }
  | { type: 'focus'; field: NewsletterField }
  | { type: 'blur'; field: NewsletterField; error: string | undefined }
  | { type: 'prefill'; site: Site; data: CustomerBaseData }
  | { type: 'invalid'; errors: SignUpErrors }
  | { type: 'submit' }
  | { type: 'submitted'; result: SignUpResult }
  | { type: 'outcome'; outcome: NewsletterFormOutcome };

export function signUpReducer(state: SignUpState, action: SignUpAction): SignUpState {
  switch (action.type) {
    case 'change': {
      const valid = { ...state.valid };
      for (const field of Object.keys(action.values)) delete valid[field as NewsletterField];
      return { ...state, values: { ...state.values, ...action.values }, valid };
    }
    case 'focus': {
      // Field errors clear on focus; focusing the e-mail field hides the invalid-link notice.
      const { [action.field]: _cleared, ...errors } = state.errors;
      const email = action.field === 'email';
      return {
        ...state,
        errors,
        emailFocused: state.emailFocused || email,
        invalidLinkNotice: state.invalidLinkNotice && !email,
      };
    }
    case 'blur': {
      const { [action.field]: _old, ...rest } = state.errors;
      const filled = ruleValue(action.field, state.values).trim() !== '';
      return {
        ...state,
        errors: action.error ? { ...rest, [action.field]: action.error } : rest,
        valid: { ...state.valid, [action.field]: !action.error && filled },
      };
    }
    case 'prefill': {
      const market = NEWSLETTER_MARKETS[action.site];
      const { data } = action;
      const salutation: SignUpValues['salutation'] =
        market.salutation !== 'hidden' ? (data.salutation ?? '') : '';
      const firstName = market.names !== 'hidden' ? (data.firstName ?? '').trim() : '';
      const lastName = market.names !== 'hidden' ? (data.lastName ?? '').trim() : '';
      const prefill = {
        email: state.values.email || data.email,
        salutation: state.values.salutation || salutation,
        firstName: state.values.firstName || firstName,
        lastName: state.values.lastName || lastName,
      };
      return {
        ...state,
        values: { ...state.values, ...prefill },
        initialValues: {
          ...state.initialValues,
          email: data.email,
          salutation,
          firstName,
          lastName,
        },
        prefilled: {
          salutation: salutation !== '',
          firstName: firstName !== '',
          lastName: lastName !== '',
        },
        dneGiven: data.consents.includes('DNE'),
      };
    }
    case 'invalid':
      return { ...state, errors: action.errors, valid: {} };
    case 'outcome':
      return withOutcome(state, action.outcome);
    case 'submit':
      return { ...state, submitting: true, errors: {} };
    case 'submitted': {
      const errorKey = state.errorKey + 1;
      const submittedEmail = state.values.email.trim();
      // Deliberate deviation from spec 4.1 ("after each submit the form resets"): after the server
      // refused the address the typed values stay, so the shopper corrects the address instead of
      // typing everything again (docs/spec-conformance.md, NFPL-4.1-7).
      if (action.result === 'ERROR_INVALID_EMAIL') {
        return {
          ...state,
          submitting: false,
          result: action.result,
          errorKey,
          submittedEmail,
          errors: { email: 'emailInvalidErrorMessage' },
        };
      }
      // After a submit the form starts over (prefilled data stays); the address stays for the text.
      return {
        ...state,
        submitting: false,
        result: action.result,
        errorKey,
        submittedEmail,
        errors: {},
        valid: {},
        values: state.initialValues,
        emailFocused: false,
      };
    }
  }
}

/** Which of the three display states show (spec 4.1). */
export function displayOf(
  result: SignUpResult | undefined,
  alreadySubscribed: boolean,
): { form: boolean; success: boolean; technicalError: boolean } {
  const success = result === 'SUCCESS' || alreadySubscribed;
  return {
    form:
      !success &&
      (result === undefined || result === 'ERROR_GENERIC' || result === 'ERROR_INVALID_EMAIL'),
    success,
    technicalError: !success && result === 'ERROR_GENERIC',
  };
}

/**
 * The optional fields appear once the e-mail field was focused or has a value, or others have; and
 * whenever a field has an error, so a failed submit always shows what needs fixing.
 */
export function fullFormVisible(state: SignUpState): boolean {
  const { values } = state;
  return (
    state.emailFocused ||
    Object.keys(state.errors).length > 0 ||
    [values.email, values.salutation, values.firstName, values.lastName].some(
      (value) => value !== '',
    ) ||
    values.dne ||
    values.legals
  );
}

export interface VisibleFields {
  salutation: boolean;
  names: boolean;
  legals: boolean;
  dne: boolean;
}

export function visibleFields(site: Site, state: Pick<SignUpState, 'dneGiven'>): VisibleFields {
  const market = NEWSLETTER_MARKETS[site];
  return {
    salutation: market.salutation !== 'hidden',
    names: market.names !== 'hidden',
    legals: market.legals,
    dne: !state.dneGiven,
  };
}

/** Prefilled salutation and names are locked in the markets that show them (spec 2.1). */
export function isFieldDisabled(
  field: NewsletterField | 'dne',
  state: Pick<SignUpState, 'submitting' | 'prefilled'>,
): boolean {
  if (state.submitting) return true;
  return field === 'salutation' || field === 'firstName' || field === 'lastName'
    ? state.prefilled[field]
    : false;
}

/** The string the shared rules check for a field. */
export function ruleValue(field: NewsletterField, values: SignUpValues): string {
  return field === 'legals' ? (values.legals ? 'true' : '') : values[field];
}

/** Validates the fields the market shows. */
export function validateVisible(site: Site, values: SignUpValues): SignUpErrors {
  const shown = visibleFields(site, { dneGiven: false });
  const fields: NewsletterField[] = ['email'];
  if (shown.salutation) fields.push('salutation');
  if (shown.names) fields.push('firstName', 'lastName');
  if (shown.legals) fields.push('legals');
  return validateNewsletter(
    site,
    Object.fromEntries(fields.map((field) => [field, ruleValue(field, values)])),
    fields,
  );
}

export function isBotSubmission(values: SignUpValues): boolean {
  return values.verifyEmail.trim() !== '';
}

export interface PayloadOptions {
  origin?: string;
  originAddition?: string;
  dneGiven?: boolean;
}

/**
 * The subscribe request (spec 3.1): empty salutation and names left out, only the fields the market
 * shows, DNE when chosen or already given unless the market's consent already includes it.
 */
export function buildSubscribePayload(
  site: Site,
  values: SignUpValues,
  options: PayloadOptions = {},
): SubscribeRequest {
  const market = NEWSLETTER_MARKETS[site];
  const consents: NewsletterConsent[] =
    (values.dne || options.dneGiven) && !market.dneIncluded ? ['DNE'] : [];
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    email: values.email.trim(),
    ...(market.salutation !== 'hidden' && values.salutation
      ? { salutation: values.salutation }
      : {}),
    ...(market.names !== 'hidden' && firstName ? { firstName } : {}),
    ...(market.names !== 'hidden' && lastName ? { lastName } : {}),
    consents,
    origin: options.origin ?? NEWSLETTER_DEFAULT_ORIGIN,
    originAddition: options.originAddition ?? NEWSLETTER_DEFAULT_ORIGIN_ADDITION,
  };
}

/** urn:newsletter:email_invalid is the one failure the shopper can fix; everything else is technical. */
export function resultFromError(error: unknown): SignUpResult {
  if (
    isHttpError(error) &&
    error.kind === 'status' &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { type?: unknown }).type === NEWSLETTER_PROBLEMS.emailInvalid
  ) {
    return 'ERROR_INVALID_EMAIL';
  }
  return 'ERROR_GENERIC';
}

/** Tracking's language code: the locale's language, with Czech as 'cz' (spec 4.1). */
export function analyticsLanguage(locale: Locale): string {
  const language = locale.split('-')[0] ?? locale;
  return language === 'cs' ? 'cz' : language;
}

export function signUpEvent(origin: string, originAddition: string): SignUpEvent {
  return {
    event: 'sign_up',
    subject: 'newsletter',
    origin: `${origin}:${originAddition}`,
    type: 'ga4',
    emitter: 'newsletterservice',
  };
}

export function formInteraction(
  action: FormInteractionEvent['action'],
  pageName: string,
  locale: Locale,
  message?: string,
): FormInteractionEvent {
  return {
    event: 'form_interaction',
    action,
    pageName,
    language: analyticsLanguage(locale),
    ...(message ? { message } : {}),
  };
}
