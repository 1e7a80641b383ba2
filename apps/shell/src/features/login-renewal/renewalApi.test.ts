import { HttpError, type HttpClient } from '@storefront/platform';
import { renewLoginTokenIfReached } from './renewalApi';

const failing = (error: unknown): HttpClient =>
  ({ request: jest.fn(() => Promise.reject(error)) }) as unknown as HttpClient;

describe('a renew call that never reached the server (issue 19)', () => {
  it.each([
    new HttpError('network', 'x'),
    new HttpError('timeout', 'x'),
    new HttpError('aborted', 'x'),
  ])('$kind gives no answer about the login (the schedule counts it as code 3)', async (error) => {
    expect(await renewLoginTokenIfReached(failing(error))).toBeUndefined();
  });

  it('an answer of the server keeps its code', async () => {
    expect(await renewLoginTokenIfReached(failing(new HttpError('status', 'x', 401)))).toBe(3);
    expect(await renewLoginTokenIfReached(failing(new HttpError('status', 'x', 500)))).toBe(2);
  });
});
