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
    const scrypt = boundedScrypt(never, 1, 2, 0);
    void scrypt('a', Buffer.alloc(1), 1);
    void scrypt('b', Buffer.alloc(1), 1);
    void scrypt('c', Buffer.alloc(1), 1);
    await expect(scrypt('d', Buffer.alloc(1), 1)).rejects.toBeInstanceOf(PasswordChecksBusy);
  });

  it('keeps places for clients without failed logins, and lets them in first (issue 58, item 6)', async () => {
    const releases: Array<() => void> = [];
    const held = (password: string) =>
      new Promise<Buffer>((resolve) => releases.push(() => resolve(Buffer.from(password))));
    const scrypt = boundedScrypt(held, 1, 4, 2);
    const order: string[] = [];
    const check = (name: string, lane: 'clean' | 'suspect') =>
      scrypt(name, Buffer.alloc(1), 1, lane).then((hash) => void order.push(String(hash)));
    const running = check('first', 'suspect');
    const suspects = [check('s1', 'suspect'), check('s2', 'suspect')];
    // The suspects' places (4 waiting, 2 kept) are taken: a third suspect is refused...
    await expect(scrypt('s3', Buffer.alloc(1), 1, 'suspect')).rejects.toBeInstanceOf(
      PasswordChecksBusy,
    );
    // ...a clean client is not, and goes first.
    const clean = check('clean', 'clean');
    expect(scrypt.waiting()).toBe(3);
    while (releases.length > 0 || order.length < 4) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all([running, ...suspects, clean]);
    expect(order).toEqual(['first', 'clean', 's1', 's2']);
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
