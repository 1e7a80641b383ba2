import {
  boundedScrypt,
  hashPassword,
  PASSWORD_HASHES_AT_ONCE,
  PasswordChecksBusy,
  verifyPassword,
} from './passwords';

describe('password hashing, bounded (issue 29 item 6)', () => {
  it('runs at most the bound at once, and every call still gets its hash', async () => {
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const slow = (password: string) =>
      new Promise<Buffer>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve(Buffer.from(password));
        });
      });
    const scrypt = boundedScrypt(slow, 2, 100);
    const calls = Array.from({ length: 10 }, (_, n) => scrypt(`pw-${n}`, Buffer.alloc(1), 1));
    while (releases.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect((await Promise.all(calls)).map(String)).toEqual(
      Array.from({ length: 10 }, (_, n) => `pw-${n}`),
    );
    expect(most).toBe(2);
  });

  it('refuses calls beyond the queue at once', async () => {
    const never = () => new Promise<Buffer>(() => undefined);
    const scrypt = boundedScrypt(never, 1, 2);
    void scrypt('a', Buffer.alloc(1), 1);
    void scrypt('b', Buffer.alloc(1), 1);
    void scrypt('c', Buffer.alloc(1), 1);
    await expect(scrypt('d', Buffer.alloc(1), 1)).rejects.toBeInstanceOf(PasswordChecksBusy);
  });

  it('the real hash still verifies, also many at once', async () => {
    const stored = await hashPassword('Storefront-Demo-1');
    const results = await Promise.all(
      Array.from({ length: PASSWORD_HASHES_AT_ONCE * 3 }, (_, n) =>
        verifyPassword(n % 2 ? 'Storefront-Demo-1' : 'wrong', stored),
      ),
    );
    expect(results).toEqual(
      Array.from({ length: PASSWORD_HASHES_AT_ONCE * 3 }, (_, n) => n % 2 === 1),
    );
  });
});
