import { NEWSLETTER_PATH, type LoadServerData } from '@storefront/contracts';
import { tokenFromLocation } from '../../features/double-opt-in';
import {
  loadSignUpServerData,
  parseSignUpServerData,
  type ParsedSignUpServerData,
  type SignUpServerData,
} from '../../features/sign-up';

/**
 * The confirmation page on the server. The confirmation itself is a PUT (spec 4.1, 7.1)
 * that changes the subscriber, so a GET of the page never performs it on the server: the server
 * renders the pending state when the link carries a well-formed token, and the browser confirms
 * after hydration. Only whether there is a token is embedded, never the token itself.
 */
export interface DoubleOptInServerData {
  hasToken: boolean;
  /** The sign-up shown for an invalid link; its plain post returns to the newsletter page. */
  signUp: SignUpServerData;
}

export const loadDoubleOptInServerData: LoadServerData<DoubleOptInServerData> = async (
  context,
) => ({
  hasToken: tokenFromLocation(`?${context.query}`) !== undefined,
  signUp: await loadSignUpServerData({ ...context, path: NEWSLETTER_PATH, query: '' }),
});

export function parseDoubleOptInServerData(
  value: unknown,
): { hasToken: boolean; signUp: ParsedSignUpServerData } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { hasToken, signUp } = value as Record<string, unknown>;
  const parsedSignUp = parseSignUpServerData(signUp);
  return typeof hasToken === 'boolean' && parsedSignUp
    ? { hasToken, signUp: parsedSignUp }
    : undefined;
}
