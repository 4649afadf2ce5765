/**
 * Queuing SMS — what other modules send through:
 *
 *   enqueueSms(db, messages, { userId })
 *     Queues ready texts (discipline notices, debt reminders...). Each message names its school,
 *     number, text and kind; invalid numbers are skipped and returned, a number+text given twice is
 *     queued once, a `dedupeKey` already in the outbox is never queued again. Parts and cost come from
 *     the text and the network's price per part. Refused with 400 (SMS_DAILY_CAP) when a school would
 *     pass its daily cap; nothing is queued then.
 *
 *   composeSms(db, { access, schoolId, selection, body, userId })
 *     The compose page: resolves the recipients (sms-recipients.ts), fills the placeholders per
 *     recipient and queues through enqueueSms. previewSms answers the same without queuing.
 *
 * The sender (sms-sender.ts) delivers what is queued.
 */
import {
  ERROR_CODES,
  SMS_MAX_LENGTH,
  fillSmsTemplate,
  formatDateJalali,
  normalizeMobile,
  smsParts,
  toPersianDigits,
  unknownSmsPlaceholders,
} from '@school/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { schools, smsOutbox } from '../../db/schema';
import { AppError } from '../../http/errors';
import { todayIso } from '../attendance/attendance-rules';
import { readSmsSettings, type SmsSettings } from './sms-settings';
import { resolveRecipients, schoolNames, type RecipientSelection, type Recipient } from './sms-recipients';

export const SMS_DAILY_CAP_CODE = 'SMS_DAILY_CAP';

export interface OutgoingSms {
  schoolId: number;
  recipient: string;
  recipientName?: string | null;
  body: string;
  kind: string;
  studentId?: number | null;
  dedupeKey?: string | null;
}

/** Rows per INSERT statement (one JSON parameter each). */
const INSERT_CHUNK = 5000;

interface OutboxRow {
  schoolId: number;
  recipient: string;
  recipientName: string | null;
  body: string;
  kind: string;
  dedupeKey: string | null;
  studentId: number | null;
  parts: number;
  cost: number;
  createdBy: number | null;
}

/**
 * Inserts rows as one JSON parameter read by jsonb_to_recordset: a network-wide compose queues
 * ~24,000 messages, and a multi-row VALUES of that size cost seconds to build and bind (a parameter
 * per cell) where this costs a fraction of one. Returns how many were queued (a dedupe key already
 * in the outbox is skipped).
 */
async function insertRows(db: Db, rows: OutboxRow[]): Promise<number> {
  const json = JSON.stringify(
    rows.map((r) => ({
      school_id: r.schoolId,
      recipient: r.recipient,
      recipient_name: r.recipientName,
      body: r.body,
      kind: r.kind,
      dedupe_key: r.dedupeKey,
      student_id: r.studentId,
      parts: r.parts,
      cost: r.cost,
      created_by: r.createdBy,
    })),
  );
  const [result] = await executeRows<{ n: number }>(
    db,
    sql`with added as (
      insert into sms_outbox (school_id, recipient, recipient_name, body, kind, dedupe_key, student_id,
        parts, cost, created_by)
      select school_id, recipient, recipient_name, body, kind, dedupe_key, student_id, parts, cost, created_by
      from jsonb_to_recordset(${json}::jsonb) as r(school_id int, recipient text, recipient_name text,
        body text, kind text, dedupe_key text, student_id int, parts smallint, cost int, created_by int)
      on conflict (dedupe_key) do nothing
      returning 1)
    select count(*)::int as n from added`,
  );
  return result?.n ?? 0;
}

/** Start of today in Tehran, as the daily cap counts. */
const startOfToday = sql`(date_trunc('day', now() at time zone 'Asia/Tehran') at time zone 'Asia/Tehran')`;

/** Messages the school has queued today (what its daily cap counts). */
export async function queuedToday(db: Db, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.schoolId, schoolId), gte(smsOutbox.createdAt, startOfToday)));
  return row?.n ?? 0;
}

/** The messages a school may queue in a day: its own cap when one is set, else the network's. */
export async function dailyCapOf(db: Db, schoolId: number, settings: SmsSettings): Promise<number> {
  const [school] = await db
    .select({ cap: schools.smsDailyCap })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return school?.cap ?? settings.dailyCapPerSchool;
}

export async function enqueueSms(
  db: Db,
  messages: OutgoingSms[],
  options: { userId: number | null; settings?: SmsSettings },
): Promise<{ queued: number; invalid: string[] }> {
  const settings = options.settings ?? (await readSmsSettings(db));
  const invalid: string[] = [];
  const seen = new Set<string>();
  const rows = messages.flatMap((m): OutboxRow[] => {
    const recipient = normalizeMobile(m.recipient);
    if (!recipient) {
      invalid.push(m.recipient);
      return [];
    }
    const key = `${recipient}\u0000${m.body}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const parts = smsParts(m.body);
    return [
      {
        schoolId: m.schoolId,
        recipient,
        recipientName: m.recipientName ?? null,
        body: m.body,
        kind: m.kind,
        dedupeKey: m.dedupeKey ?? null,
        studentId: m.studentId ?? null,
        parts,
        cost: parts * settings.pricePerPart,
        createdBy: options.userId,
      },
    ];
  });
  if (!rows.length) return { queued: 0, invalid };
  const perSchool = new Map<number, number>();
  for (const row of rows) perSchool.set(row.schoolId, (perSchool.get(row.schoolId) ?? 0) + 1);

  const queued = await db.transaction(async (tx) => {
    // One compose at a time per school while the cap is counted, on every server process.
    for (const schoolId of [...perSchool.keys()].sort((a, b) => a - b)) {
      await executeRows(tx, sql`select pg_advisory_xact_lock(7301, ${schoolId})`);
      const already = await queuedToday(tx, schoolId);
      const adding = perSchool.get(schoolId)!;
      const cap = await dailyCapOf(tx, schoolId, settings);
      if (already + adding > cap) {
        const left = Math.max(cap - already, 0);
        throw new AppError(
          400,
          SMS_DAILY_CAP_CODE,
          `سقف روزانه پیامک مدرسه (${toPersianDigits(cap)} پیام) اجازه این ارسال را نمی‌دهد: امروز ${toPersianDigits(already)} پیام در صف گذاشته شده و ${toPersianDigits(left)} پیام دیگر ممکن است، این ارسال ${toPersianDigits(adding)} پیام است.`,
        );
      }
    }
    let count = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      count += await insertRows(tx, rows.slice(i, i + INSERT_CHUNK));
    }
    return count;
  });
  return { queued, invalid };
}

export interface ComposeInput {
  access: UserAccess;
  schoolId: number;
  selection: RecipientSelection;
  body: string;
  userId: number;
}

export interface ComposePlan {
  messages: (OutgoingSms & { parts: number })[];
  invalid: { name: string; value: string | null }[];
  duplicates: number;
  settings: SmsSettings;
}

function refuse(field: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });
}

/** Checks the text, resolves the recipients and fills each one's message. */
export async function planCompose(db: Db, input: Omit<ComposeInput, 'userId'>): Promise<ComposePlan> {
  const body = input.body.trim();
  if (!body) throw refuse('body', 'متن پیامک را بنویسید.');
  if ([...body].length > SMS_MAX_LENGTH)
    throw refuse('body', `متن پیامک حداکثر ${toPersianDigits(SMS_MAX_LENGTH)} نویسه است.`);
  const unknown = unknownSmsPlaceholders(body);
  if (unknown.length)
    throw refuse('body', `این جای‌نگهدارها شناخته نیستند: ${unknown.map((u) => `{${u}}`).join('، ')}`);
  const resolved = await resolveRecipients(
    { db, access: input.access, schoolId: input.schoolId },
    input.selection,
  );
  const names = await schoolNames(db, [input.schoolId, ...resolved.recipients.map((r) => r.schoolId)]);
  const date = formatDateJalali(todayIso());
  const fill = (r: Recipient) =>
    fillSmsTemplate(body, {
      student: '',
      classroom: '',
      ...r.values,
      school: names.get(r.schoolId) ?? '',
      date,
    });
  const messages = resolved.recipients.map((r) => {
    const text = fill(r);
    return {
      schoolId: r.schoolId,
      recipient: r.phone,
      recipientName: r.name === r.phone ? null : r.name,
      body: text,
      kind: 'compose',
      studentId: r.studentId ?? null,
      parts: smsParts(text),
    };
  });
  return {
    messages,
    invalid: resolved.invalid,
    duplicates: resolved.duplicates,
    settings: await readSmsSettings(db),
  };
}

/** What the compose page shows before sending: counts, cost and the skipped numbers. */
export function summarisePlan(plan: ComposePlan) {
  const parts = plan.messages.reduce((sum, m) => sum + m.parts, 0);
  return {
    messages: plan.messages.length,
    parts,
    cost: parts * plan.settings.pricePerPart,
    pricePerPart: plan.settings.pricePerPart,
    duplicates: plan.duplicates,
    invalid: plan.invalid.slice(0, 500),
    invalidCount: plan.invalid.length,
    sample: plan.messages.slice(0, 50).map((m) => ({
      recipient: m.recipient,
      recipientName: m.recipientName,
      body: m.body,
      parts: m.parts,
    })),
  };
}

export async function composeSms(db: Db, input: ComposeInput) {
  const plan = await planCompose(db, input);
  if (!plan.messages.length)
    throw refuse('recipients', 'هیچ گیرنده‌ای با شماره همراه معتبر انتخاب نشده است.');
  const { queued } = await enqueueSms(db, plan.messages, { userId: input.userId, settings: plan.settings });
  return { ...summarisePlan(plan), queued };
}
