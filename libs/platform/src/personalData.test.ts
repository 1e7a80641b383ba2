import { emit, on, type PersonalDataResponse } from '@storefront/contracts';
import type { HttpClient } from './http/client';
import {
  fetchPersonalDataOnce,
  isPersonalDataLoading,
  onPersonalDataStale,
  resetPersonalData,
} from './personalData';

const answer = (
  loginStatus: PersonalDataResponse['tracking']['loginStatus'],
): PersonalDataResponse => ({ tracking: { loginStatus } });
const client = (get: () => Promise<unknown>) =>
  ({ get: jest.fn(get) }) as unknown as HttpClient & { get: jest.Mock };

afterEach(() => resetPersonalData());

describe('fetchPersonalDataOnce', () => {
  it('asks once per page and reports the login status of each answer once, for the other tabs to compare', async () => {
    const observed = jest.fn();
    const off = on('login:status-observed', observed);
    const fake = client(async () => answer('LOGGED_IN'));
    await Promise.all([fetchPersonalDataOnce(fake), fetchPersonalDataOnce(fake)]);
    expect(fake.get).toHaveBeenCalledTimes(1);
    expect(observed).toHaveBeenCalledTimes(1);
    expect(observed).toHaveBeenCalledWith({ loginStatus: 'LOGGED_IN' });

    resetPersonalData();
    fake.get.mockResolvedValueOnce(answer('LOGGED_OUT'));
    await fetchPersonalDataOnce(fake);
    expect(observed).toHaveBeenLastCalledWith({ loginStatus: 'LOGGED_OUT' });
    expect(observed).toHaveBeenCalledTimes(2);
    off();
  });

  it('reports nothing for a failed request and asks again next time', async () => {
    const observed = jest.fn();
    const off = on('login:status-observed', observed);
    const fake = client(() => Promise.reject(new Error('offline')));
    await expect(fetchPersonalDataOnce(fake)).rejects.toThrow('offline');
    expect(observed).not.toHaveBeenCalled();
    fake.get.mockResolvedValueOnce(answer('REMEMBERED'));
    await fetchPersonalDataOnce(fake);
    expect(observed).toHaveBeenCalledWith({ loginStatus: 'REMEMBERED' });
    off();
  });
});

describe('after a login-status change', () => {
  it('header and footer both reload, with one new request between them', async () => {
    const fake = client(async () => answer('LOGGED_OUT'));
    const reloads = [jest.fn(), jest.fn()];
    const offs = reloads.map((reload) =>
      onPersonalDataStale(() => reload(fetchPersonalDataOnce(fake))),
    );
    await fetchPersonalDataOnce(fake);
    expect(fake.get).toHaveBeenCalledTimes(1);

    fake.get.mockResolvedValue(answer('LOGGED_IN'));
    emit('login:status-changed', { loggedIn: true });
    expect(fake.get).toHaveBeenCalledTimes(2);
    const [first, second] = reloads.map(
      (reload) => reload.mock.calls[0]?.[0] as Promise<PersonalDataResponse>,
    );
    expect(first).toBe(second);
    await expect(first).resolves.toEqual(answer('LOGGED_IN'));
    // The next change reloads again.
    emit('login:status-changed', { loggedIn: false });
    expect(fake.get).toHaveBeenCalledTimes(3);
    for (const off of offs) off();
  });

  it('tells whether an answer is still to come', async () => {
    let answerNow: (response: PersonalDataResponse) => void = () => undefined;
    const fake = client(() => new Promise((resolve) => (answerNow = resolve)));
    expect(isPersonalDataLoading()).toBe(false);
    const request = fetchPersonalDataOnce(fake);
    expect(isPersonalDataLoading()).toBe(true);
    answerNow(answer('LOGGED_IN'));
    await request;
    expect(isPersonalDataLoading()).toBe(false);
    resetPersonalData();
    fake.get.mockRejectedValueOnce(new Error('offline'));
    await expect(fetchPersonalDataOnce(fake)).rejects.toThrow('offline');
    expect(isPersonalDataLoading()).toBe(false);
  });
});
