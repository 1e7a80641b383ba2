import { contentVersionReader } from './contentVersion';

describe('the content version of the page cache', () => {
  it('reads the version at most once a second (1000 ms), then again', async () => {
    let now = 0;
    let version = 1;
    const read = jest.fn(async () => version);
    const contentVersion = contentVersionReader(read, () => now);
    expect(await contentVersion()).toBe(1);
    version = 2;
    now = 999;
    expect(await contentVersion()).toBe(1);
    now = 1000;
    expect(await contentVersion()).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('gives no version when the read fails, so the page is rendered instead', async () => {
    const contentVersion = contentVersionReader(
      () => Promise.reject(new Error('database gone')),
      () => 0,
    );
    expect(await contentVersion()).toBeUndefined();
  });
});
