import {
  parseSubscriptionOutcome,
  subscriberTokenOfQuery,
  subscriptionOutcomeCode,
  subscriptionPagePath,
  toSubscriberConsents,
} from './subscriptionForm';

const TOKEN = 'a'.repeat(43);

describe('the subscription page’s outcome codes (issue 31 item 1)', () => {
  it('round-trips saved, ended, the technical error, the invalid link and the failed rules', () => {
    for (const outcome of [
      { kind: 'saved' },
      { kind: 'ended' },
      { kind: 'technicalError' },
      { kind: 'invalidLink' },
    ] as const) {
      expect(parseSubscriptionOutcome(subscriptionOutcomeCode(outcome))).toEqual(outcome);
    }
    const fields = {
      kind: 'fields',
      errors: {
        salutation: 'salutationRequiredErrorMessage',
        firstName: 'firstNameMaxLengthErrorMessage',
      },
    } as const;
    expect(subscriptionOutcomeCode(fields)).toBe('salutation.required,firstName.maxLength');
    expect(parseSubscriptionOutcome('salutation.required,firstName.maxLength')).toEqual(fields);
  });

  it('knows nothing but its codes', () => {
    for (const value of [
      '',
      '<script>',
      'saved,ended',
      'firstName.toString',
      'firstName.__proto__',
      'x'.repeat(500),
      undefined,
      7,
    ])
      expect(parseSubscriptionOutcome(value)).toBeUndefined();
    expect(
      subscriptionOutcomeCode({ kind: 'fields', errors: { firstName: 'somethingElse' } }),
    ).toBe('error');
  });
});

describe('the token of the page’s address', () => {
  it('accepts the token’s format only', () => {
    expect(subscriberTokenOfQuery(`token=${TOKEN}&subscription=saved`)).toBe(TOKEN);
    for (const query of [
      '',
      'token=short',
      `token=${TOKEN}%3Cscript%3E`,
      `token=${'a'.repeat(101)}`,
    ])
      expect(subscriberTokenOfQuery(query)).toBeUndefined();
  });

  it('builds the page path of a token, dropping a malformed one', () => {
    expect(subscriptionPagePath(TOKEN)).toBe(`/subscribenewsletter/subscription?token=${TOKEN}`);
    expect(subscriptionPagePath(TOKEN, { kind: 'saved' })).toBe(
      `/subscribenewsletter/subscription?token=${TOKEN}&subscription=saved#newsletter-subscription`,
    );
    expect(subscriptionPagePath('<b>', { kind: 'invalidLink' })).toBe(
      '/subscribenewsletter/subscription?subscription=invalid#newsletter-subscription',
    );
  });
});

describe('the consents after the DNE box', () => {
  it('adds or removes DNE and keeps every other consent', () => {
    expect(toSubscriberConsents(['NEWSLETTER'], true)).toEqual(['NEWSLETTER', 'DNE']);
    expect(toSubscriberConsents(['DNE', 'NEWSLETTER'], false)).toEqual(['NEWSLETTER']);
    expect(toSubscriberConsents(['DNE'], true)).toEqual(['DNE']);
  });
});
