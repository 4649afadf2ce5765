/**
 * The SMS log (sms/list): every message of the current school, newest first, with its state, the
 * provider's id and reason, cost, who queued it and when; filters, an Excel copy and re-sending.
 */
import { formatDateJalali, toAsciiDigits } from '@school/shared';
import ExcelJS from 'exceljs';
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { smsOutbox, users } from '../../db/schema';
import { escapeCell } from '../../engine/export-xlsx';

/** States as the log names them; `queued` covers waiting, retrying and being sent. */
export const SMS_LOG_STATES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type SmsLogState = (typeof SMS_LOG_STATES)[number];

const STATE_LABELS: Record<SmsLogState, string> = {
  queued: 'در صف',
  sent: 'ارسال‌شده',
  delivered: 'رسیده',
  failed: 'ناموفق',
};

/** Kinds named by the modules that queue messages; another module's own kind is shown as it is. */
const KIND_LABELS: Record<string, string> = {
  compose: 'ارسال دستی',
  absence: 'غیبت',
  resend: 'ارسال دوباره',
  discipline: 'انضباطی',
  debt: 'بدهی',
};

const isoDay = (label: string) =>
  z
    .string()
    .transform((v) => toAsciiDigits(v))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} نامعتبر است.`))
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} نامعتبر است.`);

export const smsLogQuery = z
  .object({
    page: z.coerce.number({ error: 'شماره صفحه نامعتبر است.' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'اندازه صفحه نامعتبر است.' }).int().min(1).max(100).default(25),
    status: z.enum(SMS_LOG_STATES, { error: 'وضعیت نامعتبر است.' }).optional(),
    kind: z
      .string()
      .regex(/^[a-z-]{1,30}$/, 'نوع پیامک نامعتبر است.')
      .optional(),
    q: z.string().trim().max(100, 'متن جستجو بیش از حد بلند است.').optional(),
    from: isoDay('تاریخ شروع').optional(),
    to: isoDay('تاریخ پایان').optional(),
  })
  .strict();

export type SmsLogQuery = z.infer<typeof smsLogQuery>;

const stateOf = (status: string): SmsLogState =>
  status === 'pending' || status === 'sending' ? 'queued' : (status as SmsLogState);

function statusCondition(state: SmsLogState): SQL {
  return state === 'queued' ? inArray(smsOutbox.status, ['pending', 'sending']) : eq(smsOutbox.status, state);
}

/** Tehran's day boundaries: a day filter means that day on the school's clock. */
const tehranDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Tehran')`;

function conditions(schoolId: number, query: Omit<SmsLogQuery, 'page' | 'pageSize'>): SQL | undefined {
  const text = query.q ? `%${toAsciiDigits(query.q).replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(smsOutbox.schoolId, schoolId),
    query.status ? statusCondition(query.status) : undefined,
    query.kind ? eq(smsOutbox.kind, query.kind) : undefined,
    text
      ? or(
          ilike(smsOutbox.recipient, text),
          ilike(smsOutbox.recipientName, text),
          ilike(smsOutbox.body, text),
        )
      : undefined,
    query.from ? gte(smsOutbox.createdAt, tehranDay(query.from)) : undefined,
    query.to ? lt(smsOutbox.createdAt, sql`${tehranDay(query.to)} + interval '1 day'`) : undefined,
  );
}

const columns = {
  id: smsOutbox.id,
  recipient: smsOutbox.recipient,
  recipientName: smsOutbox.recipientName,
  body: smsOutbox.body,
  kind: smsOutbox.kind,
  status: smsOutbox.status,
  parts: smsOutbox.parts,
  cost: smsOutbox.cost,
  attempts: smsOutbox.attempts,
  reason: smsOutbox.lastError,
  provider: smsOutbox.provider,
  providerId: smsOutbox.providerId,
  createdAt: smsOutbox.createdAt,
  sentAt: smsOutbox.sentAt,
  deliveredAt: smsOutbox.deliveredAt,
  sentBy: users.fullName,
};

export async function listSmsLog(db: Db, schoolId: number, query: SmsLogQuery) {
  const where = conditions(schoolId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(smsOutbox)
      .leftJoin(users, eq(users.id, smsOutbox.createdBy))
      .where(where)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(smsOutbox)
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, state: stateOf(r.status) })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Most rows one Excel copy holds; a narrower filter gets the rest. */
export const SMS_EXPORT_MAX_ROWS = 50_000;

export async function exportSmsLog(db: Db, schoolId: number, query: SmsLogQuery) {
  const rows = await db
    .select(columns)
    .from(smsOutbox)
    .leftJoin(users, eq(users.id, smsOutbox.createdBy))
    .where(conditions(schoolId, query))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(SMS_EXPORT_MAX_ROWS);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('پیامک‌ها', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  const headers = [
    'گیرنده',
    'شماره',
    'متن',
    'نوع',
    'بخش‌ها',
    'وضعیت',
    'دلیل',
    'شناسه سامانه',
    'هزینه (ریال)',
    'فرستنده',
    'زمان ثبت',
    'زمان ارسال',
  ];
  sheet.addRow(headers).font = { bold: true };
  const when = (d: Date | null) => (d ? `${formatDateJalali(d, { digits: 'en' })} ${clock.format(d)}` : null);
  for (const r of rows) {
    sheet.addRow(
      [
        r.recipientName,
        r.recipient,
        r.body,
        KIND_LABELS[r.kind] ?? r.kind,
        r.parts,
        STATE_LABELS[stateOf(r.status)],
        r.reason,
        r.providerId,
        r.cost,
        r.sentBy,
        when(r.createdAt),
        when(r.sentAt),
      ].map((cell) => (typeof cell === 'string' ? escapeCell(cell) : cell)),
    );
  }
  sheet.columns.forEach((column, i) => {
    column.width = i === 2 ? 50 : 16;
  });
  return { rows: rows.length, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** A message of the school, for re-sending; undefined when absent or another school's. */
export async function findMessage(db: Db, schoolIds: number[] | 'all', id: number) {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
  if (!row || row.schoolId === null) return undefined;
  if (schoolIds !== 'all' && !schoolIds.includes(row.schoolId)) return undefined;
  return row;
}
