import {
  newsletterOutcomeCode,
  newsletterReturnPath,
  parseNewsletterOutcome,
} from './newsletterForm';

describe('the sign-up form’s outcome codes (issue 16)', () => {
  it('round-trips success, the technical error and the failed rules of the shared message keys', () => {
    expect(newsletterOutcomeCode({ kind: 'success' })).toBe('success');
    expect(newsletterOutcomeCode({ kind: 'technicalError' })).toBe('error');
    const fields = {
      kind: 'fields',
      errors: {
        email: 'emailRegexErrorMessage',
        firstName: 'firstNameRequiredErrorMessage',
        lastName: 'lastNameMaxLengthErrorMessage',
      },
    } as const;
    expect(newsletterOutcomeCode(fields)).toBe('email.regex,firstName.required,lastName.maxLength');
    expect(parseNewsletterOutcome('email.regex,firstName.required,lastName.maxLength')).toEqual(
      fields,
    );
    expect(parseNewsletterOutcome('success')).toEqual({ kind: 'success' });
    expect(parseNewsletterOutcome('error')).toEqual({ kind: 'technicalError' });
  });

  it('knows nothing but its codes: free text, unknown fields or rules, prototype keys', () => {
    for (const value of [
      '',
      '<script>',
      'email.regex,<b>',
      'password.required',
      'email.toString',
      'email.__proto__',
      'email.regex.x',
      'email',
      'x'.repeat(500),
      undefined,
      42,
    ]) {
      expect(parseNewsletterOutcome(value)).toBeUndefined();
    }
    // A message key no rule makes cannot be told: the technical error stands in.
    expect(newsletterOutcomeCode({ kind: 'fields', errors: { email: 'somethingElse' } })).toBe(
      'error',
    );
  });

  it('returns to the page with the outcome replacing an earlier one, landing on the form', () => {
    expect(newsletterReturnPath('/c/coffee?sort=price&newsletter=error', { kind: 'success' })).toBe(
      '/c/coffee?sort=price&newsletter=success#newsletter-sign-up',
    );
    expect(
      newsletterReturnPath('/', { kind: 'fields', errors: { email: 'emailRequiredErrorMessage' } }),
    ).toBe('/?newsletter=email.required#newsletter-sign-up');
  });
});
