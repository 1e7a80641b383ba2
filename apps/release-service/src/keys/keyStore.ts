import type { ConsoleAccountRecord } from './consoleAccounts';
import type { KeyRecord } from './teamKeys';

/**
 * Where the release service keeps its team keys and its console's accounts: beside the folder store
 * (`keys.json`, `console-accounts.json`) or in the fleet's database (`release_keys`,
 * `release_console_accounts`). Only the service and the operator's `keys` command open it.
 */
export interface KeyStore {
  readonly description: string;
  add(record: KeyRecord): Promise<void>;
  /** Every key, newest first, revoked and expired ones too (the operator's list). */
  list(): Promise<KeyRecord[]>;
  find(id: string): Promise<KeyRecord | undefined>;
  /** Revokes a key from `at` on; false when there is no such key. Revoking twice keeps the first date. */
  revoke(id: string, at: Date): Promise<boolean>;
  readonly accounts: {
    /** Adds an account; false, adding nothing, when the login is taken (revoked ones included). */
    add(record: ConsoleAccountRecord): Promise<boolean>;
    /** Every account, newest first, revoked ones too. */
    list(): Promise<ConsoleAccountRecord[]>;
    find(login: string): Promise<ConsoleAccountRecord | undefined>;
    /** Revokes an account from `at` on; false when there is no such account. */
    revoke(login: string, at: Date): Promise<boolean>;
  };
  close(): Promise<void>;
}
