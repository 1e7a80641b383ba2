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
/**
 * Of the waiting places, those only a client without failed logins may take:
 * a few addresses sending wrong passwords at once fill the rest, never these, so the owner of an
 * account still gets in while strangers guess at it.
 */
export const PASSWORD_HASHES_RESERVED = 16;

/**
 * Whose password check it is: `clean`, a client with no failed login on record (the throttle's
 * count before this attempt), or `suspect`. Clean checks wait in front of suspect ones and may take
 * the reserved places.
 */
export type PasswordCheckLane = 'clean' | 'suspect';

/** Too many password checks are waiting: the caller answers "unavailable", never hashes. */
export class PasswordChecksBusy extends Error {
  override name = 'PasswordChecksBusy';
}

type LaneScrypt = (
  password: string,
  salt: Buffer,
  keylen: number,
  lane?: PasswordCheckLane,
) => Promise<Buffer>;

/**
 * At most `atOnce` calls of `scrypt` run at the same time; at most `queued` wait, of which suspect
 * ones may take all but `reserved`; a free turn goes to a waiting clean call first. More are refused.
 */
export function boundedScrypt(
  scrypt: Scrypt,
  atOnce = PASSWORD_HASHES_AT_ONCE,
  queued = PASSWORD_HASHES_QUEUED,
  reserved = PASSWORD_HASHES_RESERVED,
): LaneScrypt & { waiting(): number } {
  let running = 0;
  const waiting: Record<PasswordCheckLane, Array<() => void>> = { clean: [], suspect: [] };
  const waitingNow = () => waiting.clean.length + waiting.suspect.length;
  const bounded = async (
    password: string,
    salt: Buffer,
    keylen: number,
    lane: PasswordCheckLane = 'suspect',
  ) => {
    if (running >= atOnce) {
      const room = lane === 'clean' ? queued : queued - reserved;
      if (waitingNow() >= room)
        throw new PasswordChecksBusy('Too many password checks are waiting.');
      await new Promise<void>((resolve) => waiting[lane].push(resolve));
    } else {
      running += 1;
    }
    try {
      return await scrypt(password, salt, keylen);
    } finally {
      // Hand the slot straight to the next waiter, clean ones first (running stays), or free it.
      const next = waiting.clean.shift() ?? waiting.suspect.shift();
      if (next) next();
      else running -= 1;
    }
  };
  return Object.assign(bounded, { waiting: waitingNow });
}

const scrypt = boundedScrypt(nodeScrypt);

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  // Setting a password is an operator's or a seed's, never a guess: it waits in front.
  const hash = await scrypt(password, salt, KEY_LENGTH, 'clean');
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

/** Password checks waiting for a turn now, both lanes. */
export const passwordChecksWaiting = (): number => scrypt.waiting();

/** Whether the password matches the stored hash; rejects with PasswordChecksBusy when too many wait. */
export async function verifyPassword(
  password: string,
  stored: string,
  lane: PasswordCheckLane = 'suspect',
): Promise<boolean> {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, lane);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
