import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { releaseStoreDir } from '@storefront/releases';
import type { KeyStore } from './keyStore';
import { KeyRecordSchema, type KeyRecord } from './teamKeys';

const KeysFileSchema = z.array(KeyRecordSchema);

/** The keys file is the service's alone: no other user of the machine reads even the hashes. */
const KEYS_FILE_MODE = 0o600;

/**
 * The embedded default's keys: `keys.json` in the release store's folder (RELEASE_STORE_DIR),
 * written whole to a temporary file and renamed, so a reader never sees half a file.
 */
export function folderKeyStore(env: NodeJS.ProcessEnv = process.env): KeyStore {
  const file = path.join(releaseStoreDir(env), 'keys.json');
  const read = (): KeyRecord[] =>
    fs.existsSync(file) ? KeysFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : [];
  const write = (records: KeyRecord[]) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(records, null, 2)}\n`, { mode: KEYS_FILE_MODE });
    fs.renameSync(temporary, file);
  };
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
    async close() {},
  };
}
