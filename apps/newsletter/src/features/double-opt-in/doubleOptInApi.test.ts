/**
 * @jest-environment node
 */
import { confirmSubscription } from './doubleOptInApi';
import { startRecordingServer } from '../../testing/recordingServer';

const PAGE = 'https://de.storefront.test/subscribenewsletter?ref=mail';
const wire = startRecordingServer(PAGE);

describe('the double opt-in call (spec 4.1, 7.1)', () => {
  const TOKEN = 'a'.repeat(43);

  it.each([
    [200, JSON.stringify({ status: 'CONFIRMED' })],
    [204, undefined],
  ])(
    'NFPL-1-3, NFPL-7.1-4: a PUT without body on the token; %s counts as confirmed without a full subscriber body',
    async (status, body) => {
      wire.answer = { status, body };
      await expect(
        confirmSubscription('SK', TOKEN, undefined, wire.client),
      ).resolves.toBeUndefined();
      expect(wire.seen.method).toBe('PUT');
      expect(wire.seen.url).toBe(
        `/service/newsletter/api/internal/newsletter-subscribers/${TOKEN}/doi`,
      );
      expect(wire.seen.body).toBe('');
      expect(wire.seen.headers['x-hunter-site']).toBe('SK');
      expect(wire.seen.headers['x-original-address']).toBe(PAGE);
    },
  );
});
