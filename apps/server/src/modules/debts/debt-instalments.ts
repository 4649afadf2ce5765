/**
 * A debt's instalments: a child table (not JSON on the debt) so the summary can sum what falls due
 * per month with an index, and "overdue" reads the fallen-due instalments directly. They are written
 * from the debt's amount, due date and count whenever one of those changes; payments are not tied to
 * an instalment but fill them in order of due date (finance.ts debtStatus).
 */
import { splitInstalments, type Instalment } from '@school/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { debtInstalments } from '../../db/schema';

const CHUNK = 2000;

export async function writeInstalments(
  db: Db,
  debts: readonly { id: number; amount: number; dueDate: string; instalmentCount: number }[],
): Promise<void> {
  if (!debts.length) return;
  await db.delete(debtInstalments).where(
    inArray(
      debtInstalments.debtId,
      debts.map((d) => d.id),
    ),
  );
  const rows = debts.flatMap((d) =>
    splitInstalments(d.amount, d.instalmentCount, d.dueDate).map((i) => ({ debtId: d.id, ...i })),
  );
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(debtInstalments).values(rows.slice(i, i + CHUNK));
}

export async function instalmentsOf(db: Db, debtIds: readonly number[]): Promise<Map<number, Instalment[]>> {
  const map = new Map<number, Instalment[]>();
  if (!debtIds.length) return map;
  const rows = await db
    .select({
      debtId: debtInstalments.debtId,
      ordinal: debtInstalments.ordinal,
      dueDate: debtInstalments.dueDate,
      amount: debtInstalments.amount,
    })
    .from(debtInstalments)
    .where(inArray(debtInstalments.debtId, [...debtIds]))
    .orderBy(asc(debtInstalments.debtId), asc(debtInstalments.ordinal));
  for (const { debtId, ...rest } of rows) {
    const list = map.get(debtId) ?? [];
    list.push(rest);
    map.set(debtId, list);
  }
  return map;
}
