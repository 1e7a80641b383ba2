import pg from 'pg';
import * as z from 'zod/mini';
import { REGISTRY_CHANNEL } from '../store/postgresStore';

/** After a lost connection, how long before listening again (and reading what was missed). */
export const LISTEN_RECONNECT_MS = 1_000;

/** What a registry change's NOTIFY says (postgresStore.ts): checked, as everything crossing a boundary. */
const NotificationSchema = z.object({ environment: z.string(), site: z.string(), remote: z.string() });

/**
 * Calls `changed` when a registry of `environment` changes: PostgreSQL's LISTEN on one connection of
 * its own, so every process hears a deploy when it commits (issue 25, item 2). A lost connection
 * is opened again and `changed` called once, for what was missed meanwhile. Returns the stop.
 */
export function listenForRegistryChanges(url: string, environment: string, changed: () => void, warn: (message: string) => void): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (missed: boolean) => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const again = (error?: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      warn(`Registry changes are not heard (${error?.message ?? 'connection ended'}); listening again in ${LISTEN_RECONNECT_MS} ms.`);
      next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(true), LISTEN_RECONNECT_MS);
    };
    next.on('error', again);
    next.on('end', () => again());
    next.on('notification', (message) => {
      let payload: unknown;
      try {
        payload = JSON.parse(message.payload ?? '');
      } catch {
        payload = message.payload;
      }
      const parsed = NotificationSchema.safeParse(payload);
      if (!parsed.success) warn(`A ${REGISTRY_CHANNEL} notification that is no registry change was ignored: ${message.payload ?? ''}`);
      else if (parsed.data.environment === environment) changed();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${REGISTRY_CHANNEL}`);
      if (missed) changed();
    } catch (error) {
      again(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
