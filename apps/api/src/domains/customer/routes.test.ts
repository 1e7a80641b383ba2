import { PersonalDataResponseSchema } from '@storefront/contracts';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const PSDATA = '/service/customerfrontenddata/api/v1/psdata';

describe('personal data API', () => {
  it('is logged out without a login cookie', async () => {
    const response = await api.inject({ method: 'GET', url: PSDATA });
    expect(PersonalDataResponseSchema.parse(response.json())).toEqual({
      tracking: { loginStatus: 'LOGGED_OUT' },
    });
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('answers the customer after a real login, and REMEMBERED with only the long-term token', async () => {
    const login = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/login',
      headers: { 'x-hunter-site': 'DE' },
      payload: { email: 'demo.de@storefront.test', password: 'Storefront-Demo-1' },
    });
    expect(login.statusCode).toBe(200);
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
    const loggedIn = PersonalDataResponseSchema.parse(
      (await api.inject({ method: 'GET', url: PSDATA, cookies })).json(),
    );
    expect(loggedIn).toEqual({
      tracking: { loginStatus: 'LOGGED_IN' },
      customer: {
        firstname: 'Anna',
        lastname: 'Schneider',
        loyaltyBeans: 120,
        statuses: { isCommunityMember: true, isStorefrontcardMember: true },
      },
    });
    const remembered = PersonalDataResponseSchema.parse(
      (
        await api.inject({
          method: 'GET',
          url: PSDATA,
          cookies: { LongTermToken: cookies.LongTermToken ?? '' },
        })
      ).json(),
    );
    expect(remembered.tracking.loginStatus).toBe('REMEMBERED');
    const forged = PersonalDataResponseSchema.parse(
      (await api.inject({ method: 'GET', url: PSDATA, cookies: { LoginToken: 'x.y.z' } })).json(),
    );
    expect(forged.tracking.loginStatus).toBe('LOGGED_OUT');
  });
});
