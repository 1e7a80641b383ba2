import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { RegistryBusyError } from './types';

/** How long a registry change waits for another one to finish before it is refused. */
export const REGISTRY_LOCK_TIMEOUT_MS = 10_000;
/** A lock older than this was left by a deploy that died; it is taken over. */
const STALE_LOCK_MS = 30_000;
const LOCK_RETRY_MS = 50;

/** One change at a time: a lock folder (mkdir is atomic) around `change`. */
export async function withLockFolder<T>(lock: string, change: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + REGISTRY_LOCK_TIMEOUT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS)
        fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new RegistryBusyError(
          `Another deploy holds ${lock}; try again once it has finished. The registry is unchanged.`,
        );
      else await delay(LOCK_RETRY_MS);
    }
  }
  try {
    return await change();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
