import { HttpError, type HttpClient } from '@storefront/platform';
import { requestLongTermToken, renewLoginTokenIfReached } from './renewalApi';

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

describe('the long-term token', () => {
  it('NFPL-7.4-3: is asked for with GET /service/login/api/v1/longtermtoken; a failure costs only the “remember me”', async () => {
    const request = jest.fn(() => Promise.resolve({ status: 200, data: undefined }));
    await requestLongTermToken({ request } as unknown as HttpClient);
    expect(request).toHaveBeenCalledWith('GET', '/service/login/api/v1/longtermtoken', undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      requestLongTermToken(failing(new HttpError('status', 'x', 500))),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
