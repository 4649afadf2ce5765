/**
 * A term of scores for the generated network: per school a continuous and a final exam type, per
 * course group one continuous exam and one final exam in the first term, and a score for every
 * student of the group's classroom (about 1% absent). Each student has an ability that their
 * scores scatter around, so averages and ranks spread the way a real school's do.
 */
import { IdSequence } from './plan-organisation';
import type { Prng } from './prng';
import type { GeneratedRows } from './tables';

type AssessmentRows = Pick<GeneratedRows, 'examTypes' | 'exams' | 'examScores'>;
type Sources = Pick<GeneratedRows, 'schools' | 'terms' | 'courseGroups' | 'students'>;

const ABSENT_SHARE = 0.01;

/** A score on the 0–20 scale in quarter points, around the student's ability. */
function scoreNear(ability: number, prng: Prng): number {
  const noise = (prng.next() + prng.next() + prng.next() - 1.5) * 4;
  const raw = Math.min(20, Math.max(0, ability + noise));
  return Math.round(raw * 4) / 4;
}

export function planAssessment(
  source: Sources,
  yearId: number,
  nextId: { examTypes: number; exams: number; examScores: number },
  prng: Prng,
): AssessmentRows {
  const out: AssessmentRows = { examTypes: [], exams: [], examScores: [] };
  const term = source.terms.find((t) => t.academicYearId === yearId && t.ordinal === 1);
  if (!term) return out;
  const ids = {
    examTypes: new IdSequence(nextId.examTypes),
    exams: new IdSequence(nextId.exams),
    examScores: new IdSequence(nextId.examScores),
  };
  const typesBySchool = new Map<number, { continuous: number; final: number }>();
  for (const school of source.schools) {
    const continuous = ids.examTypes.take();
    const final = ids.examTypes.take();
    out.examTypes.push(
      {
        id: continuous,
        schoolId: school.id,
        title: 'آزمون کلاسی',
        kind: 'written',
        countsToward: 'continuous',
        defaultMaxScore: 20,
        weight: 1,
      },
      {
        id: final,
        schoolId: school.id,
        title: 'پایانی نوبت اول',
        kind: 'written',
        countsToward: 'final',
        defaultMaxScore: 20,
        weight: 1,
      },
    );
    typesBySchool.set(school.id, { continuous, final });
  }
  const byClassroom = new Map<number, number[]>();
  const ability = new Map<number, number>();
  for (const student of source.students) {
    if (student.classroomId == null) continue;
    const list = byClassroom.get(student.classroomId) ?? [];
    list.push(student.id);
    byClassroom.set(student.classroomId, list);
    ability.set(student.id, 10 + prng.next() * 9);
  }
  const continuousDate = addDays(term.startDate, 30);
  const finalDate = addDays(term.endDate, -10);
  for (const group of source.courseGroups) {
    const types = typesBySchool.get(group.schoolId)!;
    for (const [typeId, date, title] of [
      [types.continuous, continuousDate, 'آزمون کلاسی ۱'],
      [types.final, finalDate, 'پایانی نوبت اول'],
    ] as const) {
      const examId = ids.exams.take();
      out.exams.push({
        id: examId,
        schoolId: group.schoolId,
        academicYearId: yearId,
        title,
        courseGroupIds: [group.id],
        examTypeId: typeId,
        termId: term.id,
        date,
        maxScore: 20,
        weight: 1,
      });
      for (const studentId of byClassroom.get(group.classroomId) ?? []) {
        const absent = prng.chance(ABSENT_SHARE);
        out.examScores.push({
          id: ids.examScores.take(),
          schoolId: group.schoolId,
          examId,
          studentId,
          courseGroupId: group.id,
          score: absent ? null : scoreNear(ability.get(studentId)!, prng),
          mark: absent ? 'absent' : null,
        });
      }
    }
  }
  return out;
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
