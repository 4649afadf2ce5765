import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { smsOutbox } from '../../db/schema';

/**
 * Messages not yet handed to the provider, by status (the metrics' outbox depth): read from the
 * outbox's partial index of waiting rows, so it costs little however long the log grows.
 */
export async function outboxWaiting(db: Db): Promise<Record<string, number>> {
  const rows = await executeRows<{ status: string; n: number }>(
    db,
    sql`select ${smsOutbox.status} as status, count(*)::int as n from ${smsOutbox}
        where ${smsOutbox.status} in ('pending', 'sending') group by ${smsOutbox.status}`,
  );
  return { pending: 0, sending: 0, ...Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) };
}
