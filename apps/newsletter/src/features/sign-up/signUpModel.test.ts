import { SITES } from '@storefront/contracts';
import { type CustomerBaseData } from '@storefront/newsletter-schemas';
import { HttpError } from '@storefront/platform';
import {
  EMPTY_VALUES,
  analyticsLanguage,
  buildSubscribePayload,
  displayOf,
  formInteraction,
  fullFormVisible,
  initialSignUpState,
  isBotSubmission,
  isFieldDisabled,
  resultFromError,
  signUpEvent,
  signUpReducer,
  validateVisible,
  visibleFields,
  type SignUpState,
  type SignUpValues,
} from './signUpModel';

const values = (overrides: Partial<SignUpValues>): SignUpValues => ({
  ...EMPTY_VALUES,
  ...overrides,
});
const baseData: CustomerBaseData = {
  email: 'eszter@example.com',
  salutation: 'MRS',
  firstName: 'Eszter',
  lastName: 'Nagy',
  consents: ['DNE'],
  nlStatus: null,
};

// NFPL-2.1-1: form, success, technical error; NFPL-4.1-2, NFPL-4.1-3: which shows when (spec 4.1).
describe('NFPL-2.1-1, NFPL-4.1-2, NFPL-4.1-3: display states', () => {
  it.each([
    [undefined, false, { form: true, success: false, technicalError: false }],
    ['SUCCESS', false, { form: false, success: true, technicalError: false }],
    ['ERROR_GENERIC', false, { form: true, success: false, technicalError: true }],
    ['ERROR_INVALID_EMAIL', false, { form: true, success: false, technicalError: false }],
    [undefined, true, { form: false, success: true, technicalError: false }],
    ['ERROR_GENERIC', true, { form: false, success: true, technicalError: false }],
    ['ERROR_INVALID_EMAIL', true, { form: false, success: true, technicalError: false }],
  ] as const)('result %s, already subscribed %s', (result, alreadySubscribed, expected) => {
    expect(displayOf(result, alreadySubscribed)).toEqual(expected);
  });
});

describe('the full form', () => {
  const state = (overrides: Partial<SignUpState>) => ({ ...initialSignUpState(), ...overrides });
  it('NFPL-2.1-7: shows once the e-mail was focused, or any field has a value', () => {
    expect(fullFormVisible(state({}))).toBe(false);
    expect(fullFormVisible(state({ emailFocused: true }))).toBe(true);
    expect(fullFormVisible(state({ values: values({ email: 'a' }) }))).toBe(true);
    expect(fullFormVisible(state({ values: values({ lastName: 'N' }) }))).toBe(true);
    expect(fullFormVisible(state({ values: values({ salutation: 'MR' }) }))).toBe(true);
    expect(fullFormVisible(state({ errors: { email: 'emailRequiredErrorMessage' } }))).toBe(true);
  });

  it('NFPL-2.1-6: focusing the e-mail field shows it and hides the invalid-link notice; other fields do not hide the notice', () => {
    let s = initialSignUpState(true);
    s = signUpReducer(s, { type: 'focus', field: 'firstName' });
    expect(s.invalidLinkNotice).toBe(true);
    s = signUpReducer(s, { type: 'focus', field: 'email' });
    expect(s).toMatchObject({ invalidLinkNotice: false, emailFocused: true });
  });
});

describe('fields per market', () => {
  // NFPL-2.1-9: salutation in HU and AT, names in HU, AT and TR; NFPL-2.1-8: the legals checkbox in Turkey only.
  it.each(SITES.map((site) => [site]))('NFPL-2.1-8, NFPL-2.1-9: %s', (site) => {
    expect(visibleFields(site, { dneGiven: false })).toEqual({
      salutation: site === 'HU' || site === 'AT',
      names: site === 'HU' || site === 'AT' || site === 'TR',
      legals: site === 'TR',
      dne: true,
    });
  });

  it('NFPL-2.1-10: hides the DNE block when the consent was already given', () => {
    expect(visibleFields('DE', { dneGiven: true }).dne).toBe(false);
  });
});

describe('validation of the visible fields', () => {
  it('checks only the e-mail in DE, even if hidden fields hold junk', () => {
    expect(validateVisible('DE', values({ email: 'x', firstName: 'www.spam.com' }))).toEqual({
      email: 'emailRegexErrorMessage',
    });
  });
  it('checks every HU field', () => {
    expect(validateVisible('HU', values({}))).toEqual({
      email: 'emailRequiredErrorMessage',
      salutation: 'salutationRequiredErrorMessage',
      firstName: 'firstNameRequiredErrorMessage',
      lastName: 'lastNameRequiredErrorMessage',
    });
  });
  it('requires the TR legals checkbox', () => {
    expect(
      validateVisible('TR', values({ email: 'a@b.tr', firstName: 'A', lastName: 'B' })),
    ).toEqual({ legals: 'legalsRequiredErrorMessage' });
    // NFPL-5.1-9: the DNE checkbox is optional: left unticked, nothing is missing.
    expect(
      validateVisible(
        'TR',
        values({ email: 'a@b.tr', firstName: 'A', lastName: 'B', legals: true }),
      ),
    ).toEqual({});
  });
  it('AT names are optional but checked', () => {
    expect(validateVisible('AT', values({ email: 'a@b.at' }))).toEqual({});
    expect(validateVisible('AT', values({ email: 'a@b.at', firstName: 'Anna!' }))).toEqual({
      firstName: 'firstNameRegexErrorMessage',
    });
  });
});

describe('NFPL-3.1-2: payload', () => {
  it('omits empty salutation and names and uses the origin defaults', () => {
    expect(
      buildSubscribePayload('AT', values({ email: ' anna@example.at ', firstName: '  ' })),
    ).toEqual({
      email: 'anna@example.at',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('sends salutation and names where the market shows them, trimmed', () => {
    expect(
      buildSubscribePayload(
        'HU',
        values({
          email: 'e@x.hu',
          salutation: 'MRS',
          firstName: ' Eszter ',
          lastName: 'Nagy',
          dne: true,
        }),
        {
          origin: 'footer',
          originAddition: 'teaser',
        },
      ),
    ).toEqual({
      email: 'e@x.hu',
      salutation: 'MRS',
      firstName: 'Eszter',
      lastName: 'Nagy',
      consents: ['DNE'],
      origin: 'footer',
      originAddition: 'teaser',
    });
  });

  it('leaves out fields the market hides', () => {
    expect(
      buildSubscribePayload(
        'DE',
        values({ email: 'a@b.de', salutation: 'MR', firstName: 'A', lastName: 'B' }),
      ),
    ).toEqual({
      email: 'a@b.de',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
    expect(
      buildSubscribePayload(
        'TR',
        values({ email: 'a@b.tr', salutation: 'MR', firstName: 'A', lastName: 'B', legals: true }),
      ),
    ).toEqual({
      email: 'a@b.tr',
      firstName: 'A',
      lastName: 'B',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('NFPL-4.1-8: keeps a DNE consent already given and drops DNE where the market includes it', () => {
    expect(
      buildSubscribePayload('DE', values({ email: 'a@b.de' }), { dneGiven: true }).consents,
    ).toEqual(['DNE']);
    expect(buildSubscribePayload('CH', values({ email: 'a@b.ch', dne: true })).consents).toEqual(
      [],
    );
    expect(buildSubscribePayload('CH_FR', values({ email: 'a@b.ch', dne: true })).consents).toEqual(
      [],
    );
  });
});

describe('trap field', () => {
  it('a filled verify-email field marks a bot', () => {
    expect(isBotSubmission(values({ verifyEmail: '' }))).toBe(false);
    expect(isBotSubmission(values({ verifyEmail: 'bot@spam.example' }))).toBe(true);
  });
});

describe('submission results', () => {
  it('NFPL-4.1-1, NFPL-8-1: no result at first; urn:newsletter:email_invalid maps to ERROR_INVALID_EMAIL and everything else to ERROR_GENERIC', () => {
    expect(initialSignUpState().result).toBeUndefined();
    expect(
      resultFromError(
        new HttpError('status', '400', 400, {
          type: 'urn:newsletter:email_invalid',
          title: 'x',
          status: 400,
        }),
      ),
    ).toBe('ERROR_INVALID_EMAIL');
    expect(
      resultFromError(
        new HttpError('status', '400', 400, { type: 'urn:newsletter:field_invalid' }),
      ),
    ).toBe('ERROR_GENERIC');
    expect(resultFromError(new HttpError('status', '500', 500, 'oops'))).toBe('ERROR_GENERIC');
    expect(resultFromError(new HttpError('network', 'down'))).toBe('ERROR_GENERIC');
    expect(resultFromError(new HttpError('timeout', 'slow'))).toBe('ERROR_GENERIC');
    expect(resultFromError(new Error('boom'))).toBe('ERROR_GENERIC');
  });

  it('NFPL-4.1-6: after a successful submit the form resets, the error key changes and the address is kept', () => {
    let s = signUpReducer(initialSignUpState(), {
      type: 'change',
      values: { email: ' anna@example.de ', dne: true },
    });
    s = signUpReducer(s, { type: 'focus', field: 'email' });
    s = signUpReducer(s, { type: 'submit' });
    // NFPL-4.1-4: fields are disabled while submitting.
    expect(s.submitting).toBe(true);
    expect(isFieldDisabled('email', s)).toBe(true);
    s = signUpReducer(s, { type: 'submitted', result: 'SUCCESS' });
    expect(s).toMatchObject({
      submitting: false,
      result: 'SUCCESS',
      submittedEmail: 'anna@example.de',
      values: EMPTY_VALUES,
      errorKey: 1,
    });
  });

  it('NFPL-4.1-6: after a technical error the form resets too and the error key changes on every submit', () => {
    let s = signUpReducer(initialSignUpState(), { type: 'change', values: { email: 'a@b.de' } });
    s = signUpReducer(signUpReducer(s, { type: 'submit' }), {
      type: 'submitted',
      result: 'ERROR_GENERIC',
    });
    expect(s).toMatchObject({ result: 'ERROR_GENERIC', values: EMPTY_VALUES, errorKey: 1 });
    s = signUpReducer(signUpReducer(s, { type: 'submit' }), {
      type: 'submitted',
      result: 'ERROR_GENERIC',
    });
    expect(s.errorKey).toBe(2);
  });

  it('NFPL-4.1-3: an invalid e-mail from the server becomes the e-mail field error and keeps the entry to correct', () => {
    let s = signUpReducer(initialSignUpState(), {
      type: 'change',
      values: { email: 'a@b.invalid' },
    });
    s = signUpReducer(signUpReducer(s, { type: 'submit' }), {
      type: 'submitted',
      result: 'ERROR_INVALID_EMAIL',
    });
    expect(s).toMatchObject({
      errors: { email: 'emailInvalidErrorMessage' },
      values: { email: 'a@b.invalid' },
    });
    expect(signUpReducer(s, { type: 'focus', field: 'email' }).errors).toEqual({});
  });

  it('NFPL-4.1-4: blur sets or clears one field error; focus clears it', () => {
    let s = signUpReducer(initialSignUpState(), {
      type: 'blur',
      field: 'email',
      error: 'emailRequiredErrorMessage',
    });
    s = signUpReducer(s, { type: 'blur', field: 'firstName', error: 'firstNameRegexErrorMessage' });
    expect(s.errors).toEqual({
      email: 'emailRequiredErrorMessage',
      firstName: 'firstNameRegexErrorMessage',
    });
    s = signUpReducer(s, { type: 'blur', field: 'email', error: undefined });
    s = signUpReducer(s, { type: 'focus', field: 'firstName' });
    expect(s.errors).toEqual({});
  });

  it('NFPL-4.1-4: a filled field that passes its check on blur is valid until it changes', () => {
    let s = signUpReducer(initialSignUpState(), { type: 'blur', field: 'email', error: undefined });
    expect(s.valid.email).toBe(false);
    s = signUpReducer(s, { type: 'change', values: { email: 'a@b.de' } });
    s = signUpReducer(s, { type: 'blur', field: 'email', error: undefined });
    expect(s.valid.email).toBe(true);
    s = signUpReducer(s, { type: 'change', values: { email: 'a@b.dex' } });
    expect(s.valid.email).toBeUndefined();
  });
});

describe('prefill', () => {
  it('NFPL-1-4, NFPL-2.1-9: fills and locks salutation and names where shown, hides DNE when given, and a reset keeps the prefill', () => {
    let s = signUpReducer(initialSignUpState(), { type: 'prefill', site: 'HU', data: baseData });
    expect(s.values).toMatchObject({
      email: 'eszter@example.com',
      salutation: 'MRS',
      firstName: 'Eszter',
      lastName: 'Nagy',
    });
    expect(s.prefilled).toEqual({ salutation: true, firstName: true, lastName: true });
    expect(isFieldDisabled('firstName', s)).toBe(true);
    expect(isFieldDisabled('email', s)).toBe(false);
    expect(s.dneGiven).toBe(true);
    s = signUpReducer(signUpReducer(s, { type: 'submit' }), {
      type: 'submitted',
      result: 'SUCCESS',
    });
    expect(s.values).toMatchObject({ email: 'eszter@example.com', firstName: 'Eszter' });
  });

  it('prefills only the e-mail where salutation and names are hidden, and never overwrites typed values', () => {
    let s = signUpReducer(initialSignUpState(), {
      type: 'change',
      values: { email: 'typed@example.de' },
    });
    s = signUpReducer(s, { type: 'prefill', site: 'DE', data: baseData });
    expect(s.values).toMatchObject({
      email: 'typed@example.de',
      salutation: '',
      firstName: '',
      lastName: '',
    });
    expect(s.prefilled).toEqual({ salutation: false, firstName: false, lastName: false });
  });

  it('a customer without a salutation can still choose one', () => {
    const s = signUpReducer(initialSignUpState(), {
      type: 'prefill',
      site: 'AT',
      data: { ...baseData, salutation: undefined },
    });
    expect(isFieldDisabled('salutation', s)).toBe(false);
    expect(isFieldDisabled('lastName', s)).toBe(true);
  });
});

describe('analytics', () => {
  it('NFPL-4.1-10: builds the sign_up event', () => {
    expect(signUpEvent('onsite', 'subsite')).toEqual({
      event: 'sign_up',
      subject: 'newsletter',
      origin: 'onsite:subsite',
      type: 'ga4',
      emitter: 'newsletterservice',
    });
  });
  it('NFPL-4.1-11: maps cs to cz and keeps other languages', () => {
    expect(analyticsLanguage('cs-CZ')).toBe('cz');
    expect(analyticsLanguage('de-CH')).toBe('de');
    expect(analyticsLanguage('tr-TR')).toBe('tr');
    expect(
      formInteraction('error_message', 'newsletter', 'cs-CZ', 'emailRequiredErrorMessage'),
    ).toEqual({
      event: 'form_interaction',
      action: 'error_message',
      pageName: 'newsletter',
      language: 'cz',
      message: 'emailRequiredErrorMessage',
    });
  });
});
