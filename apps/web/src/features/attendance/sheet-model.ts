/** Pure helpers of the attendance sheet: marks from the server, draft merging, counts, checks. */
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@school/shared';
import type { SheetStudent } from './attendance-api';
import type { Mark } from './attendance-draft';

export type Marks = Record<string, Mark>;

export function marksFromSheet(students: readonly SheetStudent[]): Marks {
  return Object.fromEntries(
    students.map((s) => [String(s.id), { status: s.status, lateMinutes: s.lateMinutes, note: s.note }]),
  );
}

/** The draft's marks over the server's, for students still on the roll (a transferred one drops out). */
export function withDraft(server: Marks, draft: Marks | undefined): Marks {
  if (!draft) return server;
  const merged = { ...server };
  for (const [id, mark] of Object.entries(draft)) if (id in merged) merged[id] = mark;
  return merged;
}

const same = (a: Mark | undefined, b: Mark | undefined) =>
  a?.status === b?.status &&
  (a?.status !== 'late' || a?.lateMinutes === b?.lateMinutes) &&
  (a?.note ?? '') === (b?.note ?? '');

export function changedCount(server: Marks, current: Marks): number {
  return Object.keys(current).filter((id) => !same(server[id], current[id])).length;
}

export function countByStatus(marks: Marks): Record<AttendanceStatus, number> {
  const counts = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<
    AttendanceStatus,
    number
  >;
  for (const mark of Object.values(marks)) counts[mark.status] += 1;
  return counts;
}

/** Everyone present, except students on an approved leave, who stay excused. */
export function allPresent(marks: Marks, students: readonly SheetStudent[]): Marks {
  const onLeave = new Set(students.filter((s) => s.onLeave).map((s) => String(s.id)));
  return Object.fromEntries(
    Object.entries(marks).map(([id, mark]) => [
      id,
      onLeave.has(id) ? { ...mark, status: 'excused' as const } : { ...mark, status: 'present' as const },
    ]),
  );
}

/** The first late student without minutes, which the server would refuse. */
export function missingLateMinutes(
  marks: Marks,
  students: readonly SheetStudent[],
): SheetStudent | undefined {
  return students.find((s) => {
    const mark = marks[String(s.id)];
    return mark?.status === 'late' && !mark.lateMinutes;
  });
}

/** Keyboard: 1–4 (Persian or Latin digits) pick a status in the toggle order. */
export function statusForKey(key: string): AttendanceStatus | undefined {
  const index = '1234'.indexOf(key) >= 0 ? '1234'.indexOf(key) : '۱۲۳۴'.indexOf(key);
  return index >= 0 ? ATTENDANCE_STATUSES[index] : undefined;
}
