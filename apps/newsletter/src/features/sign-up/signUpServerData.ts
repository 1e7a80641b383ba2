import { type LoadServerData } from '@storefront/contracts';
import {
  NEWSLETTER_OUTCOME_PARAM,
  parseNewsletterOutcome,
  type NewsletterFormOutcome,
} from '@storefront/newsletter-schemas';

/**
 * What the sign-up needs from the request to render on the server: the page to return to
 * after the plain form post, and the outcome that post came back with (`?newsletter=<code>`).
 */
export interface SignUpServerData {
  /** The page's path and query without the outcome: where the form post returns to. */
  returnTo: string;
  /** The outcome code as it came (only a known code is kept). */
  outcome?: string;
}

const MAX_RETURN_TO_LENGTH = 2048;

/** The page's path and query without `newsletter=`; the API checks it again before it redirects. */
export function returnPathOf(path: string, query: string): string {
  const params = new URLSearchParams(query);
  params.delete(NEWSLETTER_OUTCOME_PARAM);
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}`;
}

/** The outcome of the page's query, when it is one of the known codes. */
export function outcomeOfQuery(query: string): NewsletterFormOutcome | undefined {
  return parseNewsletterOutcome(new URLSearchParams(query).get(NEWSLETTER_OUTCOME_PARAM));
}

export const loadSignUpServerData: LoadServerData<SignUpServerData> = async ({ path, query }) => {
  const outcome = new URLSearchParams(query).get(NEWSLETTER_OUTCOME_PARAM);
  return {
    returnTo: returnPathOf(path, query),
    ...(outcome !== null && parseNewsletterOutcome(outcome) ? { outcome } : {}),
  };
};

export interface ParsedSignUpServerData {
  returnTo: string;
  outcome?: NewsletterFormOutcome;
}

/** Reads the embedded server data with our own checks: anything unexpected counts as none. */
export function parseSignUpServerData(value: unknown): ParsedSignUpServerData | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { returnTo, outcome } = value as Record<string, unknown>;
  if (
    typeof returnTo !== 'string' ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.length > MAX_RETURN_TO_LENGTH
  )
    return undefined;
  if (outcome !== undefined && typeof outcome !== 'string') return undefined;
  const parsed = outcome === undefined ? undefined : parseNewsletterOutcome(outcome);
  return { returnTo, ...(parsed ? { outcome: parsed } : {}) };
}
