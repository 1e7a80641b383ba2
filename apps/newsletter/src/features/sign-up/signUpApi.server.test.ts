/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import { createHttpClient, type HttpClient } from '@storefront/platform';
import { NewsletterOutboxSchema } from '@storefront/newsletter-schemas';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '@storefront/api/src/test/testApi';
import { newsletterApiBase, subscribe } from './signUpApi';

// The sign-up's real client against the real API (issue 31 item 7), listening on a port: the flag
// picks the base the server is asked on, and the server takes the sign-up there.
const CSRF = 'newsletter-client-csrf-0123456789';
let api: TestApi;
let client: HttpClient;
const seen: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  api.app.addHook('onResponse', async (request, reply) => {
    seen.push(`${request.method} ${request.url} ${reply.statusCode}`);
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const base = createHttpClient({
    baseURL: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`,
    csrfToken: () => CSRF,
  });
  // The browser's csrf cookie, which the document server sets, goes with the matching header.
  client = {
    ...base,
    request: (method, url, body, options = {}) =>
      base.request(method, url, body, {
        ...options,
        headers: { ...options.headers, cookie: `csrf_token=${CSRF}` },
      }),
  };
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const payload = (email: string) => ({
  email,
  consents: [],
  origin: 'onsite',
  originAddition: 'subsite',
});

async function mailsTo(email: string): Promise<number> {
  const response = await api.inject({
    method: 'GET',
    url: `/service/newsletter/api/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  return NewsletterOutboxSchema.parse(response.json()).mails.length;
}

// NFPL-6-5: spec 6 "The subscribe call uses the private API base path if a flag is set, otherwise the internal one."
describe('usePrivateApi against the real API (NFPL-6-5)', () => {
  it.each([
    [true, '/service/newsletter/api/private/newsletter-subscribers', 'private'],
    [false, '/service/newsletter/api/internal/newsletter-subscribers', 'internal'],
  ])(
    'NFPL-6-5: with the flag %s the sign-up goes to %s and the server takes it',
    async (usePrivateApi, path, label) => {
      const email = `flag-${label}@example.de`;
      seen.length = 0;
      await subscribe(newsletterApiBase(usePrivateApi), 'DE', payload(email), client);
      expect(seen).toEqual([`POST ${path} 202`]);
      expect(await mailsTo(email)).toBe(1);
    },
  );
});
