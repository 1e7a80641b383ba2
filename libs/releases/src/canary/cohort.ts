import crypto from 'node:crypto';
import type { RemoteName } from '@storefront/contracts';

/** A new visitor id: 16 random bytes, base64url (the visitor cookie's value). */
export const newVisitorId = () => crypto.randomBytes(16).toString('base64url');

/**
 * A shopper's place, 0–99, in one remote's canary: a hash of the visitor id and
 * the remote, so the same shopper is always in the same cohort of a remote (every reload, every
 * process of a fleet: nothing is stored per shopper), and the cohorts of two remotes are independent
 * (one shopper is not every team's guinea pig). A canary of N % goes to the places below N, so
 * raising the share keeps everyone who had it.
 */
export function cohortPlace(visitor: string, remote: RemoteName): number {
  return (
    crypto.createHash('sha256').update(`${remote}\u0000${visitor}`).digest().readUInt32BE(0) % 100
  );
}

export const inCanary = (visitor: string, remote: RemoteName, percent: number): boolean =>
  cohortPlace(visitor, remote) < percent;
