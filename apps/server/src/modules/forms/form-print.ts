/**
 * A form template filled for students: one student, a classroom's studying students (in roll
 * order) or a chosen list. The template must be one the user may see; the students must be of the
 * template's school, else they do not exist for this request (404). Values are computed here
 * (Jalali dates, Persian digits) and filled on the page as text (form-templates.ts).
 */
import {
  ERROR_CODES,
  FORM_PREVIEW_CLASSROOM,
  FORM_PREVIEW_STUDENT,
  formValuesOf,
  isoDateIn,
  type FormTemplateValues,
} from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import { currentContext } from '../../access/current-context';
import type { Db } from '../../db/client';
import { academicYears, classrooms, formTemplates, majors, schools, students } from '../../db/schema';
import type { EntityService } from '../../engine/entity-service';
import { persianSortKey } from '../../engine/persian-sql';
import { scopeWhere } from '../../engine/scope';
import { AppError, notFound } from '../../http/errors';

export type PrintSelection = { studentIds: number[] } | { classroomId: number };

export interface FormPrintPage {
  studentId: number;
  values: FormTemplateValues;
}

const studentColumns = {
  id: students.id,
  firstName: students.firstName,
  lastName: students.lastName,
  fatherName: students.fatherName,
  nationalCode: students.nationalCode,
  studentNumber: students.studentNumber,
  birthDate: students.birthDate,
  birthPlace: students.birthPlace,
  classroom: classrooms.name,
  gradeLevel: classrooms.gradeLevel,
  major: majors.name,
  academicYear: academicYears.title,
};

function studentsOf(db: Db, schoolId: number, selection: PrintSelection) {
  const which =
    'classroomId' in selection
      ? and(eq(students.classroomId, selection.classroomId), eq(students.status, 'studying'))
      : inArray(students.id, selection.studentIds);
  return db
    .select(studentColumns)
    .from(students)
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .leftJoin(majors, eq(majors.id, classrooms.majorId))
    .leftJoin(academicYears, eq(academicYears.id, classrooms.academicYearId))
    .where(and(eq(students.schoolId, schoolId), which))
    .orderBy(
      sql`${students.rollNumber} asc nulls last`,
      persianSortKey(students.lastName),
      persianSortKey(students.firstName),
      asc(students.id),
    );
}

export async function formPrint(
  db: Db,
  service: EntityService,
  access: UserAccess,
  templateId: number,
  selection: PrintSelection,
) {
  const [template] = await db
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.id, templateId), scopeWhere(service.binding('forms'), access)));
  if (!template) throw notFound('فرم یافت نشد.');
  const { schoolId } = template;
  if ('classroomId' in selection) {
    const [room] = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(and(eq(classrooms.id, selection.classroomId), eq(classrooms.schoolId, schoolId)));
    if (!room) throw notFound('کلاس یافت نشد.');
  }
  const rows = await studentsOf(db, schoolId, selection);
  if ('studentIds' in selection && rows.length !== new Set(selection.studentIds).size)
    throw notFound('دانش‌آموز یافت نشد.');
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  const { academicYearId, academicYears: years } = await currentContext(db, access);
  const currentYear = years.find((y) => y.id === academicYearId)?.title ?? null;
  const today = isoDateIn(new Date());
  const pages: FormPrintPage[] = rows.map((s) => ({
    studentId: s.id,
    values: formValuesOf({
      student: s,
      classroom:
        s.classroom === null ? null : { name: s.classroom, gradeLevel: s.gradeLevel!, major: s.major },
      school: school!,
      academicYear: s.academicYear ?? currentYear,
      today,
    }),
  }));
  return {
    template: { id: template.id, title: template.title, body: template.body, signature: template.signature },
    school: { name: school!.name, logo: school!.logo },
    pages,
  };
}

/** The editor's preview: the made-up student of form-templates.ts in the user's current school. */
export async function formPreview(db: Db, access: UserAccess) {
  const { schoolId, academicYearId, academicYears: years } = await currentContext(db, access);
  const [school] = schoolId === null ? [] : await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه جاری را انتخاب کنید.');
  const values = formValuesOf({
    student: FORM_PREVIEW_STUDENT,
    classroom: FORM_PREVIEW_CLASSROOM,
    school,
    academicYear: years.find((y) => y.id === academicYearId)?.title ?? null,
    today: isoDateIn(new Date()),
  });
  return { values, school: { name: school.name, logo: school.logo } };
}
