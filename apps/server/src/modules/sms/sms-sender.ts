/**
 * The SMS sender: claims due messages from the outbox with FOR UPDATE SKIP LOCKED (so any number of
 * server processes share the work and none sends a message another holds), sends them a few at a
 * time and records the outcome. A failure is retried with exponential backoff; a permanent refusal
 * (an invalid number) or MAX_ATTEMPTS failures mark the message failed with its reason. A crash
 * while sending leaves the message claimed for CLAIM_MINUTES, after which it is due again.
 * Sent messages are then asked about (delivery reports) and marked delivered or failed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { smsOutbox } from '../../db/schema';
import { SmsProviderError, type SmsProvider } from './sms-provider';

export const MAX_ATTEMPTS = 6;
const CLAIM_MINUTES = 5;
const BATCH = 50;
/** Messages of one batch in flight at once. */
const CONCURRENCY = 8;
/** Seconds between two delivery questions about one message, and how long a sent message is followed. */
const RECHECK_SECONDS = 60;
const FOLLOW_DAYS = 3;

/** Seconds to wait before attempt n+1 after n failed attempts: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

interface Claimed {
  id: number;
  recipient: string;
  body: string;
  attempts: number;
}

function claimDue(db: Db, limit: number) {
  return executeRows<Claimed>(
    db,
    sql`
    update sms_outbox set status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + make_interval(mins => ${CLAIM_MINUTES})
    where id in (
      select id from sms_outbox
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by id limit ${limit} for update skip locked
    )
    returning id, recipient, body, attempts`,
  );
}

/** Runs `work` over the items with at most `limit` of them in flight. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

interface Sent {
  id: number;
  providerId: string;
  cost: number | null;
}

/** One statement for a batch's sent messages: a row-by-row update was most of a batch's time. */
async function recordSent(db: Db, provider: SmsProvider, sent: Sent[]) {
  if (!sent.length) return;
  const ids = `{${sent.map((s) => s.id).join(',')}}`;
  const providerIds = JSON.stringify(sent.map((s) => s.providerId));
  const costs = JSON.stringify(sent.map((s) => s.cost));
  await db.execute(sql`
    update sms_outbox o set status = 'sent', sent_at = now(), provider = ${provider.name},
      provider_id = v.provider_id, cost = coalesce(v.cost, o.cost), last_error = null
    from (select unnest(${ids}::int[]) as id,
      unnest(array(select jsonb_array_elements_text(${providerIds}::jsonb))) as provider_id,
      unnest(array(select (jsonb_array_elements(${costs}::jsonb) #>> '{}')::int)) as cost) v
    where o.id = v.id`);
}

async function recordFailure(db: Db, provider: SmsProvider, message: Claimed, error: unknown) {
  const giveUp = message.attempts >= MAX_ATTEMPTS || (error instanceof SmsProviderError && error.permanent);
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

/** One batch: claims up to `batch` due messages and sends them; `claimed` tells whether more may wait. */
export async function deliverBatch(
  db: Db,
  provider: SmsProvider,
  batch = BATCH,
): Promise<{ claimed: number; sent: number; failed: number }> {
  const claimed = await claimDue(db, batch);
  const sent: Sent[] = [];
  await eachLimited(claimed, CONCURRENCY, async (message) => {
    try {
      const answer = await provider.send(message.recipient, message.body);
      sent.push({
        id: message.id,
        providerId: answer.providerId,
        cost: answer.cost === undefined ? null : Math.round(answer.cost),
      });
    } catch (error) {
      await recordFailure(db, provider, message, error);
    }
  });
  await recordSent(db, provider, sent);
  return { claimed: claimed.length, sent: sent.length, failed: claimed.length - sent.length };
}

/** Sends what is due now (one batch); returns how many were sent and how many failed this round. */
export async function deliverDueMessages(
  db: Db,
  provider: SmsProvider,
): Promise<{ sent: number; failed: number }> {
  const { sent, failed } = await deliverBatch(db, provider);
  return { sent, failed };
}

/**
 * Asks the provider about sent messages not asked about lately (claimed like sending, so two
 * processes never ask about the same rows at once) and writes back delivered or failed.
 */
export async function checkDeliveries(
  db: Db,
  provider: SmsProvider,
  batch = 100,
): Promise<{ delivered: number; failed: number }> {
  if (!provider.status) return { delivered: 0, failed: 0 };
  const rows = await executeRows<{ id: number; provider_id: string }>(
    db,
    sql`
    update sms_outbox set status_checked_at = now()
    where id in (
      select id from sms_outbox
      where status = 'sent' and provider = ${provider.name} and provider_id is not null
        and sent_at > now() - make_interval(days => ${FOLLOW_DAYS})
        and (status_checked_at is null or status_checked_at < now() - make_interval(secs => ${RECHECK_SECONDS}))
      order by status_checked_at nulls first, id limit ${batch} for update skip locked
    )
    returning id, provider_id`,
  );
  if (!rows.length) return { delivered: 0, failed: 0 };
  const reports = await provider.status(rows.map((r) => r.provider_id));
  let delivered = 0;
  let failed = 0;
  for (const row of rows) {
    const report = reports.get(row.provider_id);
    if (report?.state === 'delivered') {
      delivered += 1;
      await db
        .update(smsOutbox)
        .set({ status: 'delivered', deliveredAt: sql`now()` })
        .where(eq(smsOutbox.id, row.id));
    } else if (report?.state === 'failed') {
      failed += 1;
      await db
        .update(smsOutbox)
        .set({ status: 'failed', lastError: report.reason ?? null })
        .where(eq(smsOutbox.id, row.id));
    }
  }
  return { delivered, failed };
}

export type ProviderSource = SmsProvider | (() => Promise<SmsProvider>);

/**
 * One round of the sender: batches until nothing is due (or `maxBatches`), then delivery reports.
 * `stopping()` true (the server is shutting down) ends it after the batch under way.
 * Exported for the bench and tests, which run rounds without a timer.
 */
export async function senderRound(
  db: Db,
  source: ProviderSource,
  maxBatches = 200,
  stopping: () => boolean = () => false,
) {
  const provider = typeof source === 'function' ? await source() : source;
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < maxBatches && !stopping(); i++) {
    const round = await deliverBatch(db, provider);
    sent += round.sent;
    failed += round.failed;
    if (round.claimed < BATCH) break;
  }
  if (stopping()) return { sent, failed, delivered: 0, undelivered: 0 };
  const reports = await checkDeliveries(db, provider);
  return { sent, failed, delivered: reports.delivered, undelivered: reports.failed };
}

/** Runs the sender every intervalMs until stopped; one round at a time. */
export function startSmsSender(
  db: Db,
  source: ProviderSource,
  intervalMs = 15_000,
  onError?: (e: unknown) => void,
) {
  let running: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return;
    running = senderRound(db, source, undefined, () => stopped)
      .then(
        () => undefined,
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  // Stops: no new round, and the one under way ends after its batch (claimed messages sent and recorded).
  return async (): Promise<void> => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
