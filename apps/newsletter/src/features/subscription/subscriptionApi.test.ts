/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, HttpError, type HttpClient } from '@storefront/platform';
import { fetchSubscription, updateSubscription } from './subscriptionApi';

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
const PAGE = 'https://hu.storefront.test/subscribenewsletter/subscription?token=x';
const TOKEN = 'T'.repeat(43);
const BASE = '/service/newsletter/api/internal';
const SUBSCRIBER = {
  email: 'anna@example.hu',
  site: 'HU',
  status: 'CONFIRMED',
  firstName: 'Anna',
  consents: ['DNE'],
  interests: [],
  origin: 'onsite',
  originAddition: 'subsite',
  createdAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: '2026-11-01T10:05:00.000Z',
};

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
  Object.assign(globalThis, { window: { location: { href: PAGE } } });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('NFPL-7.1-3: GET /newsletter-subscribers/{subscriberToken}', () => {
  it('asks by token with X-Hunter-Site, never from a cache, and validates the subscriber', async () => {
    answer = { status: 200, body: JSON.stringify(SUBSCRIBER) };
    await expect(fetchSubscription('HU', TOKEN, undefined, client)).resolves.toMatchObject({
      email: 'anna@example.hu',
      status: 'CONFIRMED',
      firstName: 'Anna',
    });
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe(`${BASE}/newsletter-subscribers/${TOKEN}`);
    expect(seen.headers['x-hunter-site']).toBe('HU');
    expect(seen.headers['cache-control']).toBe('no-cache');
  });

  it('raises the response error for an unknown token and refuses a body that is no subscriber', async () => {
    answer = { status: 404, body: JSON.stringify({ type: 'urn:newsletter:unknown_token' }) };
    await expect(fetchSubscription('HU', TOKEN, undefined, client)).rejects.toMatchObject({
      kind: 'status',
      status: 404,
      body: { type: 'urn:newsletter:unknown_token' },
    });
    answer = { status: 200, body: JSON.stringify({ email: 42 }) };
    await expect(fetchSubscription('HU', TOKEN, undefined, client)).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('NFPL-7.1-5: PUT /newsletter-subscribers/{subscriberToken} with the update request', () => {
  it('sends the changes as JSON with X-Hunter-Site, X-Original-Address and the anti-forgery header', async () => {
    answer = { status: 200, body: JSON.stringify({ ...SUBSCRIBER, firstName: 'Anni' }) };
    await expect(updateSubscription('HU', TOKEN, { firstName: 'Anni' }, client)).resolves.toMatchObject({ firstName: 'Anni' });
    expect(seen.method).toBe('PUT');
    expect(seen.url).toBe(`${BASE}/newsletter-subscribers/${TOKEN}`);
    expect(JSON.parse(seen.body)).toEqual({ firstName: 'Anni' });
    expect(seen.headers['x-hunter-site']).toBe('HU');
    expect(seen.headers['x-original-address']).toBe(PAGE);
    expect(seen.headers['x-csrf-token']).toBe('csrf-1');
  });

  it.each([
    [204, undefined],
    [202, JSON.stringify({ accepted: true })],
  ])('counts %s as success whatever the body (success is any 2xx)', async (status, body) => {
    answer = { status, body };
    await expect(updateSubscription('HU', TOKEN, { status: 'UNSUBSCRIBED' }, client)).resolves.toBeUndefined();
    expect(JSON.parse(seen.body)).toEqual({ status: 'UNSUBSCRIBED' });
  });

  it('raises a response error with the problem body for any other status', async () => {
    answer = { status: 500, body: JSON.stringify({ type: 'urn:storefront:internal' }) };
    const error = await updateSubscription('HU', TOKEN, { firstName: 'A' }, client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'status', status: 500 });
  });
});
