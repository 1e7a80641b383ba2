import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { releaseStoreDir } from '@storefront/releases';
import type { KeyStore } from './keyStore';
import { ConsoleAccountRecordSchema, type ConsoleAccountRecord } from './consoleAccounts';
import { KeyRecordSchema, type KeyRecord } from './teamKeys';

const KeysFileSchema = z.array(KeyRecordSchema);
const AccountsFileSchema = z.array(ConsoleAccountRecordSchema);

/** The keys file is the service's alone: no other user of the machine reads even the hashes. */
const KEYS_FILE_MODE = 0o600;

/** A JSON file of records, written whole to a temporary file and renamed: a reader never sees half a file. */
function recordsFile<T>(file: string, schema: z.ZodMiniType<T[]>) {
  return {
    read: (): T[] =>
      fs.existsSync(file) ? schema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : [],
    write(records: T[]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, `${JSON.stringify(records, null, 2)}\n`, {
        mode: KEYS_FILE_MODE,
      });
      fs.renameSync(temporary, file);
    },
  };
}

/**
 * The embedded default's keys and console accounts: `keys.json` and `console-accounts.json` in the
 * release store's folder (RELEASE_STORE_DIR).
 */
export function folderKeyStore(env: NodeJS.ProcessEnv = process.env): KeyStore {
  const file = path.join(releaseStoreDir(env), 'keys.json');
  const { read, write } = recordsFile<KeyRecord>(file, KeysFileSchema);
  const accounts = recordsFile<ConsoleAccountRecord>(
    path.join(releaseStoreDir(env), 'console-accounts.json'),
    AccountsFileSchema,
  );
  return {
    description: file,
    async add(record) {
      write([...read(), record]);
    },
    async list() {
      return read().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    async find(id) {
      return read().find((record) => record.id === id);
    },
    async revoke(id, at) {
      const records = read();
      const record = records.find((candidate) => candidate.id === id);
      if (!record) return false;
      record.revokedAt ??= at;
      write(records);
      return true;
    },
    accounts: {
      async add(record) {
        const records = accounts.read();
        if (records.some((candidate) => candidate.login === record.login)) return false;
        accounts.write([...records, record]);
        return true;
      },
      async list() {
        return accounts.read().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      },
      async find(login) {
        return accounts.read().find((record) => record.login === login);
      },
      async revoke(login, at) {
        const records = accounts.read();
        const record = records.find((candidate) => candidate.login === login);
        if (!record) return false;
        record.revokedAt ??= at;
        accounts.write(records);
        return true;
      },
    },
    async close() {},
  };
}
