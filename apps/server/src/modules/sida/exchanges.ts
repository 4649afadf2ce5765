/** The record of every exchange with Sida: who, when, what, and how it ended. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sidaExchanges, users } from '../../db/schema';
import type { SchoolYearTarget } from './basic-information';

export type SidaOperation = 'basic-information' | 'receive-scores' | 'record-scores';
export type ExchangeStatus = 'success' | 'partial' | 'failed';

export interface ExchangeEntry {
  operation: SidaOperation;
  connector: 'files' | 'http';
  status: ExchangeStatus;
  subject: string;
  summary?: Record<string, unknown>;
  message?: string;
}

export async function recordExchange(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  entry: ExchangeEntry,
): Promise<number> {
  const [row] = await db
    .insert(sidaExchanges)
    .values({
      schoolId: target.schoolId,
      academicYearId: target.academicYearId,
      userId,
      operation: entry.operation,
      connector: entry.connector,
      status: entry.status,
      subject: entry.subject,
      summary: entry.summary ?? {},
      message: entry.message ?? '',
    })
    .returning({ id: sidaExchanges.id });
  return row!.id;
}

/** The school's exchanges, newest first, with the name of who made each. */
export async function listExchanges(
  db: Db,
  schoolId: number,
  page: { page: number; pageSize: number; operation?: SidaOperation | undefined },
) {
  const where = and(
    eq(sidaExchanges.schoolId, schoolId),
    page.operation ? eq(sidaExchanges.operation, page.operation) : undefined,
  );
  const items = await db
    .select({
      id: sidaExchanges.id,
      operation: sidaExchanges.operation,
      connector: sidaExchanges.connector,
      status: sidaExchanges.status,
      subject: sidaExchanges.subject,
      summary: sidaExchanges.summary,
      message: sidaExchanges.message,
      createdAt: sidaExchanges.createdAt,
      userName: users.fullName,
    })
    .from(sidaExchanges)
    .leftJoin(users, eq(users.id, sidaExchanges.userId))
    .where(where)
    .orderBy(desc(sidaExchanges.createdAt), desc(sidaExchanges.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(sidaExchanges).where(where);
  return { items, total: total?.n ?? 0, page: page.page, pageSize: page.pageSize };
}
