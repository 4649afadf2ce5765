/**
 * /api/corp-exams/:id/results — an institute exam's results sheet: its template (the exam's courses
 * as columns, the grade's students as rows), a preview of a file with each row's errors, and the
 * commit. An exam of another school is a 404, as everywhere.
 */
import { corpExamsEntity } from '@school/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { classrooms, corpExams, coursePlans, students } from '../../db/schema';
import type { EntityService } from '../../engine/entity-service';
import { scopeWhere } from '../../engine/scope';
import { notFound } from '../../http/errors';
import { idParams } from '../../http/params';
import { sheetImportRoutes } from '../../http/sheet-import-routes';
import { templateWorkbook } from '../../http/sheet-reader';
import { resultColumns } from './result-sheet';
import { commitResults, previewResults, type ResultsTarget } from './results-import';

const n = (v: number) => v.toLocaleString('fa-IR');

/** The exam of the URL, within the user's schools (404 otherwise), with its courses in order. */
export async function examTarget(
  db: Db,
  service: EntityService,
  request: FastifyRequest,
): Promise<ResultsTarget> {
  const { access } = requireAuth(request);
  const { id } = request.params as { id: number };
  const [exam] = await db
    .select()
    .from(corpExams)
    .where(and(eq(corpExams.id, id), scopeWhere(service.binding(corpExamsEntity.name), access)));
  if (!exam) throw notFound('آزمون موسسه مورد نظر یافت نشد.');
  const plans = await db
    .select({ id: coursePlans.id, title: coursePlans.title, code: coursePlans.code })
    .from(coursePlans)
    .where(inArray(coursePlans.id, exam.coursePlanIds));
  return {
    examId: exam.id,
    schoolId: exam.schoolId,
    title: exam.title,
    gradeLevel: exam.gradeLevel,
    academicYearId: exam.academicYearId,
    courses: exam.coursePlanIds.flatMap((planId) => plans.filter((p) => p.id === planId)),
  };
}

/** The template's rows: the exam's grade in its school and year, classroom by classroom. */
async function gradeStudents(db: Db, target: ResultsTarget) {
  const rows = await db
    .select({
      nationalCode: students.nationalCode,
      firstName: students.firstName,
      lastName: students.lastName,
      classroom: classrooms.name,
    })
    .from(students)
    .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(
      and(
        eq(students.schoolId, target.schoolId),
        eq(classrooms.academicYearId, target.academicYearId),
        eq(classrooms.gradeLevel, target.gradeLevel),
      ),
    )
    .orderBy(asc(classrooms.name), asc(students.rollNumber), asc(students.id));
  return rows.map((s) => ({ nationalCode: s.nationalCode, studentName: `${s.firstName} ${s.lastName}` }));
}

export const corpResultsRoutes = (db: Db, service: EntityService) =>
  sheetImportRoutes<ResultsTarget>({
    permission: 'corp-exams.import',
    tags: [corpExamsEntity.name],
    params: idParams,
    target: (request) => examTarget(db, service, request),
    template: async (target) => ({
      buffer: await templateWorkbook('نتایج', resultColumns(target.courses), await gradeStudents(db, target)),
      file: `corp-exam-${target.examId}-results.xlsx`,
      title: `نتایج ${target.title}`,
    }),
    preview: (buffer, target) => previewResults(db, target, buffer),
    commit: (buffer, target, mode, userId) => commitResults(db, target, buffer, mode, userId),
    resultMessage: (r) => `نتیجه ${n(r.created)} دانش‌آموز افزوده و ${n(r.updated)} جایگزین شد.`,
  });
