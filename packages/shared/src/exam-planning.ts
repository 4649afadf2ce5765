/**
 * The rules of a term's exam plan (DOMAIN.md "Exam logistics"), as pure functions the server's plan
 * service applies to what it reads: a classroom never has two exams in one date and session (the
 * plan refuses it); a student with more than one exam a day, or with exams on more days in a row
 * than the school allows, is only a warning. Dates are ISO (Gregorian) days.
 */

/** One exam of the plan, as far as the rules care: when, and which classrooms sit it. */
export interface PlannedSitting {
  /** The plan row; absent for a row not saved yet. */
  id?: number;
  date: string;
  sessionId: number;
  classroomIds: readonly number[];
}

export interface ClassroomClash<T extends PlannedSitting> {
  /** The saved row the candidate collides with. */
  other: T;
  /** Classrooms that would sit both. */
  classroomIds: number[];
}

/** The first other row in the same date and session that shares a classroom with the candidate. */
export function findClassroomClash<T extends PlannedSitting>(
  candidate: PlannedSitting,
  others: readonly T[],
): ClassroomClash<T> | null {
  const mine = new Set(candidate.classroomIds);
  for (const other of others) {
    if (other.id !== undefined && other.id === candidate.id) continue;
    if (other.date !== candidate.date || other.sessionId !== candidate.sessionId) continue;
    const shared = other.classroomIds.filter((id) => mine.has(id));
    if (shared.length) return { other, classroomIds: [...new Set(shared)].sort((a, b) => a - b) };
  }
  return null;
}

/** A student sitting one exam of the plan. */
export interface StudentSitting {
  studentId: number;
  planItemId: number;
  date: string;
}

/** Students with more than one exam on one day, grouped by the exams they share. */
export interface SameDayLoad {
  date: string;
  planItemIds: number[];
  studentIds: number[];
}

/** Students with exams on every day of a run longer than the school allows. */
export interface ConsecutiveRun {
  from: string;
  to: string;
  days: number;
  studentIds: number[];
}

export interface StudentLoad {
  sameDay: SameDayLoad[];
  consecutive: ConsecutiveRun[];
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Runs of consecutive calendar days in a set of ISO dates, each as [first, last] day numbers. */
export function consecutiveRuns(dates: Iterable<string>): [number, number][] {
  const days = [...new Set([...dates].map(dayNumber))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * The warnings of students' exam load: per day, students with two or more exams (grouped by the
 * exams they share); and runs of exam days longer than `maxConsecutiveDays` (grouped by the run).
 * Groups come in date order (a run by its first, then last day), students in id order.
 */
export function studentLoad(sittings: readonly StudentSitting[], maxConsecutiveDays: number): StudentLoad {
  const byStudent = new Map<number, Map<string, Set<number>>>();
  for (const s of sittings) {
    let days = byStudent.get(s.studentId);
    if (!days) byStudent.set(s.studentId, (days = new Map()));
    let items = days.get(s.date);
    if (!items) days.set(s.date, (items = new Set()));
    items.add(s.planItemId);
  }
  const sameDay = new Map<string, SameDayLoad>();
  const runs = new Map<string, ConsecutiveRun>();
  for (const [studentId, days] of [...byStudent].sort((a, b) => a[0] - b[0])) {
    for (const [date, items] of days) {
      if (items.size < 2) continue;
      const planItemIds = [...items].sort((a, b) => a - b);
      const key = `${date}|${planItemIds.join(',')}`;
      const load = sameDay.get(key) ?? { date, planItemIds, studentIds: [] };
      load.studentIds.push(studentId);
      sameDay.set(key, load);
    }
    for (const [first, last] of consecutiveRuns(days.keys())) {
      const length = last - first + 1;
      if (length <= maxConsecutiveDays) continue;
      const key = `${first}|${last}`;
      const run = runs.get(key) ?? {
        from: isoOfDay(first),
        to: isoOfDay(last),
        days: length,
        studentIds: [],
      };
      run.studentIds.push(studentId);
      runs.set(key, run);
    }
  }
  return {
    sameDay: [...sameDay.values()].sort((a, b) => a.date.localeCompare(b.date)),
    consecutive: [...runs.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to)),
  };
}

/** The time an exam starts: its own, else the day's for its session, else the session's default. */
export function effectiveStartTime(
  own: string | null | undefined,
  dayOverride: string | null | undefined,
  sessionDefault: string,
): string {
  return (own || dayOverride || sessionDefault).slice(0, 5);
}

/** The time it ends, «HH:MM», from its start and duration (past midnight wraps; exams never do). */
export function endTime(start: string, minutes: number): string {
  const total = Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)) + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60) % 24)}:${pad(total % 60)}`;
}

/** A row of a term's plan as its pages show it (GET /api/exam-planning/term). */
export interface PlanRow {
  id: number;
  version: number;
  date: string;
  examSessionId: number;
  sessionTitle: string;
  /** As it will be: the row's own, the day's for its session, else the session's default. */
  startTime: string;
  endTime: string;
  durationMinutes: number;
  title: string;
  coursePlanId: number;
  gradeLevel: number;
  majorId: number | null;
  majorName: string | null;
  examId: number | null;
  examLocked: boolean;
  classrooms: string[];
}

/** A term's plan of the current school and year, with what its heading and pickers need. */
export interface TermPlan {
  school: { name: string; logo: string | null };
  year: { title: string };
  term: { id: number; title: string; startDate: string; endDate: string };
  /** The year's terms, for the page's term picker. */
  terms: { id: number; title: string }[];
  sessions: { id: number; title: string; ordinal: number; defaultStartTime: string }[];
  rows: PlanRow[];
}

/** Students of a warning: how many, their classrooms, a few names, and the rows it concerns. */
export interface WarningStudents {
  students: number;
  classrooms: string[];
  names: string[];
  planItemIds: number[];
}

/** The plan's warnings (GET /api/exam-planning/warnings): they never block a save. */
export interface PlanWarnings {
  maxConsecutiveDays: number;
  sameDay: (WarningStudents & { date: string; titles: string[] })[];
  consecutive: (WarningStudents & { from: string; to: string; days: number })[];
}
