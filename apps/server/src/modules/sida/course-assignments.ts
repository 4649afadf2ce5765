/**
 * Sida's course list into the school's year: each row names a classroom and a course (by Sida's
 * course code) and may name its teacher. The course plan is found by code, or, when the network has
 * none and the user's scope is the whole network (course plans are the network's), created for the
 * classroom's grade; the classroom's course group is created, or its
 * teacher updated, or left alone. Importing the same list again writes nothing. Classrooms are never
 * created here: the class list brings them.
 */
import { ERROR_CODES, normalizeCode, searchKey, toAsciiDigits } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, classrooms, courseGroups, coursePlans, teachers } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { RowAction, SchoolYearTarget } from './basic-information';
import { parseGradeLevel } from './sida-columns';

export interface CheckedCourseRow {
  row: number;
  cells: Record<string, string>;
  errors: Record<string, string>;
  action: RowAction;
  classroomId?: number;
  /** The network's course plan, or the code of one this import creates. */
  coursePlanId?: number;
  courseCode?: string;
  teacherId?: number | null;
  existingGroupId?: number;
}

export interface NewCoursePlan {
  code: string;
  title: string;
  gradeLevel: number;
  majorId: number | null;
  units: number;
  weeklyHours: number | null;
}

export interface CourseListPlan {
  rows: CheckedCourseRow[];
  newCoursePlans: NewCoursePlan[];
}

export interface CourseListReport {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  coursePlansCreated: number;
}

export const COURSE_LIST_MESSAGES = {
  noRows: 'فهرست دروس هیچ ردیفی ندارد.',
  classroomGone: 'کلاس مورد نظر یافت نشد.',
  noClassroom: 'نام کلاس خالی است.',
  unknownClassroom:
    'این کلاس در سال تحصیلی جاری مدرسه نیست؛ نخست فهرست کلاس‌ها را از سیدا بیاورید یا کلاس را بسازید.',
  otherClassroom: (name: string) => `این ردیف از کلاس «${name}» است، نه کلاس انتخاب‌شده.`,
  badGrade: 'پایه معتبر نیست (عدد ۱ تا ۱۲ یا نام پایه مثل «دهم»).',
  gradeMismatch: (grade: number) => `این کلاس در پایه ${grade.toLocaleString('fa-IR')} است.`,
  noCourse: 'کد درس خالی است.',
  badCourseCode: 'کد درس باید حداکثر ۲۰ حرف یا رقم باشد.',
  noTitle: 'نام درس خالی است.',
  planGrade: (grade: number) =>
    `درس این کد در برنامه درسی برای پایه ${grade.toLocaleString('fa-IR')} است و به این کلاس نمی‌خورد.`,
  badUnits: 'تعداد واحد باید عددی از ۱ تا ۱۰ باشد.',
  needUnits: 'این درس هنوز در برنامه درسی نیست؛ تعداد واحد آن را بنویسید.',
  notInNetwork:
    'درسی با این کد در برنامه‌های درسی شبکه نیست؛ برنامه‌های درسی را مدیر سیستم تعریف می‌کند (یا فایل را او وارد کند).',
  badHours: 'ساعت هفتگی باید عددی از ۱ تا ۲۰ باشد.',
  unknownTeacher: 'دبیری با این کد ملی در این مدرسه نیست؛ نخست دبیر را در فهرست دبیران ثبت کنید.',
  unknownTeacherName: 'دبیری با این نام در این مدرسه نیست؛ نخست دبیر را در فهرست دبیران ثبت کنید.',
  ambiguousTeacher: 'چند دبیر این مدرسه این نام را دارند؛ کد ملی دبیر را بنویسید.',
  duplicate: (row: number) =>
    `این درس برای همین کلاس در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
} as const;

const BATCH = 500;

/** A whole number within a range, written in Persian or ASCII digits; null when blank. */
function wholeNumber(text: string | undefined, min: number, max: number): number | null | 'bad' {
  const clean = toAsciiDigits(text ?? '').trim();
  if (!clean) return null;
  if (!/^\d{1,3}$/.test(clean)) return 'bad';
  const n = Number(clean);
  return n >= min && n <= max ? n : 'bad';
}

/** The school's classroom the selection names (another school's or year's is 404). */
export async function chosenClassroom(db: Db, target: SchoolYearTarget, classroomId: number) {
  const [room] = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.id, classroomId),
        eq(classrooms.schoolId, target.schoolId),
        eq(classrooms.academicYearId, target.academicYearId),
      ),
    );
  if (!room) throw notFound(COURSE_LIST_MESSAGES.classroomGone);
  return room;
}

export async function planCourseList(
  db: Db,
  target: SchoolYearTarget,
  input: { rowNumber: number; cells: Record<string, string> }[],
  options: {
    classroomId?: number | undefined;
    /** Course plans are the network's: only a network-wide user's file may create them. */
    mayCreatePlans: boolean;
  },
): Promise<CourseListPlan> {
  const chosen = options.classroomId ? await chosenClassroom(db, target, options.classroomId) : undefined;
  if (!input.length) throw new AppError(400, ERROR_CODES.VALIDATION, COURSE_LIST_MESSAGES.noRows);
  const rooms = await db
    .select({
      id: classrooms.id,
      name: classrooms.name,
      gradeLevel: classrooms.gradeLevel,
      majorId: classrooms.majorId,
    })
    .from(classrooms)
    .where(
      and(eq(classrooms.schoolId, target.schoolId), eq(classrooms.academicYearId, target.academicYearId)),
    );
  const roomByKey = new Map(rooms.map((r) => [searchKey(r.name), r]));
  const roomById = new Map(rooms.map((r) => [r.id, r]));

  const codes = [...new Set(input.map((r) => normalizeCode(r.cells.courseCode ?? '')).filter(Boolean))];
  const plans = new Map<string, { id: number; gradeLevel: number }>();
  for (let i = 0; i < codes.length; i += 5000)
    for (const p of await db
      .select({ id: coursePlans.id, code: coursePlans.code, gradeLevel: coursePlans.gradeLevel })
      .from(coursePlans)
      .where(inArray(coursePlans.code, codes.slice(i, i + 5000))))
      plans.set(p.code!, p);

  const staff = await db
    .select({
      id: teachers.id,
      nationalCode: teachers.nationalCode,
      firstName: teachers.firstName,
      lastName: teachers.lastName,
    })
    .from(teachers)
    .where(eq(teachers.schoolId, target.schoolId));
  const teacherByCode = new Map(staff.map((t) => [t.nationalCode, t.id]));
  const teachersByName = new Map<string, number[]>();
  for (const t of staff) {
    const key = searchKey(`${t.firstName} ${t.lastName}`);
    teachersByName.set(key, [...(teachersByName.get(key) ?? []), t.id]);
  }

  const groups = await db
    .select({
      id: courseGroups.id,
      classroomId: courseGroups.classroomId,
      coursePlanId: courseGroups.coursePlanId,
      teacherId: courseGroups.teacherId,
    })
    .from(courseGroups)
    .where(
      and(eq(courseGroups.schoolId, target.schoolId), eq(courseGroups.academicYearId, target.academicYearId)),
    );
  const groupOf = new Map(groups.map((g) => [`${g.classroomId}:${g.coursePlanId}`, g]));

  const newPlans = new Map<string, NewCoursePlan>();
  const firstRow = new Map<string, number>();
  const rows = input.map(({ rowNumber, cells }): CheckedCourseRow => {
    const errors: Record<string, string> = {};
    const row: CheckedCourseRow = { row: rowNumber, cells, errors, action: 'create' };

    // The classroom: the one chosen on the page, or the row's own (which must agree with the choice).
    const name = (cells.classroom ?? '').trim().replace(/\s+/g, ' ');
    const named = name ? roomByKey.get(searchKey(name)) : undefined;
    const room = chosen ? roomById.get(chosen.id) : named;
    if (chosen && name && named?.id !== chosen.id)
      errors.classroom = COURSE_LIST_MESSAGES.otherClassroom(name);
    else if (!room)
      errors.classroom = name ? COURSE_LIST_MESSAGES.unknownClassroom : COURSE_LIST_MESSAGES.noClassroom;
    const gradeText = (cells.gradeLevel ?? '').trim();
    const grade = gradeText ? parseGradeLevel(gradeText) : null;
    if (gradeText && grade === null) errors.gradeLevel = COURSE_LIST_MESSAGES.badGrade;
    else if (room && grade !== null && grade !== room.gradeLevel)
      errors.gradeLevel = COURSE_LIST_MESSAGES.gradeMismatch(room.gradeLevel);

    const code = normalizeCode(cells.courseCode ?? '');
    const title = (cells.courseTitle ?? '').trim().replace(/\s+/g, ' ');
    if (!code) errors.courseCode = COURSE_LIST_MESSAGES.noCourse;
    else if (code.length > 20) errors.courseCode = COURSE_LIST_MESSAGES.badCourseCode;
    if (!searchKey(title)) errors.courseTitle = COURSE_LIST_MESSAGES.noTitle;
    const units = wholeNumber(cells.units, 1, 10);
    const hours = wholeNumber(cells.weeklyHours, 1, 20);
    if (units === 'bad') errors.units = COURSE_LIST_MESSAGES.badUnits;
    if (hours === 'bad') errors.weeklyHours = COURSE_LIST_MESSAGES.badHours;

    // The teacher: by national code, else by full name within the school.
    const teacherCode = normalizeCode(cells.teacherNationalCode ?? '');
    const teacherName = searchKey(cells.teacherName ?? '');
    if (teacherCode) {
      const id = teacherByCode.get(
        /^\d{8,9}$/.test(teacherCode) ? teacherCode.padStart(10, '0') : teacherCode,
      );
      if (id === undefined) errors.teacherNationalCode = COURSE_LIST_MESSAGES.unknownTeacher;
      else row.teacherId = id;
    } else if (teacherName) {
      const ids = teachersByName.get(teacherName) ?? [];
      if (ids.length === 1) row.teacherId = ids[0]!;
      else
        errors.teacherName = ids.length
          ? COURSE_LIST_MESSAGES.ambiguousTeacher
          : COURSE_LIST_MESSAGES.unknownTeacherName;
    }

    if (!room || errors.courseCode) return row;
    row.classroomId = room.id;
    row.courseCode = code;
    const pair = `${room.id}:${code}`;
    if (firstRow.has(pair)) {
      errors.courseCode = COURSE_LIST_MESSAGES.duplicate(firstRow.get(pair)!);
      return row;
    }
    firstRow.set(pair, rowNumber);
    const plan = plans.get(code);
    if (plan && plan.gradeLevel !== room.gradeLevel) {
      errors.courseCode = COURSE_LIST_MESSAGES.planGrade(plan.gradeLevel);
      return row;
    }
    if (!plan && !options.mayCreatePlans) {
      errors.courseCode = COURSE_LIST_MESSAGES.notInNetwork;
      return row;
    }
    if (!plan) {
      const planned = newPlans.get(code);
      if (planned && planned.gradeLevel !== room.gradeLevel)
        errors.courseCode = COURSE_LIST_MESSAGES.planGrade(planned.gradeLevel);
      else if (!planned && units === null) errors.units = COURSE_LIST_MESSAGES.needUnits;
      else if (!planned && Object.keys(errors).length === 0)
        newPlans.set(code, {
          code,
          title,
          gradeLevel: room.gradeLevel,
          majorId: room.majorId,
          units: units as number,
          weeklyHours: typeof hours === 'number' ? hours : null,
        });
      return row;
    }
    row.coursePlanId = plan.id;
    const group = groupOf.get(`${room.id}:${plan.id}`);
    if (group) {
      row.existingGroupId = group.id;
      // A list without a teacher leaves the group's teacher alone.
      row.action = row.teacherId !== undefined && row.teacherId !== group.teacherId ? 'update' : 'unchanged';
    }
    return row;
  });
  return { rows, newCoursePlans: [...newPlans.values()] };
}

/** Writes a plan's valid rows in one transaction (the caller's), with the audit. */
export async function applyCourseList(
  tx: Db,
  target: SchoolYearTarget,
  plan: CourseListPlan,
  userId: number,
): Promise<CourseListReport> {
  const valid = plan.rows.filter((r) => Object.keys(r.errors).length === 0);
  const neededCodes = new Set(valid.filter((r) => r.coursePlanId === undefined).map((r) => r.courseCode!));
  const toCreate = plan.newCoursePlans.filter((p) => neededCodes.has(p.code));
  const planIds = new Map<string, number>();
  let plansCreated = 0;
  if (toCreate.length) {
    // Another school may have created the same code since the preview: take its plan then.
    const created = await tx
      .insert(coursePlans)
      .values(
        toCreate.map((p) => ({
          ...p,
          // Elementary grades are graded qualitatively, the rest out of 20 (DOMAIN.md).
          grading: p.gradeLevel <= 6 ? 'qualitative' : 'numeric',
          maxScore: p.gradeLevel <= 6 ? null : 20,
          passingScore: p.gradeLevel <= 6 ? null : 10,
          createdBy: userId,
          updatedBy: userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: coursePlans.id, code: coursePlans.code });
    plansCreated = created.length;
    for (const p of created) planIds.set(p.code!, p.id);
    if (created.length)
      await tx.insert(auditLog).values(
        created.map((p) => ({
          userId,
          entity: 'course-plans',
          entityId: p.id,
          action: 'create',
          schoolId: null,
          before: null,
          after: toCreate.find((c) => c.code === p.code)!,
        })),
      );
    const raced = toCreate.filter((p) => !planIds.has(p.code)).map((p) => p.code);
    if (raced.length)
      for (const p of await tx
        .select({ id: coursePlans.id, code: coursePlans.code })
        .from(coursePlans)
        .where(inArray(coursePlans.code, raced)))
        planIds.set(p.code!, p.id);
  }
  const planOf = (r: CheckedCourseRow) => r.coursePlanId ?? planIds.get(r.courseCode!)!;

  const titles = new Map<number, string>();
  const creates = valid.filter((r) => r.action === 'create');
  const roomIds = [...new Set(creates.map((r) => r.classroomId!))];
  const planIdsUsed = [...new Set(creates.map(planOf))];
  const roomNames = new Map<number, string>();
  if (roomIds.length)
    for (const r of await tx
      .select({ id: classrooms.id, name: classrooms.name })
      .from(classrooms)
      .where(inArray(classrooms.id, roomIds)))
      roomNames.set(r.id, r.name);
  if (planIdsUsed.length)
    for (const p of await tx
      .select({ id: coursePlans.id, title: coursePlans.title })
      .from(coursePlans)
      .where(inArray(coursePlans.id, planIdsUsed)))
      titles.set(p.id, p.title);

  for (let i = 0; i < creates.length; i += BATCH) {
    const batch = creates.slice(i, i + BATCH).map((r) => ({
      schoolId: target.schoolId,
      academicYearId: target.academicYearId,
      // Named as the school's own groups are: the course, then the classroom.
      title: `${titles.get(planOf(r))} — ${roomNames.get(r.classroomId!)}`,
      classroomId: r.classroomId!,
      coursePlanId: planOf(r),
      teacherId: r.teacherId ?? null,
      createdBy: userId,
      updatedBy: userId,
    }));
    const inserted = await tx.insert(courseGroups).values(batch).returning({ id: courseGroups.id });
    await tx.insert(auditLog).values(
      inserted.map((g, k) => ({
        userId,
        entity: 'course-groups',
        entityId: g.id,
        action: 'create',
        schoolId: target.schoolId,
        before: null,
        after: batch[k]!,
      })),
    );
  }
  const updates = valid.filter((r) => r.action === 'update');
  if (updates.length) {
    const before = new Map(
      (
        await tx
          .select({ id: courseGroups.id, teacherId: courseGroups.teacherId })
          .from(courseGroups)
          .where(
            inArray(
              courseGroups.id,
              updates.map((r) => r.existingGroupId!),
            ),
          )
      ).map((g) => [g.id, g.teacherId]),
    );
    const now = new Date();
    for (const r of updates)
      await tx
        .update(courseGroups)
        .set({
          teacherId: r.teacherId ?? null,
          updatedAt: now,
          updatedBy: userId,
          version: sql`${courseGroups.version} + 1`,
        })
        .where(and(eq(courseGroups.id, r.existingGroupId!), eq(courseGroups.schoolId, target.schoolId)));
    await tx.insert(auditLog).values(
      updates.map((r) => ({
        userId,
        entity: 'course-groups',
        entityId: r.existingGroupId!,
        action: 'update',
        schoolId: target.schoolId,
        before: { teacherId: before.get(r.existingGroupId!) ?? null },
        after: { teacherId: r.teacherId ?? null },
      })),
    );
  }
  return {
    created: creates.length,
    updated: updates.length,
    unchanged: valid.filter((r) => r.action === 'unchanged').length,
    skipped: plan.rows.length - valid.length,
    coursePlansCreated: plansCreated,
  };
}
