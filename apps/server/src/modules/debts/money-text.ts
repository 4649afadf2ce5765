/** Amounts in the server's Persian messages: the school's unit, Persian digits and separators. */
import { formatMoney, type MoneyUnit } from '@school/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';

export async function schoolMoneyUnit(db: Db, schoolId: number): Promise<MoneyUnit> {
  const [school] = await db.select({ unit: schools.moneyUnit }).from(schools).where(eq(schools.id, schoolId));
  return school?.unit === 'toman' ? 'toman' : 'rial';
}

export async function moneyText(db: Db, schoolId: number, rials: number): Promise<string> {
  return formatMoney(rials, await schoolMoneyUnit(db, schoolId));
}
