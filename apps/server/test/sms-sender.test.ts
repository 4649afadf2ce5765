/**
 * The sender against a local fake of Kavenegar's API: provider errors recorded with their reasons,
 * retries with backoff, permanent refusals, delivery reports written back, and two senders at once
 * never sending one message twice.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openPostgres } from '../src/db/client';
import { smsOutbox } from '../src/db/schema';
import { kavenegarProvider } from '../src/modules/sms/kavenegar-provider';
import { enqueueSms } from '../src/modules/sms/sms-outbox';
import type { SmsProvider } from '../src/modules/sms/sms-provider';
import { checkDeliveries, deliverBatch, senderRound, startSmsSender } from '../src/modules/sms/sms-sender';
import {
  FAKE_INVALID_RECEPTOR,
  FAKE_KEYS,
  FAKE_UNDELIVERED,
  startFakeKavenegar,
  type FakeKavenegar,
} from './helpers/fake-kavenegar';
import { createTestContext, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let fake: FakeKavenegar;
let schoolId: number;
const provider = (apiKey: string) => kavenegarProvider({ apiKey, sender: '10004346', baseUrl: fake.url });

beforeAll(async () => {
  ctx = await createTestContext();
  fake = await startFakeKavenegar({ costPerPart: 950 });
  schoolId = (await schoolIds(ctx.database.db))[0]!;
});
afterAll(async () => {
  await fake.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(smsOutbox);
  fake.messages.length = 0;
});

async function queue(recipients: string[], body = 'ولی گرامی، جلسه فردا ساعت ۱۰ است.') {
  await enqueueSms(
    ctx.database.db,
    recipients.map((recipient) => ({ schoolId: schoolId!, recipient, body, kind: 'compose' })),
    { userId: null },
  );
  return ctx.database.db.select().from(smsOutbox).orderBy(smsOutbox.id);
}

const rowsOf = () => ctx.database.db.select().from(smsOutbox).orderBy(smsOutbox.id);
const makeDue = () =>
  ctx.database.db.update(smsOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

describe('Kavenegar provider through the sender', () => {
  it('sends, keeps the provider id and its cost, then writes back delivered and not delivered', async () => {
    await queue(['09121110001', FAKE_UNDELIVERED]);
    expect(await deliverBatch(ctx.database.db, provider(FAKE_KEYS.good))).toEqual({
      claimed: 2,
      sent: 2,
      failed: 0,
    });
    let rows = await rowsOf();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows[0]).toMatchObject({ provider: 'kavenegar', cost: 950, lastError: null });
    expect(rows[0]!.providerId).toBe(String(fake.messages[0]!.messageid));
    expect(fake.messages.map((m) => [m.receptor, m.sender])).toEqual([
      ['09121110001', '10004346'],
      [FAKE_UNDELIVERED, '10004346'],
    ]);

    expect(await checkDeliveries(ctx.database.db, provider(FAKE_KEYS.good))).toEqual({
      delivered: 1,
      failed: 1,
    });
    rows = await rowsOf();
    expect(rows[0]).toMatchObject({ status: 'delivered' });
    expect(rows[0]!.deliveredAt).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({ status: 'failed' });
    expect(rows[1]!.lastError).toContain('11');
    // Asked once: nothing is asked again right away.
    expect(await checkDeliveries(ctx.database.db, provider(FAKE_KEYS.good))).toEqual({
      delivered: 0,
      failed: 0,
    });
  });

  it('records a bad key (403) and no credit (418) with their reasons and retries later with backoff', async () => {
    await queue(['09121110002']);
    expect((await deliverBatch(ctx.database.db, provider('wrong-key'))).failed).toBe(1);
    let [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('403');
    expect(row!.lastError).toContain('کلید API');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a second round claims nothing.
    expect((await deliverBatch(ctx.database.db, provider(FAKE_KEYS.good))).claimed).toBe(0);

    await makeDue();
    await deliverBatch(ctx.database.db, provider(FAKE_KEYS.noCredit));
    [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.lastError).toContain('418');
    expect(row!.lastError).toContain('اعتبار');
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);

    await makeDue();
    await deliverBatch(ctx.database.db, provider(FAKE_KEYS.good));
    [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'sent', lastError: null, attempts: 3 });
    expect(fake.messages).toHaveLength(1);
  });

  it('fails an invalid number (411) at once, without retrying', async () => {
    await queue([FAKE_INVALID_RECEPTOR]);
    await deliverBatch(ctx.database.db, provider(FAKE_KEYS.good));
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('411');
    expect(row!.lastError).toContain('شماره گیرنده نامعتبر');
    await makeDue();
    expect((await deliverBatch(ctx.database.db, provider(FAKE_KEYS.good))).claimed).toBe(0);
  });

  it('records an unreachable provider as a retryable failure', async () => {
    await queue(['09121110003']);
    const down = kavenegarProvider({
      apiKey: FAKE_KEYS.good,
      sender: '1000',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await deliverBatch(ctx.database.db, down);
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('ارتباط با سامانه پیامک برقرار نشد');
  });
});

describe('two senders at once', () => {
  it('deliver every message exactly once', async () => {
    const count = 400;
    const numbers = Array.from({ length: count }, (_, i) => `0912${String(5_000_000 + i)}`);
    await queue(numbers);
    // On PostgreSQL the second sender has its own pool, as a second server process would.
    const url = (ctx.database as Database & { url?: string }).url;
    const second = url ? await openPostgres(url, 4) : ctx.database;
    try {
      const rounds = await Promise.all([
        senderRound(ctx.database.db, provider(FAKE_KEYS.good)),
        senderRound(second.db, provider(FAKE_KEYS.good)),
      ]);
      expect(rounds[0]!.sent + rounds[1]!.sent).toBe(count);
      if (url) {
        // Both took part: neither sender had the whole outbox to itself.
        expect(rounds[0]!.sent).toBeGreaterThan(0);
        expect(rounds[1]!.sent).toBeGreaterThan(0);
      }
    } finally {
      if (second !== ctx.database) await second.close();
    }
    const received = fake.messages.map((m) => m.receptor);
    expect(received).toHaveLength(count);
    expect(new Set(received).size).toBe(count);
    const rows = await ctx.database.db
      .select({ status: smsOutbox.status })
      .from(smsOutbox)
      .where(inArray(smsOutbox.status, ['pending', 'sending', 'failed']));
    expect(rows).toHaveLength(0);
    const [sent] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(smsOutbox)
      .where(eq(smsOutbox.provider, 'kavenegar'));
    expect(sent!.n).toBe(count);
  });
});

describe('stopping the sender (server shutdown)', () => {
  it('waits for the message being sent, records it, and starts no further round', async () => {
    await queue(['09121110001']);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const slow: SmsProvider = {
      name: 'slow',
      async send() {
        events.push('sending');
        await gate;
        events.push('sent');
        return { providerId: 'slow-1' };
      },
    };
    const stop = startSmsSender(ctx.database.db, slow, 10);
    await expect.poll(() => events).toContain('sending');
    const stopped = stop().then(() => events.push('stopped'));
    release();
    await stopped;
    expect(events).toEqual(['sending', 'sent', 'stopped']);
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'sent', providerId: 'slow-1' });
  });
});
