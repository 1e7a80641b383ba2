import { on } from './events';
import type { HttpClient } from './http/client';
import { fetchPersonalDataOnce, resetPersonalData } from './personalData';
import type { PersonalDataResponse } from './schemas/personalData';

const answer = (loginStatus: PersonalDataResponse['tracking']['loginStatus']): PersonalDataResponse => ({ tracking: { loginStatus } });
const client = (get: () => Promise<unknown>) => ({ get: jest.fn(get) }) as unknown as HttpClient & { get: jest.Mock };

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
