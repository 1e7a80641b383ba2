import type { LightMyRequestResponse } from 'fastify';
import type { RawBuilder } from 'kysely';
import {
  NEWSLETTER_API_BASES,
  NEWSLETTER_DEFAULT_ORIGIN,
  NEWSLETTER_DEFAULT_ORIGIN_ADDITION,
  NEWSLETTER_PROBLEMS,
  NEWSLETTER_SUBSCRIBERS_PATH,
  type NewsletterApiBase,
  type NewsletterField,
  type SubscribeRequest,
} from '@storefront/newsletter-schemas';
import { HEADER_NAMES } from '@storefront/contracts';
import type { TestApi } from '../../test/testApi';
import { FORM_POST_HOST } from '../../test/formPost';

/** The newsletter tests' fixtures: a sign-up as the widget sends it, the answer to failed rules, and a look into the database. */

/** The widget's sign-up body (spec 3.1): DNE given, from the widget's default origin; `extra` adds or replaces fields. */
export const signUpPayload = (
  email: string,
  extra: Partial<SubscribeRequest> = {},
): SubscribeRequest => ({
  email,
  consents: ['DNE'],
  origin: NEWSLETTER_DEFAULT_ORIGIN,
  originAddition: NEWSLETTER_DEFAULT_ORIGIN_ADDITION,
  ...extra,
});

export interface SignUpCall {
  site?: string;
  base?: NewsletterApiBase;
  remoteAddress?: string;
}

/** POST /newsletter-subscribers (spec 7.1) as our page sends it, on the German host whatever the site; `body` may be malformed. */
export function postSignUp(
  api: Pick<TestApi, 'inject'>,
  body: unknown,
  { site = 'DE', base = NEWSLETTER_API_BASES.internal, remoteAddress }: SignUpCall = {},
) {
  return api.inject({
    method: 'POST',
    url: `${base}${NEWSLETTER_SUBSCRIBERS_PATH}`,
    payload: body as object,
    headers: { [HEADER_NAMES.site]: site, host: FORM_POST_HOST },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The rows a query reads from the API's database, whichever it is (SQLite or PostgreSQL). */
export const databaseRows =
  (api: Pick<TestApi, 'db'>) =>
  async (query: RawBuilder<unknown>): Promise<Record<string, unknown>[]> =>
    (await query.execute(api.db)).rows as Record<string, unknown>[];

/**
 * The answer to fields that failed the shared rules (spec 5.1): 400 urn:newsletter:field_invalid
 * with each failed field's message key, exactly these fields, in the order given.
 */
export function expectFieldInvalid(
  response: LightMyRequestResponse,
  messages: Partial<Record<NewsletterField, string>>,
): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    type: NEWSLETTER_PROBLEMS.fieldInvalid,
    errors: Object.entries(messages).map(([path, message]) => ({ path, message })),
  });
}
