/**
 * /api/corp-reports — the four institute reports, each as JSON at /<name> and as an Excel workbook
 * at /<name>.xlsx (logged as an export): class scores in an exam, a student's scores across exams,
 * a course by school and date, a course by student and date. They cover the current academic year:
 * the current school's exams, or for the course by school, every school the user sees. A filter
 * naming another school's exam, student or classroom is a 404.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { classrooms, corpExams, corps, coursePlans, students } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { rowId } from '../../http/params';
import { registerReport } from '../attendance-reports/report-endpoints';
import { ERROR_CODES } from '@school/shared';
import {
  classExamScores,
  courseBySchool,
  courseByStudent,
  studentExamScores,
  type ReportScope,
} from './corp-report-queries';
import {
  classExamSheet,
  courseSchoolSheet,
  courseStudentSheet,
  studentExamSheet,
} from './corp-report-sheets';

const PERMISSION = 'corp-reports.view';

/** A required id filter, with the Persian message of a missing one. */
const requiredId = (label: string) => z.string({ error: `${label} را انتخاب کنید.` }).pipe(rowId);

const classQuery = z.object({ examId: requiredId('آزمون'), classroomId: rowId.optional() }).strict();
const studentQuery = z.object({ studentId: requiredId('دانش‌آموز'), corpId: rowId.optional() }).strict();
const courseSchoolQuery = z.object({ coursePlanId: requiredId('درس'), corpId: rowId.optional() }).strict();
const courseStudentQuery = z
  .object({ coursePlanId: requiredId('درس'), classroomId: rowId.optional(), corpId: rowId.optional() })
  .strict();

async function schoolYear(db: Db, request: FastifyRequest): Promise<ReportScope> {
  const { schoolId, academicYearId } = await currentContext(db, requireAuth(request).access);
  if (schoolId === null || academicYearId === null)
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  return { schoolId, academicYearId };
}

/** Each filter's row, or a 404: the school's own classroom and student, the network's course and institute. */
const own = {
  async classroom(db: Db, scope: ReportScope, id: number | undefined) {
    if (id === undefined) return;
    const [row] = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(and(eq(classrooms.id, id), eq(classrooms.schoolId, scope.schoolId)));
    if (!row) throw notFound('کلاس مورد نظر یافت نشد.');
  },
  async corp(db: Db, id: number | undefined) {
    if (id === undefined) return;
    const [row] = await db.select({ id: corps.id }).from(corps).where(eq(corps.id, id));
    if (!row) throw notFound('موسسه مورد نظر یافت نشد.');
  },
  async course(db: Db, id: number) {
    const [row] = await db
      .select({ id: coursePlans.id, title: coursePlans.title })
      .from(coursePlans)
      .where(eq(coursePlans.id, id));
    if (!row) throw notFound('درس مورد نظر یافت نشد.');
    return row;
  },
  async student(db: Db, scope: ReportScope, id: number) {
    const [row] = await db
      .select({
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        classroomName: classrooms.name,
      })
      .from(students)
      .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(and(eq(students.id, id), eq(students.schoolId, scope.schoolId)));
    if (!row) throw notFound('دانش‌آموز مورد نظر یافت نشد.');
    return row;
  },
  async exam(db: Db, scope: ReportScope, id: number) {
    const [row] = await db
      .select({
        examId: corpExams.id,
        title: corpExams.title,
        date: corpExams.date,
        gradeLevel: corpExams.gradeLevel,
        coursePlanIds: corpExams.coursePlanIds,
        corpTitle: corps.title,
      })
      .from(corpExams)
      .innerJoin(corps, eq(corps.id, corpExams.corpId))
      .where(and(eq(corpExams.id, id), eq(corpExams.schoolId, scope.schoolId)));
    if (!row) throw notFound('آزمون موسسه مورد نظر یافت نشد.');
    return row;
  },
};

export const corpReportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tag = 'corp-reports';
    registerReport(
      app,
      db,
      tag,
      async (request) => {
        const scope = await schoolYear(db, request);
        const { examId, classroomId } = request.query as z.infer<typeof classQuery>;
        await own.classroom(db, scope, classroomId);
        return { exam: await own.exam(db, scope, examId), classroomId };
      },
      {
        name: 'corp-class-exam-score',
        permission: PERMISSION,
        summary: "A class's scores in one institute exam",
        querystring: classQuery,
        load: (db, { exam, classroomId }) => classExamScores(db, exam, classroomId),
        sheet: (data) => classExamSheet(data),
      },
    );

    registerReport(
      app,
      db,
      tag,
      async (request) => {
        const scope = await schoolYear(db, request);
        const { studentId, corpId } = request.query as z.infer<typeof studentQuery>;
        await own.corp(db, corpId);
        return { scope, student: await own.student(db, scope, studentId), corpId };
      },
      {
        name: 'corp-student-exam-score',
        permission: PERMISSION,
        summary: "A student's scores across institute exams",
        querystring: studentQuery,
        load: async (db, { scope, student, corpId }) => ({
          student,
          ...(await studentExamScores(db, scope, student.id, corpId)),
        }),
        sheet: (data, { student }) => studentExamSheet(student, data),
      },
    );

    registerReport(
      app,
      db,
      tag,
      async (request) => {
        const scope = await schoolYear(db, request);
        const { coursePlanId, corpId } = request.query as z.infer<typeof courseSchoolQuery>;
        await own.corp(db, corpId);
        const course = await own.course(db, coursePlanId);
        return { scope, course, corpId, schools: requireAuth(request).access.schoolScope };
      },
      {
        name: 'course-school-date',
        permission: PERMISSION,
        summary: 'One course by school and date',
        querystring: courseSchoolQuery,
        load: async (db, { scope, course, corpId, schools }) => ({
          course,
          ...(await courseBySchool(db, schools, scope.academicYearId, course.id, corpId)),
        }),
        sheet: (data, { course }) => courseSchoolSheet(course, data),
      },
    );

    registerReport(
      app,
      db,
      tag,
      async (request) => {
        const scope = await schoolYear(db, request);
        const { coursePlanId, classroomId, corpId } = request.query as z.infer<typeof courseStudentQuery>;
        await own.classroom(db, scope, classroomId);
        await own.corp(db, corpId);
        return { scope, course: await own.course(db, coursePlanId), classroomId, corpId };
      },
      {
        name: 'course-student-date',
        permission: PERMISSION,
        summary: 'One course by student and date',
        querystring: courseStudentQuery,
        load: async (db, { scope, course, classroomId, corpId }) => ({
          course,
          ...(await courseByStudent(db, scope, course.id, { classroomId, corpId })),
        }),
        sheet: (data, { course }) => courseStudentSheet(course, data),
      },
    );
  };
