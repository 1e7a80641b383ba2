import pg from 'pg';

/** After a lost connection, how long before listening again (and reading what was missed). */
export const LISTEN_RECONNECT_MS = 1_000;

export interface ChannelHandlers {
  /** Per channel, what a notification's payload (parsed JSON, unchecked) does. */
  [channel: string]: (payload: unknown) => void;
}

/**
 * LISTENs on the fleet's channels (REGISTRY_CHANNEL, PREPARE_CHANNEL) on one connection of its own,
 * so every process hears a deploy when it commits. A lost connection is opened
 * again and `reconnected` called, for what was missed meanwhile. Returns the stop, and `listening`,
 * settled once the first connection listens (or failed, then retrying).
 */
export function listenOnChannels(
  url: string,
  handlers: ChannelHandlers,
  reconnected: () => void,
  warn: (message: string) => void,
): { listening: Promise<void>; stop(): Promise<void> } {
  let client: pg.Client | undefined;
  let firstAttempt: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    firstAttempt = resolve;
  });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (missed: boolean) => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const again = (error?: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      warn(
        `Fleet notifications are not heard (${error?.message ?? 'connection ended'}); listening again in ${LISTEN_RECONNECT_MS} ms.`,
      );
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
      handlers[message.channel]?.(payload);
    });
    try {
      await next.connect();
      for (const channel of Object.keys(handlers)) {
        if (!/^[a-z_]+$/.test(channel)) throw new Error(`${channel} is no channel name`);
        await next.query(`LISTEN ${channel}`);
      }
      if (missed) reconnected();
    } catch (error) {
      again(error instanceof Error ? error : new Error(String(error)));
    } finally {
      firstAttempt();
    }
  };
  void connect(false);
  return {
    listening,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
