/**
 * Notices that rows changed, sent by triggers with `pg_notify` when the change commits (migration
 * 0022), to every server that listens — whoever made the change.
 *
 * On PostgreSQL a connection of its own listens, outside the pool. While it is down the listener
 * says so (`onListening(false)`), so whoever relies on the notices stops relying on them, and it
 * connects again a second later. PGlite lives in this process alone: it hands notices to its
 * listeners as each statement ends.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface NoticeListener {
  /** A notice arrived on the channel. */
  onNotice(): void;
  /** Whether notices are being heard now: false from a lost connection until it is back. */
  onListening(listening: boolean): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

/** Channel names are the triggers' own constants; checked, since LISTEN cannot take a parameter. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad notice channel "${channel}"`);
  return channel;
}

export async function listenOnPglite(
  client: PGlite,
  channel: string,
  listener: NoticeListener,
): Promise<StopListening> {
  const unlisten = await client.listen(checkedChannel(channel), () => listener.onNotice());
  listener.onListening(true);
  return () => unlisten();
}

export function listenOnPostgres(
  url: string,
  channel: string,
  listener: NoticeListener,
  retryMs = 1_000,
): StopListening {
  checkedChannel(channel);
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    listener.onListening(false);
    if (!stopped) retry = setTimeout(connect, retryMs).unref();
  };

  async function connect() {
    const client = new pg.Client({ connectionString: url });
    current = client;
    client.on('notification', () => listener.onNotice());
    // An error on an idle connection is followed by 'end'; the listener reconnects there.
    client.on('error', () => undefined);
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      await client.end().catch(() => undefined);
      return;
    }
    if (stopped || current !== client) await client.end().catch(() => undefined);
    else listener.onListening(true);
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
