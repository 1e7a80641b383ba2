import crypto from 'node:crypto';
import { promisify } from 'node:util';

type Scrypt = (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const nodeScrypt = promisify(crypto.scrypt) as Scrypt;
const KEY_LENGTH = 32;

/**
 * Password hashes computed at once: scrypt runs on libuv's thread pool (4 threads by default), which
 * file and DNS work share; unbounded, a burst of logins filled it and everything else waited behind
 * (OWASP Denial of Service cheat sheet).
 */
export const PASSWORD_HASHES_AT_ONCE = 2;
/** Hashes that may wait for a turn; beyond them a login is answered "unavailable" at once. */
export const PASSWORD_HASHES_QUEUED = 64;

/** Too many password checks are waiting: the caller answers "unavailable", never hashes. */
export class PasswordChecksBusy extends Error {
  override name = 'PasswordChecksBusy';
}

/** At most `atOnce` calls of `scrypt` run at the same time, at most `queued` wait; more are refused. */
export function boundedScrypt(
  scrypt: Scrypt,
  atOnce = PASSWORD_HASHES_AT_ONCE,
  queued = PASSWORD_HASHES_QUEUED,
): Scrypt {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (password, salt, keylen) => {
    if (running >= atOnce) {
      if (waiting.length >= queued)
        throw new PasswordChecksBusy('Too many password checks are waiting.');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await scrypt(password, salt, keylen);
    } finally {
      // Hand the slot straight to the next waiter (running stays), or free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const scrypt = boundedScrypt(nodeScrypt);

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

/** Whether the password matches the stored hash; rejects with PasswordChecksBusy when too many wait. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
