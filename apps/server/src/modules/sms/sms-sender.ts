/**
 * The SMS sender: claims due messages from the outbox (skipping rows another server instance holds),
 * sends them one by one and records the outcome. A failure is retried with exponential backoff; after
 * MAX_ATTEMPTS the message is marked failed and kept with its reason. A crash while sending leaves
 * the message claimed for CLAIM_MINUTES, after which it is due again.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { smsOutbox } from '../../db/schema';
import type { SmsProvider } from './sms-provider';

export const MAX_ATTEMPTS = 6;
const CLAIM_MINUTES = 5;
const BATCH = 20;

/** Seconds to wait before attempt n+1 after n failed attempts: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

function claimDue(db: Db) {
  return executeRows<{ id: number; recipient: string; body: string; attempts: number }>(
    db,
    sql`
    update sms_outbox set status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + make_interval(mins => ${CLAIM_MINUTES})
    where id in (
      select id from sms_outbox
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by id limit ${BATCH} for update skip locked
    )
    returning id, recipient, body, attempts`,
  );
}

/** Sends what is due now; returns how many were sent and how many failed this round. */
export async function deliverDueMessages(
  db: Db,
  provider: SmsProvider,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const message of await claimDue(db)) {
    try {
      const { providerId } = await provider.send(message.recipient, message.body);
      await db
        .update(smsOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, provider: provider.name, providerId, lastError: null })
        .where(eq(smsOutbox.id, message.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      await db
        .update(smsOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          provider: provider.name,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(message.attempts)})`,
        })
        .where(eq(smsOutbox.id, message.id));
    }
  }
  return { sent, failed };
}

/** Runs the sender every intervalMs until stopped; one round at a time. */
export function startSmsSender(
  db: Db,
  provider: SmsProvider,
  intervalMs = 15_000,
  onError?: (e: unknown) => void,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueMessages(db, provider)
      .catch((error) => onError?.(error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
