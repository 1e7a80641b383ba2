import { fetchPersonalDataOnce, resetPersonalData, toHeaderPersonalData } from './personalData';
import type { HttpClient } from './http/client';

const customer = {
  firstname: 'Jana',
  lastname: 'Nováková',
  loyaltyBeans: 42,
  statuses: { isCommunityMember: false, isStorefrontcardMember: true },
  nlStatus: null,
};

describe('header personal data (spec sections 3, 4 and 7)', () => {
  afterEach(() => resetPersonalData());

  it('NFPL-7.2-4: asks psdata once, with no-cache, until it is reset', async () => {
    const get = jest.fn().mockResolvedValue({ tracking: { loginStatus: 'LOGGED_IN' }, customer });
    const client = { get } as unknown as HttpClient; // only get is used
    await Promise.all([fetchPersonalDataOnce(client), fetchPersonalDataOnce(client)]);
    // HSC-4.1-2: personal data loads only once...
    expect(get).toHaveBeenCalledTimes(1);
    // HSC-7-1: GET psdata with no-cache (the client adds credentials and the anti-forgery header).
    expect(get).toHaveBeenCalledWith(
      '/service/customerfrontenddata/api/v1/psdata',
      expect.anything(),
      { noCache: true },
    );
    // HSC-4.1-2: ...and can be reset.
    resetPersonalData();
    await fetchPersonalDataOnce(client);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads name, beans and both flags; LOGGED_OUT is neither logged in nor remembered', () => {
    // HSC-3.2-1 / HSC-4.1-1: fields read from tracking.loginStatus and customer; LOGGED_IN counts as logged in or remembered.
    expect(toHeaderPersonalData({ tracking: { loginStatus: 'LOGGED_IN' }, customer })).toEqual({
      initialized: true,
      loggedInOrRemembered: true,
      customerName: 'Jana Nováková',
      loyaltyBeans: 42,
      communityMember: false,
      storefrontCardMember: true,
    });
    // HSC-4.1-1: REMEMBERED counts as logged in or remembered too, LOGGED_OUT not.
    expect(
      toHeaderPersonalData({ tracking: { loginStatus: 'REMEMBERED' }, customer })
        .loggedInOrRemembered,
    ).toBe(true);
    expect(toHeaderPersonalData({ tracking: { loginStatus: 'LOGGED_OUT' } })).toMatchObject({
      initialized: true,
      loggedInOrRemembered: false,
      customerName: '',
    });
  });
});
