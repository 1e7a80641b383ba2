import { on } from '@storefront/contracts';
import { type HttpClient } from '@storefront/platform';
import { loginCustomer, loginStaff } from './loginApi';

describe('loginApi sends only what the login API takes (its request schemas)', () => {
  const client = () => ({ postJson: jest.fn(() => Promise.reject(new Error('not expected'))) }) as unknown as HttpClient & { postJson: jest.Mock };

  it('answers UNAUTHORIZED without a call for e-mails under 3 or over 256 and passwords over 200 characters', async () => {
    for (const [email, password] of [['ab', 'pw'], ['x'.repeat(257), 'pw'], ['a@b.test', 'x'.repeat(201)]] as const) {
      const http = client();
      expect(await loginCustomer('DE', email, password, http)).toBe('UNAUTHORIZED');
      expect(http.postJson).not.toHaveBeenCalled();
    }
    const http = client();
    await loginCustomer('DE', 'abc', 'x'.repeat(200), http);
    expect(http.postJson).toHaveBeenCalledTimes(1);
  });

  it('staff user names over 100 characters never reach the API (the field allows 256)', async () => {
    const http = client();
    expect(await loginStaff('x'.repeat(101), 'pw', http)).toBe('UNAUTHORIZED');
    expect(http.postJson).not.toHaveBeenCalled();
    await loginStaff('x'.repeat(100), 'pw', http);
    expect(http.postJson).toHaveBeenCalledTimes(1);
  });

  it('a staff login tells the preview panels of the other tabs; a refused one does not (issue 19)', async () => {
    const told = jest.fn();
    const off = on('preview:staff-login-changed', told);
    const http = client();
    expect(await loginStaff('staff', 'wrong', http)).toBe('SERVICE_UNAVAILABLE');
    expect(told).not.toHaveBeenCalled();
    http.postJson.mockResolvedValueOnce({});
    expect(await loginStaff('staff', 'right', http)).toBe('SUCCESS');
    expect(told).toHaveBeenCalledWith({ loggedIn: true });
    off();
  });
});
