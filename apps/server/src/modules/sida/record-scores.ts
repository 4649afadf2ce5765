/**
 * Scores to Sida: a classroom's (or one of its courses') year results from the school's report
 * cards, checked first for what Sida would refuse — a missing score, a value off Sida's 0–20 scale, a course without Sida's code, a student Sida does not know — then exported as
 * Sida's upload sheet or sent through the HTTP connector.
 */
import { ERROR_CODES } from '@school/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { classrooms, courseGroups, coursePlans, sidaStudents, students } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { yearCardScores } from '../report-cards';
import type { SchoolYearTarget } from './basic-information';
import type { SidaScoreRow } from './sida-connector';

export type ProblemKind = 'missingScore' | 'outOfRange' | 'noCourseCode' | 'unknownToSida';

export interface RecordProblem {
  kind: ProblemKind;
  studentId: number | null;
  studentName: string;
  nationalCode: string;
  courseTitle: string;
  message: string;
}

export interface RecordCheck {
  subject: string;
  classroomId: number;
  rows: SidaScoreRow[];
  problems: RecordProblem[];
  students: number;
  courses: number;
}

export const RECORD_MESSAGES = {
  missingScore: 'نمره سالانه این درس در کارنامه مدرسه نیست.',
  outOfRange: (score: number) =>
    `نمره ${score.toLocaleString('fa-IR')} بیرون از بازه ۰ تا ۲۰ با گام ۰٫۲۵ است.`,
  noCourseCode: 'این درس کد درس ندارد؛ سیدا درس بی‌کد را نمی‌پذیرد.',
  unknownToSida: 'این دانش‌آموز در فهرست کلاس سیدا نیامده است.',
  nothingToSend: 'هیچ نمره‌ای آماده ارسال نیست؛ ابتدا ایرادها را برطرف کنید.',
  courseNotInClassroom: 'این درس در کلاس انتخاب‌شده تدریس نمی‌شود.',
} as const;

// Year scores are averages with two decimals (as the school's card keeps them); Sida takes 0–20.
const validScore = (s: number) => s >= 0 && s <= 20;

export async function checkRecord(
  db: Db,
  target: SchoolYearTarget,
  selection: { classroomId: number; coursePlanId?: number | undefined },
): Promise<RecordCheck> {
  const [room] = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.id, selection.classroomId),
        eq(classrooms.schoolId, target.schoolId),
        eq(classrooms.academicYearId, target.academicYearId),
      ),
    );
  if (!room) throw notFound('کلاس مورد نظر یافت نشد.');
  const courses = (
    await db
      .selectDistinct({
        id: coursePlans.id,
        title: coursePlans.title,
        code: coursePlans.code,
        grading: coursePlans.grading,
      })
      .from(courseGroups)
      .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
      .where(and(eq(courseGroups.classroomId, room.id), eq(courseGroups.schoolId, target.schoolId)))
      .orderBy(asc(coursePlans.title))
  ).filter(
    (c) => c.grading !== 'qualitative' && (!selection.coursePlanId || c.id === selection.coursePlanId),
  );
  if (selection.coursePlanId && !courses.length)
    throw new AppError(400, ERROR_CODES.VALIDATION, RECORD_MESSAGES.courseNotInClassroom, {
      coursePlanId: RECORD_MESSAGES.courseNotInClassroom,
    });
  const pupils = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      nationalCode: students.nationalCode,
      known: sidaStudents.studentId,
    })
    .from(students)
    .leftJoin(sidaStudents, eq(sidaStudents.studentId, students.id))
    .where(
      and(
        eq(students.schoolId, target.schoolId),
        eq(students.classroomId, room.id),
        inArray(students.status, ['studying']),
      ),
    )
    .orderBy(asc(students.rollNumber), asc(students.lastName), asc(students.id));
  const scores = await yearCardScores(db, { ...target, studentIds: pupils.map((p) => p.id) });
  const scoreOf = new Map(scores.map((s) => [`${s.studentId}:${s.coursePlanId}`, s.score]));
  const rows: SidaScoreRow[] = [];
  const problems: RecordProblem[] = [];
  for (const course of courses) {
    if (!course.code)
      problems.push({
        kind: 'noCourseCode',
        studentId: null,
        studentName: '',
        nationalCode: '',
        courseTitle: course.title,
        message: RECORD_MESSAGES.noCourseCode,
      });
  }
  for (const pupil of pupils) {
    const studentName = `${pupil.firstName} ${pupil.lastName}`;
    const base = { studentId: pupil.id, studentName, nationalCode: pupil.nationalCode };
    if (pupil.known === null) {
      problems.push({
        ...base,
        kind: 'unknownToSida',
        courseTitle: '',
        message: RECORD_MESSAGES.unknownToSida,
      });
      continue;
    }
    for (const course of courses) {
      const score = scoreOf.get(`${pupil.id}:${course.id}`);
      if (score === undefined || score === null) {
        problems.push({
          ...base,
          kind: 'missingScore',
          courseTitle: course.title,
          message: RECORD_MESSAGES.missingScore,
        });
      } else if (!validScore(score)) {
        problems.push({
          ...base,
          kind: 'outOfRange',
          courseTitle: course.title,
          message: RECORD_MESSAGES.outOfRange(score),
        });
      } else if (course.code) {
        rows.push({
          nationalCode: pupil.nationalCode,
          studentName,
          courseCode: course.code,
          courseTitle: course.title,
          score,
        });
      }
    }
  }
  const subject =
    selection.coursePlanId && courses[0] ? `کلاس ${room.name} — ${courses[0].title}` : `کلاس ${room.name}`;
  return { subject, classroomId: room.id, rows, problems, students: pupils.length, courses: courses.length };
}

/** Sida's upload sheet: one row per student and course, the headers its upload page reads. */
export const SCORE_SHEET_HEADERS = ['کد ملی', 'نام و نام خانوادگی', 'کد درس', 'نام درس', 'نمره'] as const;

export async function scoreSheet(rows: readonly SidaScoreRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('نمرات', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: SCORE_SHEET_HEADERS[0], key: 'nationalCode', width: 14, style: { numFmt: '@' } },
    { header: SCORE_SHEET_HEADERS[1], key: 'studentName', width: 28 },
    { header: SCORE_SHEET_HEADERS[2], key: 'courseCode', width: 12, style: { numFmt: '@' } },
    { header: SCORE_SHEET_HEADERS[3], key: 'courseTitle', width: 24 },
    { header: SCORE_SHEET_HEADERS[4], key: 'score', width: 8, style: { numFmt: '0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
