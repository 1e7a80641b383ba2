import { PERSONAL_DATA_PATH, fetchPersonalDataOnce, resetPersonalData, toHeaderPersonalData } from './personalData';
import type { HttpClient } from './http/client';

const customer = { firstname: 'Jana', lastname: 'Nováková', loyaltyBeans: 42, statuses: { isCommunityMember: false, isStorefrontcardMember: true }, nlStatus: null };

describe('header personal data (spec sections 3, 4 and 7)', () => {
  afterEach(() => resetPersonalData());

  it('NFPL-7.2-4: asks psdata once, with no-cache, until it is reset', async () => {
    const get = jest.fn().mockResolvedValue({ tracking: { loginStatus: 'LOGGED_IN' }, customer });
    const client = { get } as unknown as HttpClient; // only get is used
    await Promise.all([fetchPersonalDataOnce(client), fetchPersonalDataOnce(client)]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(PERSONAL_DATA_PATH, expect.anything(), { noCache: true });
    resetPersonalData();
    await fetchPersonalDataOnce(client);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads name, beans and both flags; LOGGED_OUT is neither logged in nor remembered', () => {
    expect(toHeaderPersonalData({ tracking: { loginStatus: 'LOGGED_IN' }, customer })).toEqual({
      initialized: true,
      loggedInOrRemembered: true,
      customerName: 'Jana Nováková',
      loyaltyBeans: 42,
      communityMember: false,
      storefrontCardMember: true,
    });
    expect(toHeaderPersonalData({ tracking: { loginStatus: 'LOGGED_OUT' } })).toMatchObject({ initialized: true, loggedInOrRemembered: false, customerName: '' });
  });
});
