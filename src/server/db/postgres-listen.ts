import pg from 'pg';

/** Whether notifications reach the listener: `down` from a dropped connection until it is back `up`. */
export type ListenState = 'up' | 'down';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * `LISTEN` on PostgreSQL on a connection of its own, outside the pool (a pooled connection goes back to the pool
 * and with it the subscription). Notifications sent while the connection is down are lost: `onState('down')` says
 * so at once, and the connection is made again (half a second, then doubling to 30 s) until `onState('up')`, which
 * runs after the new `LISTEN`, so a reader that catches up there misses nothing. The first connection is made
 * before this returns, and its failure is thrown, as the pool's would be. Returns a function that stops listening.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (state: ListenState) => void | Promise<void>,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const connect = async () => {
    const candidate = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    candidate.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // A dropped connection must not crash the process: it ends, and 'end' brings the next one.
    candidate.on('error', () => {});
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = undefined;
      void onState('down');
      later();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await candidate.end().catch(() => undefined));
    client = candidate;
    delay = FIRST_RETRY_MS;
    await onState('up');
  };

  const later = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch(() => {
        delay = Math.min(delay * 2, LAST_RETRY_MS);
        later();
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}
