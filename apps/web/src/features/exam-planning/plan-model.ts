/** What the plan's views show of its rows: grades present, rows by day, the months a plan spans. */
import { isoDateToJalali } from '@school/shared';
import type { PlanRow } from './exam-planning-api';

/** The grades that have exams in the plan, in order. */
export const gradesOf = (rows: readonly PlanRow[]): number[] =>
  [...new Set(rows.map((r) => r.gradeLevel))].sort((a, b) => a - b);

/** Rows grouped by date, in date order (rows keep their server order within a day). */
export function rowsByDay(rows: readonly PlanRow[]): { date: string; rows: PlanRow[] }[] {
  const days = new Map<string, PlanRow[]>();
  for (const row of rows) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, rows: list }));
}

/** The Jalali months from the first exam's to the last's ([] for no exams). */
export function monthsOf(rows: readonly PlanRow[]): { jy: number; jm: number }[] {
  if (!rows.length) return [];
  const dates = rows.map((r) => r.date).sort();
  const first = isoDateToJalali(dates[0]!);
  const last = isoDateToJalali(dates[dates.length - 1]!);
  const months: { jy: number; jm: number }[] = [];
  for (let index = first.jy * 12 + first.jm - 1; index <= last.jy * 12 + last.jm - 1; index++)
    months.push({ jy: Math.floor(index / 12), jm: (index % 12) + 1 });
  return months;
}
