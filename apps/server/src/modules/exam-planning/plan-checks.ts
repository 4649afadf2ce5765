/**
 * What a row of the exam plan must satisfy before it is saved: its term is of the row's year and
 * holds the date; the day is no Friday and no holiday of the school's calendar; the course has
 * course groups in the grade (and major); and none of their classrooms already has an exam in that
 * date and session (findClassroomClash in packages/shared).
 */
import { ERROR_CODES, findClassroomClash, formatDateJalali, toPersianDigits } from '@school/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { classrooms, coursePlans, courseGroups, examSessions, majors, terms } from '../../db/schema';
import { holidayTitle } from '../../engine/school-calendar';
import { AppError } from '../../http/errors';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });
const conflict = (fields: string[], message: string) =>
  new AppError(409, ERROR_CODES.CONFLICT, message, Object.fromEntries(fields.map((f) => [f, message])));

const jalali = (iso: string) => formatDateJalali(iso);

export interface PlanTerm {
  id: number;
  title: string;
}

/** The term is of the row's academic year and its date range holds the exam's date. */
export async function checkTerm(db: Db, termId: number, academicYearId: number, date: string) {
  const [term] = await db.select().from(terms).where(eq(terms.id, termId));
  if (!term || term.academicYearId !== academicYearId) {
    throw invalid('termId', 'این نوبت از سال تحصیلی جاری نیست.');
  }
  if (date < term.startDate || date > term.endDate) {
    throw invalid(
      'date',
      `تاریخ امتحان باید در بازه «${term.title}» (${jalali(term.startDate)} تا ${jalali(term.endDate)}) باشد.`,
    );
  }
  return { id: term.id, title: term.title } satisfies PlanTerm;
}

/** Friday is the weekend, and a holiday of the school's planning calendar has no exams. */
export async function refuseClosedDay(db: Db, schoolId: number, date: string): Promise<void> {
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === 5) {
    throw conflict(['date'], `${jalali(date)} جمعه است و امتحانی در آن برگزار نمی‌شود.`);
  }
  const holiday = await holidayTitle(db, schoolId, date);
  if (holiday !== null) {
    throw conflict(
      ['date'],
      `${jalali(date)} در تقویم مدرسه تعطیل است («${holiday}») و امتحانی در آن برگزار نمی‌شود.`,
    );
  }
}

export interface PlanTargets {
  course: { title: string; gradeLevel: number; maxScore: number | null };
  /** The course groups of the course in the grade (and major), with their classrooms. */
  groups: { id: number; classroomId: number; classroomName: string }[];
}

/** The course groups that sit the exam: the course's groups in classrooms of its grade (and major). */
export async function planTargets(
  db: Db,
  scope: { schoolId: number; academicYearId: number },
  coursePlanId: number,
  majorId: number | null,
): Promise<PlanTargets> {
  const [course] = await db
    .select({
      title: coursePlans.title,
      gradeLevel: coursePlans.gradeLevel,
      majorId: coursePlans.majorId,
      maxScore: coursePlans.maxScore,
      majorName: majors.name,
    })
    .from(coursePlans)
    .leftJoin(majors, eq(majors.id, coursePlans.majorId))
    .where(eq(coursePlans.id, coursePlanId));
  if (!course) throw invalid('coursePlanId', 'درس مورد نظر یافت نشد.');
  if (majorId !== null && course.majorId !== null && course.majorId !== majorId) {
    throw invalid('majorId', `درس «${course.title}» از رشته «${course.majorName}» است.`);
  }
  const groups = await db
    .select({ id: courseGroups.id, classroomId: classrooms.id, classroomName: classrooms.name })
    .from(courseGroups)
    .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
    .where(
      and(
        eq(courseGroups.schoolId, scope.schoolId),
        eq(courseGroups.academicYearId, scope.academicYearId),
        eq(courseGroups.coursePlanId, coursePlanId),
        eq(classrooms.gradeLevel, course.gradeLevel),
        majorId === null ? undefined : eq(classrooms.majorId, majorId),
      ),
    )
    .orderBy(asc(classrooms.name), asc(courseGroups.id));
  if (!groups.length) {
    throw invalid(
      'coursePlanId',
      `درس «${course.title}» در پایه ${toPersianDigits(course.gradeLevel)}${majorId === null ? '' : ' و این رشته'} ` +
        'در این مدرسه و سال تحصیلی گروه درسی ندارد؛ نخست گروه‌های درسی آن را بسازید.',
    );
  }
  return {
    course: { title: course.title, gradeLevel: course.gradeLevel, maxScore: course.maxScore },
    groups,
  };
}

interface SavedSitting {
  id: number;
  title: string;
  date: string;
  sessionId: number;
  classroomIds: number[];
}

/**
 * Refuses a row whose classrooms already have an exam of the plan in the same date and session,
 * naming the classrooms, the other exam and the session.
 */
export async function refuseClassroomClash(
  db: Db,
  row: { id?: number; schoolId: number; date: string; examSessionId: number },
  targets: PlanTargets,
): Promise<void> {
  const others = await executeRows<SavedSitting>(
    db,
    sql`select p.id, p.title, to_char(p.date, 'YYYY-MM-DD') as date, p.exam_session_id as "sessionId",
        array_agg(distinct g.classroom_id) as "classroomIds"
      from exam_plan_items p
        join exams e on e.id = p.exam_id
        join course_groups g on g.id = any(e.course_group_ids)
      where p.school_id = ${row.schoolId} and p.date = ${row.date}
        and p.exam_session_id = ${row.examSessionId} and p.id <> ${row.id ?? 0}
      group by p.id
      order by p.id`,
  );
  const clash = findClassroomClash(
    {
      id: row.id,
      date: row.date,
      sessionId: row.examSessionId,
      classroomIds: targets.groups.map((g) => g.classroomId),
    },
    others.map((o) => ({ ...o, classroomIds: o.classroomIds.map(Number) })),
  );
  if (!clash) return;
  const [session] = await db
    .select({ title: examSessions.title })
    .from(examSessions)
    .where(eq(examSessions.id, row.examSessionId));
  const names = [
    ...new Set(
      targets.groups.filter((g) => clash.classroomIds.includes(g.classroomId)).map((g) => g.classroomName),
    ),
  ].map(toPersianDigits);
  const who = names.length > 1 ? `کلاس‌های ${names.join('، ')}` : `کلاس ${names[0]}`;
  const have = names.length > 1 ? 'دارند' : 'دارد';
  throw conflict(
    ['date', 'examSessionId'],
    `${who} در ${jalali(row.date)} (نوبت ${session?.title ?? ''}) امتحان «${clash.other.title}» را ${have}؛ ` +
      'هر کلاس در هر نوبت فقط یک امتحان می‌دهد.',
  );
}
