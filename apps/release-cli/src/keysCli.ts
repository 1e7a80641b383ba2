// `./storefront keys add|list|revoke` (keysCommand.ts): on the keys beside the release store the
// settings name, PostgreSQL with DATABASE_URL, else the folder.
import { openKeyStore } from '@storefront/release-service';
import { Refused, runKeysCommand } from './keysCommand';

async function main(): Promise<void> {
  const keys = await openKeyStore(process.env);
  try {
    await runKeysCommand(keys, process.argv.slice(2));
  } finally {
    await keys.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof Refused ? 2 : 1);
});
