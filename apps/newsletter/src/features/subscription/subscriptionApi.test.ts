/**
 * @jest-environment node
 */
import { HttpError } from '@storefront/platform';
import { fetchSubscription, updateSubscription } from './subscriptionApi';
import { startRecordingServer } from '../../testing/recordingServer';
import { aSubscriber } from '../../testing/subscriber';

const PAGE = 'https://hu.storefront.test/subscribenewsletter/subscription?token=x';
const wire = startRecordingServer(PAGE);
const TOKEN = 'T'.repeat(43);
const BASE = '/service/newsletter/api/internal';
const SUBSCRIBER = aSubscriber({ email: 'anna@example.hu', site: 'HU' });

describe('NFPL-7.1-3: GET /newsletter-subscribers/{subscriberToken}', () => {
  it('asks by token with X-Hunter-Site, never from a cache, and validates the subscriber', async () => {
    wire.answer = { status: 200, body: JSON.stringify(SUBSCRIBER) };
    await expect(fetchSubscription('HU', TOKEN, undefined, wire.client)).resolves.toMatchObject({
      email: 'anna@example.hu',
      status: 'CONFIRMED',
      firstName: 'Anna',
    });
    expect(wire.seen.method).toBe('GET');
    expect(wire.seen.url).toBe(`${BASE}/newsletter-subscribers/${TOKEN}`);
    expect(wire.seen.headers['x-hunter-site']).toBe('HU');
    expect(wire.seen.headers['cache-control']).toBe('no-cache');
  });

  it('raises the response error for an unknown token and refuses a body that is no subscriber', async () => {
    wire.answer = { status: 404, body: JSON.stringify({ type: 'urn:newsletter:unknown_token' }) };
    await expect(fetchSubscription('HU', TOKEN, undefined, wire.client)).rejects.toMatchObject({
      kind: 'status',
      status: 404,
      body: { type: 'urn:newsletter:unknown_token' },
    });
    wire.answer = { status: 200, body: JSON.stringify({ email: 42 }) };
    await expect(fetchSubscription('HU', TOKEN, undefined, wire.client)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('NFPL-7.1-5: PUT /newsletter-subscribers/{subscriberToken} with the update request', () => {
  it('sends the changes as JSON with X-Hunter-Site, X-Original-Address and the anti-forgery header', async () => {
    wire.answer = { status: 200, body: JSON.stringify({ ...SUBSCRIBER, firstName: 'Anni' }) };
    await expect(
      updateSubscription('HU', TOKEN, { firstName: 'Anni' }, wire.client),
    ).resolves.toMatchObject({ firstName: 'Anni' });
    expect(wire.seen.method).toBe('PUT');
    expect(wire.seen.url).toBe(`${BASE}/newsletter-subscribers/${TOKEN}`);
    expect(JSON.parse(wire.seen.body)).toEqual({ firstName: 'Anni' });
    expect(wire.seen.headers['x-hunter-site']).toBe('HU');
    expect(wire.seen.headers['x-original-address']).toBe(PAGE);
    expect(wire.seen.headers['x-csrf-token']).toBe('csrf-1');
  });

  it.each([
    [204, undefined],
    [202, JSON.stringify({ accepted: true })],
  ])('counts %s as success whatever the body (success is any 2xx)', async (status, body) => {
    wire.answer = { status, body };
    await expect(
      updateSubscription('HU', TOKEN, { status: 'UNSUBSCRIBED' }, wire.client),
    ).resolves.toBeUndefined();
    expect(JSON.parse(wire.seen.body)).toEqual({ status: 'UNSUBSCRIBED' });
  });

  it('raises a response error with the problem body for any other status', async () => {
    wire.answer = { status: 500, body: JSON.stringify({ type: 'urn:storefront:internal' }) };
    const error = await updateSubscription('HU', TOKEN, { firstName: 'A' }, wire.client).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'status', status: 500 });
  });
});
