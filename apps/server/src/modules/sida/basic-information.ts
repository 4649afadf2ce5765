/**
 * Sida's class list into the school: classrooms of the current year by name (created when missing),
 * students created or updated by national code (never twice), and a count of what was created,
 * updated and left alone. A row that matches the school's record changes nothing, so importing the
 * same list again writes nothing. A national code of another school's student is that row's error.
 */
import { ERROR_CODES, entityWriteSchema, searchKey, studentsEntity } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, classrooms, schools, sidaStudents, students } from '../../db/schema';
import { changedOnly } from '../../engine/audit';
import { AppError } from '../../http/errors';
import { cellsToValues } from '../people-import/sheet-values';
import { parseGradeLevel } from './sida-columns';
import type { SidaClassRow } from './sida-connector';

export interface SchoolYearTarget {
  schoolId: number;
  academicYearId: number;
}

export type RowAction = 'create' | 'update' | 'unchanged';

export interface CheckedClassRow {
  row: number;
  cells: Record<string, string>;
  errors: Record<string, string>;
  action: RowAction;
  values: Record<string, unknown>;
  classroom: { name: string; gradeLevel: number | null };
  existingId?: number;
  /** The fields whose value changes, with their new values. */
  changes?: Record<string, unknown>;
}

export interface ClassListPlan {
  rows: CheckedClassRow[];
  /** Classrooms the list names that the school's year lacks: created on commit. */
  newClassrooms: { name: string; gradeLevel: number }[];
  existingClassrooms: number;
}

export interface ClassListReport {
  classrooms: { created: number; existing: number };
  students: { created: number; updated: number; unchanged: number };
  skipped: number;
}

export const CLASS_LIST_MESSAGES = {
  otherSchool: 'این کد ملی برای دانش‌آموزی در مدرسه دیگری ثبت شده است.',
  duplicateInFile: (row: number) =>
    `این کد ملی در ردیف ${row.toLocaleString('fa-IR')} همین فایل هم آمده است.`,
  noClassroom: 'نام کلاس خالی است.',
  badGrade: 'پایه معتبر نیست (عدد ۱ تا ۱۲ یا نام پایه مثل «دهم»).',
  numberTaken: 'این شماره دانش‌آموزی متعلق به دانش‌آموز دیگری در این مدرسه است.',
  noRows: 'فهرست هیچ ردیف دانش‌آموزی ندارد.',
  notAll: (invalid: number) =>
    `${invalid.toLocaleString('fa-IR')} ردیف خطا دارد؛ هیچ ردیفی ثبت نشد. خطاها را اصلاح کنید یا «فقط ردیف‌های درست» را انتخاب کنید.`,
} as const;

const STUDENT_FIELDS = [
  'firstName',
  'lastName',
  'fatherName',
  'nationalCode',
  'studentNumber',
  'gender',
  'birthDate',
] as const;
/** Fields compared with the school's record; empty cells leave the record's value alone. */
const COMPARED = [
  'firstName',
  'lastName',
  'fatherName',
  'studentNumber',
  'gender',
  'birthDate',
  'classroomId',
];

const BATCH = 500;

/** Rows as the connector gives them, numbered like a sheet (the HTTP connector's from 1). */
export function classRowsToCells(rows: SidaClassRow[]) {
  return rows.map((r, i) => ({ rowNumber: i + 1, cells: { ...r } as Record<string, string> }));
}

export async function planClassList(
  db: Db,
  target: SchoolYearTarget,
  input: { rowNumber: number; cells: Record<string, string> }[],
): Promise<ClassListPlan> {
  if (!input.length) throw new AppError(400, ERROR_CODES.VALIDATION, CLASS_LIST_MESSAGES.noRows);
  const [school] = await db
    .select({ gender: schools.gender })
    .from(schools)
    .where(eq(schools.id, target.schoolId));
  const schoolGender = school?.gender === 'boys' ? 'male' : school?.gender === 'girls' ? 'female' : undefined;
  const rooms = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(
      and(eq(classrooms.schoolId, target.schoolId), eq(classrooms.academicYearId, target.academicYearId)),
    );
  const roomByKey = new Map(rooms.map((r) => [searchKey(r.name), r.id]));
  const schema = entityWriteSchema(studentsEntity, 'create');

  const rows: CheckedClassRow[] = input.map(({ rowNumber, cells }) => {
    const { values, errors } = cellsToValues(studentsEntity, STUDENT_FIELDS, cells, {}, ['studentNumber']);
    const name = (cells.classroom ?? '').trim().replace(/\s+/g, ' ');
    const gradeLevel = parseGradeLevel(cells.gradeLevel ?? '');
    if (!name) errors.classroom = CLASS_LIST_MESSAGES.noClassroom;
    if ((cells.gradeLevel ?? '').trim() && gradeLevel === null)
      errors.gradeLevel = CLASS_LIST_MESSAGES.badGrade;
    return {
      row: rowNumber,
      cells,
      errors,
      action: 'create',
      values,
      classroom: { name, gradeLevel },
    };
  });

  // First row of a code keeps it.
  const firstRow = new Map<string, number>();
  for (const row of rows) {
    const code = row.values.nationalCode;
    if (typeof code !== 'string' || row.errors.nationalCode) continue;
    if (firstRow.has(code))
      row.errors.nationalCode = CLASS_LIST_MESSAGES.duplicateInFile(firstRow.get(code)!);
    else firstRow.set(code, row.row);
  }
  const codes = [...firstRow.keys()];
  const existing = new Map<string, typeof students.$inferSelect>();
  for (let i = 0; i < codes.length; i += 5000) {
    const found = await db
      .select()
      .from(students)
      .where(inArray(students.nationalCode, codes.slice(i, i + 5000)));
    for (const s of found) existing.set(s.nationalCode, s);
  }
  const numberOwners = new Map<string, string>();
  for (const s of await db
    .select({ number: students.studentNumber, code: students.nationalCode })
    .from(students)
    .where(eq(students.schoolId, target.schoolId)))
    if (s.number) numberOwners.set(s.number, s.code);

  const newRooms = new Map<string, { name: string; gradeLevel: number }>();
  for (const row of rows) {
    const code = row.values.nationalCode as string | undefined;
    const found = code ? existing.get(code) : undefined;
    const roomKey = searchKey(row.classroom.name);
    const roomId = roomByKey.get(roomKey);
    if (row.classroom.name && roomId === undefined && !row.errors.gradeLevel) {
      if (row.classroom.gradeLevel === null) row.errors.gradeLevel = CLASS_LIST_MESSAGES.badGrade;
      else if (!newRooms.has(roomKey))
        newRooms.set(roomKey, { name: row.classroom.name, gradeLevel: row.classroom.gradeLevel });
    }
    // The school's gender (or the record's) stands in for a list without the column.
    const filled = {
      status: 'studying',
      gender: found?.gender ?? schoolGender,
      ...row.values,
      ...(roomId !== undefined ? { classroomId: roomId } : {}),
    };
    const parsed = schema.safeParse(filled);
    if (!parsed.success)
      for (const issue of parsed.error.issues) row.errors[String(issue.path[0])] ??= issue.message;
    else row.values = { ...row.values, ...(roomId !== undefined ? { classroomId: roomId } : {}) };
    if (!code || row.errors.nationalCode) continue;
    if (found && found.schoolId !== target.schoolId) {
      row.errors.nationalCode = CLASS_LIST_MESSAGES.otherSchool;
      continue;
    }
    const number = row.values.studentNumber as string | undefined;
    if (number && numberOwners.has(number) && numberOwners.get(number) !== code)
      row.errors.studentNumber = CLASS_LIST_MESSAGES.numberTaken;
    if (!found) {
      if (!parsed.success) continue;
      row.values = { ...(parsed.data as Record<string, unknown>), classroomId: roomId ?? null };
      continue;
    }
    row.existingId = found.id;
    const record = found as unknown as Record<string, unknown>;
    const changes: Record<string, unknown> = {};
    for (const field of COMPARED) {
      const value = field === 'classroomId' ? (roomId ?? `new:${roomKey}`) : row.values[field];
      if (value === undefined || value === '') continue;
      if (record[field] !== value) changes[field] = value;
    }
    row.changes = changes;
    row.action = Object.keys(changes).length ? 'update' : 'unchanged';
  }
  return { rows, newClassrooms: [...newRooms.values()], existingClassrooms: rooms.length };
}

export const isValidRow = (r: { errors: Record<string, string> }) => Object.keys(r.errors).length === 0;

/** Writes a plan's valid rows in one transaction (nothing at all when it fails), with the audit. */
export async function applyClassList(
  tx: Db,
  target: SchoolYearTarget,
  plan: ClassListPlan,
  userId: number,
): Promise<ClassListReport> {
  const valid = plan.rows.filter(isValidRow);
  const neededRooms = new Set(valid.map((r) => searchKey(r.classroom.name)));
  const toCreate = plan.newClassrooms.filter((c) => neededRooms.has(searchKey(c.name)));
  const roomIds = new Map<string, number>();
  if (toCreate.length) {
    const created = await tx
      .insert(classrooms)
      .values(
        toCreate.map((c) => ({
          schoolId: target.schoolId,
          academicYearId: target.academicYearId,
          name: c.name,
          gradeLevel: c.gradeLevel,
          createdBy: userId,
          updatedBy: userId,
        })),
      )
      .returning({ id: classrooms.id, name: classrooms.name });
    for (const c of created) roomIds.set(searchKey(c.name), c.id);
    await tx.insert(auditLog).values(
      created.map((c, k) => ({
        userId,
        entity: 'classrooms',
        entityId: c.id,
        action: 'create',
        schoolId: target.schoolId,
        before: null,
        after: toCreate[k]!,
      })),
    );
  }
  const roomOf = (row: CheckedClassRow) =>
    (row.values.classroomId as number | null | undefined) ??
    roomIds.get(searchKey(row.classroom.name)) ??
    null;

  const creates = valid.filter((r) => r.action === 'create');
  const updates = valid.filter((r) => r.action === 'update');
  const now = new Date();
  for (let i = 0; i < creates.length; i += BATCH) {
    const batch = creates.slice(i, i + BATCH).map((r) => ({
      ...(r.values as typeof students.$inferInsert),
      classroomId: roomOf(r),
      schoolId: target.schoolId,
      createdBy: userId,
      updatedBy: userId,
    }));
    const inserted = await tx.insert(students).values(batch).returning({ id: students.id });
    await tx.insert(auditLog).values(
      inserted.map((s, k) => ({
        userId,
        entity: 'students',
        entityId: s.id,
        action: 'create',
        schoolId: target.schoolId,
        before: null,
        after: batch[k]!,
      })),
    );
    await tx
      .insert(sidaStudents)
      .values(inserted.map((s) => ({ studentId: s.id, schoolId: target.schoolId })))
      .onConflictDoNothing();
  }
  for (let i = 0; i < updates.length; i += BATCH) {
    const batch = updates.slice(i, i + BATCH);
    const previous = await tx
      .select()
      .from(students)
      .where(
        inArray(
          students.id,
          batch.map((r) => r.existingId!),
        ),
      );
    const before = new Map(previous.map((p) => [p.id, p as unknown as Record<string, unknown>]));
    for (const row of batch) {
      const set = {
        ...row.changes,
        ...(row.changes?.classroomId !== undefined ? { classroomId: roomOf(row) } : {}),
      };
      await tx
        .update(students)
        .set({ ...set, updatedAt: now, updatedBy: userId, version: sql`${students.version} + 1` })
        .where(and(eq(students.id, row.existingId!), eq(students.schoolId, target.schoolId)));
      row.changes = set;
    }
    await tx.insert(auditLog).values(
      batch.map((r) => ({
        userId,
        entity: 'students',
        entityId: r.existingId!,
        action: 'update',
        schoolId: target.schoolId,
        ...changedOnly(before.get(r.existingId!) ?? {}, r.changes ?? {}),
      })),
    );
  }
  const known = valid.filter((r) => r.existingId !== undefined).map((r) => r.existingId!);
  for (let i = 0; i < known.length; i += 5000)
    await tx
      .insert(sidaStudents)
      .values(known.slice(i, i + 5000).map((studentId) => ({ studentId, schoolId: target.schoolId })))
      .onConflictDoNothing();
  return {
    classrooms: { created: toCreate.length, existing: plan.existingClassrooms },
    students: {
      created: creates.length,
      updated: updates.length,
      unchanged: valid.filter((r) => r.action === 'unchanged').length,
    },
    skipped: plan.rows.length - valid.length,
  };
}
