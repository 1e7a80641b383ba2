/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, HttpError, type HttpClient } from '@storefront/platform';
import { confirmSubscription } from '../double-opt-in/doubleOptInApi';
import { fetchBaseData, subscribe } from './signUpApi';

// A real server and the real client: what goes over the wire is asserted, not what a mock was handed.
interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let answer: { status: number; body?: string } = { status: 200 };
let seen: Seen = { headers: {}, body: '' };
let server: http.Server;
let client: HttpClient;
const PAGE = 'https://de.storefront.test/subscribenewsletter?ref=mail';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      response.writeHead(answer.status, answer.body === undefined ? {} : { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createHttpClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, csrfToken: () => 'csrf-1' });
  // This file runs in node: the page's location is a stub, as the browser's would be.
  Object.assign(globalThis, { window: { location: { href: PAGE } } });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const payload = { email: 'anna@example.de', consents: [], origin: 'onsite', originAddition: 'subsite' };

describe('the sign-up call (spec 7.1)', () => {
  it('NFPL-7.1-1: posts the payload with the site and the page address in X-Hunter-Site and X-Original-Address', async () => {
    answer = { status: 200, body: JSON.stringify({ status: 'ACCEPTED' }) };
    await subscribe('/service/newsletter/api/internal', 'HU', payload, client);
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/service/newsletter/api/internal/newsletter-subscribers');
    // NFPL-3.1-2: the subscribe payload goes out as built, as JSON.
    expect(JSON.parse(seen.body)).toEqual(payload);
    expect(seen.headers['x-hunter-site']).toBe('HU');
    expect(seen.headers['x-original-address']).toBe(PAGE);
    expect(seen.headers['x-csrf-token']).toBe('csrf-1');
  });

  it.each([
    [201, JSON.stringify({ id: 'subscriber-1' })],
    [202, undefined],
    [204, undefined],
  ])('NFPL-7.1-6: counts %s as success whatever the body (success is any 2xx)', async (status, body) => {
    answer = { status, body };
    await expect(subscribe('/service/newsletter/api/private', 'DE', payload, client)).resolves.toBeUndefined();
  });

  it('NFPL-7.1-6: raises a response error with the parsed problem body for other statuses', async () => {
    answer = { status: 400, body: JSON.stringify({ type: 'urn:newsletter:email_invalid' }) };
    const error = await subscribe('/service/newsletter/api/internal', 'DE', payload, client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'status', status: 400, body: { type: 'urn:newsletter:email_invalid' } });
  });

  // NFPL-3.1-7: the customer base data that prefills the form comes from this call.
  it('NFPL-6-2, NFPL-7.1-2: asks for the base data with the LoginToken value in X-LoginToken', async () => {
    answer = { status: 200, body: JSON.stringify({ email: 'anna@example.de', consents: [], nlStatus: null }) };
    await expect(fetchBaseData('/service/newsletter/api/internal', 'login-token-value', client)).resolves.toMatchObject({ email: 'anna@example.de' });
    expect(seen.url).toBe('/service/newsletter/api/internal/customers/base-data');
    expect(seen.headers['x-logintoken']).toBe('login-token-value');
  });
});

describe('the double opt-in call (spec 4.1, 7.1)', () => {
  const TOKEN = 'a'.repeat(43);

  it.each([
    [200, JSON.stringify({ status: 'CONFIRMED' })],
    [204, undefined],
  ])('NFPL-1-3, NFPL-7.1-4: a PUT without body on the token; %s counts as confirmed without a full subscriber body', async (status, body) => {
    answer = { status, body };
    await expect(confirmSubscription('SK', TOKEN, undefined, client)).resolves.toBeUndefined();
    expect(seen.method).toBe('PUT');
    expect(seen.url).toBe(`/service/newsletter/api/internal/newsletter-subscribers/${TOKEN}/doi`);
    expect(seen.body).toBe('');
    expect(seen.headers['x-hunter-site']).toBe('SK');
    expect(seen.headers['x-original-address']).toBe(PAGE);
  });
});
