/**
 * Rules of the year's turn (DOMAIN.md "The year's turn"): the next academic year's dates, a
 * student's next grade from their year outcome, the new classrooms' names and the placement of
 * promoted students into them. Pure functions: the server's preview and run use the same ones, so
 * what the wizard shows is what the run does.
 */
import { type JalaliDate, isoDateToJalali, jalaliToIsoDate } from './jalali';

export const YEAR_OUTCOMES = ['passed', 'makeup', 'repeat', 'graduated'] as const;
export type YearOutcome = (typeof YEAR_OUTCOMES)[number];

export const PLACEMENT_RULES = ['cohort', 'balanced'] as const;
export type PlacementRule = (typeof PLACEMENT_RULES)[number];

export const CLASSROOM_NAMING_RULES = ['keep', 'renumber'] as const;
export type ClassroomNamingRule = (typeof CLASSROOM_NAMING_RULES)[number];

export interface TermDates {
  title: string;
  ordinal: number;
  startDate: string;
  endDate: string;
}

/**
 * The year after the one starting on `startDate`: «1405-1406», 1 Mehr to 31 Shahrivar, with the
 * old year's terms on the same Jalali days one year on (or the usual two halves when it had none).
 */
export function nextAcademicYear(
  startDate: string,
  oldTerms: readonly TermDates[],
): { title: string; startDate: string; endDate: string; terms: TermDates[] } {
  const jy = isoDateToJalali(startDate).jy + 1;
  const shift = (iso: string) => {
    const d = isoDateToJalali(iso);
    // 30 Esfand of a leap year has no twin in the next year: the last day of Esfand then.
    const next: JalaliDate = { jy: d.jy + 1, jm: d.jm, jd: d.jm === 12 ? Math.min(d.jd, 29) : d.jd };
    return jalaliToIsoDate(next);
  };
  const terms = oldTerms.length
    ? oldTerms.map((t) => ({ ...t, startDate: shift(t.startDate), endDate: shift(t.endDate) }))
    : [
        {
          title: 'نوبت اول',
          ordinal: 1,
          startDate: jalaliToIsoDate({ jy, jm: 7, jd: 1 }),
          endDate: jalaliToIsoDate({ jy, jm: 10, jd: 30 }),
        },
        {
          title: 'نوبت دوم',
          ordinal: 2,
          startDate: jalaliToIsoDate({ jy, jm: 11, jd: 1 }),
          endDate: jalaliToIsoDate({ jy: jy + 1, jm: 3, jd: 31 }),
        },
      ];
  return {
    title: `${jy}-${jy + 1}`,
    startDate: jalaliToIsoDate({ jy, jm: 7, jd: 1 }),
    endDate: jalaliToIsoDate({ jy: jy + 1, jm: 6, jd: 31 }),
    terms,
  };
}

export type Promotion =
  | { kind: 'promote'; gradeLevel: number }
  | { kind: 'repeat'; gradeLevel: number }
  | { kind: 'graduate' }
  /** Make-up exams still ahead, or no outcome yet: the student stays where they are, listed. */
  | { kind: 'pending' };

/**
 * A student's next step. Passing the school's last grade (12, or 9 in a lower-secondary school)
 * graduates them from the school; a make-up student is promoted only after passing the make-up.
 */
export function promotionOf(
  outcome: YearOutcome | undefined,
  gradeLevel: number,
  lastGrade: number,
): Promotion {
  if (outcome === 'graduated') return { kind: 'graduate' };
  if (outcome === 'repeat') return { kind: 'repeat', gradeLevel };
  if (outcome !== 'passed') return { kind: 'pending' };
  return gradeLevel >= lastGrade ? { kind: 'graduate' } : { kind: 'promote', gradeLevel: gradeLevel + 1 };
}

export interface ClassroomToName {
  key: number;
  gradeLevel: number;
  majorOrder: number;
  name: string;
}

/**
 * New names by rule: `keep` keeps each classroom's name; `renumber` numbers each grade's
 * classrooms in order of major then old name: «۱۰۱», «۱۰۲» … for grade 10.
 */
export function nameClassrooms(
  rooms: readonly ClassroomToName[],
  rule: ClassroomNamingRule,
): Map<number, string> {
  if (rule === 'keep') return new Map(rooms.map((r) => [r.key, r.name]));
  const names = new Map<number, string>();
  const sorted = [...rooms].sort(
    (a, b) =>
      a.gradeLevel - b.gradeLevel || a.majorOrder - b.majorOrder || a.name.localeCompare(b.name, 'fa'),
  );
  let grade = -1;
  let index = 0;
  for (const room of sorted) {
    index = room.gradeLevel === grade ? index + 1 : 1;
    grade = room.gradeLevel;
    names.set(room.key, `${room.gradeLevel}${String(index).padStart(2, '0')}`);
  }
  return names;
}

export interface PlacementTarget {
  key: number;
  gradeLevel: number;
  majorId: number | null;
}

export interface StudentToPlace {
  id: number;
  gradeLevel: number;
  /** The major of the student's old classroom: kept in the new grade where it has classrooms. */
  majorId: number | null;
  /** The key of the new classroom copied from the student's old one. */
  sourceKey: number;
  /** The old classroom's place among its grade's classrooms of the major (0, 1, ...). */
  cohortIndex: number;
  average: number | null;
}

/** The new grade's classrooms a student may go to: those of their major, or any of the grade. */
function candidatesOf(student: StudentToPlace, targets: readonly PlacementTarget[]) {
  const ofGrade = targets.filter((t) => t.gradeLevel === student.gradeLevel);
  const ofMajor = ofGrade.filter((t) => t.majorId === student.majorId);
  return ofMajor.length ? ofMajor : ofGrade;
}

/**
 * Where each student goes (student id → target key; absent when their grade has no classroom).
 * `cohort` keeps a classroom's students together: a repeater into the copy of their own classroom,
 * the i-th classroom of a grade into the i-th of the next. `balanced` deals each grade and major's
 * students, best average first, back and forth over its classrooms, so counts differ by at most one
 * and averages stay close. Manual moves are applied last.
 */
export function placeStudents(
  students: readonly StudentToPlace[],
  targets: readonly PlacementTarget[],
  rule: PlacementRule,
  moves: ReadonlyMap<number, number> = new Map(),
): Map<number, number> {
  const placed = new Map<number, number>();
  const byKey = new Map(targets.map((t) => [t.key, t]));
  if (rule === 'cohort') {
    for (const s of students) {
      const own = byKey.get(s.sourceKey);
      if (own && own.gradeLevel === s.gradeLevel) {
        placed.set(s.id, own.key);
        continue;
      }
      const candidates = candidatesOf(s, targets);
      if (candidates.length) placed.set(s.id, candidates[s.cohortIndex % candidates.length]!.key);
    }
  } else {
    const groups = new Map<string, { students: StudentToPlace[]; candidates: PlacementTarget[] }>();
    for (const s of students) {
      const candidates = candidatesOf(s, targets);
      if (!candidates.length) continue;
      const id = candidates.map((c) => c.key).join(',');
      const group = groups.get(id) ?? { students: [], candidates };
      group.students.push(s);
      groups.set(id, group);
    }
    for (const { students: members, candidates } of groups.values()) {
      const ordered = [...members].sort((a, b) => (b.average ?? -1) - (a.average ?? -1) || a.id - b.id);
      const n = candidates.length;
      ordered.forEach((s, i) => {
        const round = Math.floor(i / n);
        const at = round % 2 === 0 ? i % n : n - 1 - (i % n);
        placed.set(s.id, candidates[at]!.key);
      });
    }
  }
  for (const [studentId, key] of moves) if (byKey.has(key)) placed.set(studentId, key);
  return placed;
}
