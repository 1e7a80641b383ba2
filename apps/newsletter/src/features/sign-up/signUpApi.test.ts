/**
 * @jest-environment node
 */
import { HttpError } from '@storefront/platform';
import { fetchBaseData, subscribe } from './signUpApi';
import { startRecordingServer } from '../../testing/recordingServer';

const PAGE = 'https://de.storefront.test/subscribenewsletter?ref=mail';
const wire = startRecordingServer(PAGE);

const payload = {
  email: 'anna@example.de',
  consents: [],
  origin: 'onsite',
  originAddition: 'subsite',
};

describe('the sign-up call (spec 7.1)', () => {
  it('NFPL-7.1-1: posts the payload with the site and the page address in X-Hunter-Site and X-Original-Address', async () => {
    wire.answer = { status: 200, body: JSON.stringify({ status: 'ACCEPTED' }) };
    await subscribe('/service/newsletter/api/internal', 'HU', payload, wire.client);
    expect(wire.seen.method).toBe('POST');
    expect(wire.seen.url).toBe('/service/newsletter/api/internal/newsletter-subscribers');
    // NFPL-3.1-2: the subscribe payload goes out as built, as JSON.
    expect(JSON.parse(wire.seen.body)).toEqual(payload);
    expect(wire.seen.headers['x-hunter-site']).toBe('HU');
    expect(wire.seen.headers['x-original-address']).toBe(PAGE);
    expect(wire.seen.headers['x-csrf-token']).toBe('csrf-1');
  });

  it.each([
    [201, JSON.stringify({ id: 'subscriber-1' })],
    [202, undefined],
    [204, undefined],
  ])(
    'NFPL-7.1-6: counts %s as success whatever the body (success is any 2xx)',
    async (status, body) => {
      wire.answer = { status, body };
      await expect(
        subscribe('/service/newsletter/api/private', 'DE', payload, wire.client),
      ).resolves.toBeUndefined();
    },
  );

  it('NFPL-7.1-6: raises a response error with the parsed problem body for other statuses', async () => {
    wire.answer = { status: 400, body: JSON.stringify({ type: 'urn:newsletter:email_invalid' }) };
    const error = await subscribe(
      '/service/newsletter/api/internal',
      'DE',
      payload,
      wire.client,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'status',
      status: 400,
      body: { type: 'urn:newsletter:email_invalid' },
    });
  });

  // NFPL-3.1-7: the customer base data that prefills the form comes from this call.
  it('NFPL-6-2, NFPL-7.1-2: asks for the base data with the LoginToken value in X-LoginToken', async () => {
    wire.answer = {
      status: 200,
      body: JSON.stringify({ email: 'anna@example.de', consents: [], nlStatus: null }),
    };
    await expect(
      fetchBaseData('/service/newsletter/api/internal', 'login-token-value', wire.client),
    ).resolves.toMatchObject({ email: 'anna@example.de' });
    expect(wire.seen.url).toBe('/service/newsletter/api/internal/customers/base-data');
    expect(wire.seen.headers['x-logintoken']).toBe('login-token-value');
  });
});
