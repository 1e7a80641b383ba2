import type { KeyRecord } from './teamKeys';

/**
 * Where the release service keeps its team keys: beside the folder store (`keys.json`) or in the
 * fleet's database (`release_keys`). Only the service and the operator's `keys` command open it.
 */
export interface KeyStore {
  readonly description: string;
  add(record: KeyRecord): Promise<void>;
  /** Every key, newest first, revoked and expired ones too (the operator's list). */
  list(): Promise<KeyRecord[]>;
  find(id: string): Promise<KeyRecord | undefined>;
  /** Revokes a key from `at` on; false when there is no such key. Revoking twice keeps the first date. */
  revoke(id: string, at: Date): Promise<boolean>;
  close(): Promise<void>;
}
