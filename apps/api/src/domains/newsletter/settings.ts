/** Sign-ups one client may send per window; generous enough for a whole end-to-end run. */
export const DEFAULT_SIGN_UP_LIMIT = 30;
export const DEFAULT_SIGN_UP_WINDOW_S = 10 * 60;
/** Sign-ups for one address and site per window: each may send a double-opt-in mail to it. */
export const DEFAULT_SIGN_UP_LIMIT_PER_RECIPIENT = 5;
/** Turkey: unconfirmed sign-ups are deleted after 14 days (spec 8, 9), so their link stops working. */
export const TR_UNCONFIRMED_DELETION_DAYS = 14;
/**
 * A subscriber token is a bearer key to the subscriber's data: the e-mail's double-opt-in link works
 * this long after the (last) sign-up, and the token of a confirmed subscriber this long after the
 * confirmation (the page behind the link uses it right away). A forwarded or leaked mail does not
 * open the data for ever.
 */
export const DOUBLE_OPT_IN_LINK_VALIDITY_DAYS = 30;
export const CONFIRMED_TOKEN_VALIDITY_DAYS = 30;

export interface NewsletterSettings {
  signUpLimit: number;
  signUpLimitPerRecipient: number;
  signUpWindowS: number;
}

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Read when the routes are registered: NEWSLETTER_SIGN_UP_LIMIT (per client address),
 * NEWSLETTER_SIGN_UP_LIMIT_PER_RECIPIENT and NEWSLETTER_SIGN_UP_WINDOW_S set the rate limits (tests
 * lower or raise them).
 */
export function newsletterSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): NewsletterSettings {
  return {
    signUpLimit: positiveInt(env.NEWSLETTER_SIGN_UP_LIMIT, DEFAULT_SIGN_UP_LIMIT),
    signUpLimitPerRecipient: positiveInt(
      env.NEWSLETTER_SIGN_UP_LIMIT_PER_RECIPIENT,
      DEFAULT_SIGN_UP_LIMIT_PER_RECIPIENT,
    ),
    signUpWindowS: positiveInt(env.NEWSLETTER_SIGN_UP_WINDOW_S, DEFAULT_SIGN_UP_WINDOW_S),
  };
}
