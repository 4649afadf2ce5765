/**
 * Who a composed SMS goes to: groups (a classroom's parents, today's absentees' parents, teachers,
 * office staff, and whatever other modules register), hand-picked students' parents and numbers
 * typed or pasted. Every number is read as an Iranian mobile; those that are not are listed and
 * skipped, and a number met twice gets one message.
 */
import { normalizeMobile, parsePhoneList } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { attendanceRecords, classrooms, officeManagers, schools, students, teachers } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { notFound } from '../../http/errors';
import { todayIso } from '../attendance/attendance-rules';

/** One person a message may go to, before their number is checked. */
export interface Candidate {
  /** The number as stored or typed; null when the person has none. */
  phone: string | null;
  /** Who the number belongs to, for the log and the list of skipped numbers. */
  name: string;
  schoolId: number;
  studentId?: number;
  /** Placeholder values of this recipient ({school} and {date} are added by the compose). */
  values: { name: string; student?: string; classroom?: string };
}

export interface Recipient extends Candidate {
  phone: string;
}

export interface ResolvedRecipients {
  recipients: Recipient[];
  /** People or typed entries without a valid mobile number: listed, never sent. */
  invalid: { name: string; value: string | null }[];
  /** Entries whose number an earlier recipient already has. */
  duplicates: number;
}

export interface GroupContext {
  db: Db;
  access: UserAccess;
  /** The school the compose is for (the user's current school). */
  schoolId: number;
}

/**
 * Groups chosen by a switch on the compose page, by key. Another module adds its own group here
 * through registerRecipientGroup (the debts module: 'debtors', the parents of students who owe),
 * and the compose page offers every key the server reports.
 */
const GROUPS = new Map<string, (ctx: GroupContext) => Promise<Candidate[]>>();

export function registerRecipientGroup(key: string, resolve: (ctx: GroupContext) => Promise<Candidate[]>) {
  GROUPS.set(key, resolve);
}

export function recipientGroupKeys(): string[] {
  return [...GROUPS.keys()];
}

const fullName = (first: string, last: string) => `${first} ${last}`;

/** A student's parent: the father's mobile, else the mother's, else the student's own. */
function parentOf(s: {
  id: number;
  schoolId: number;
  firstName: string;
  lastName: string;
  fatherName: string | null;
  fatherMobile: string | null;
  motherMobile: string | null;
  mobile: string | null;
  classroom: string | null;
}): Candidate {
  const numbers = [s.fatherMobile, s.motherMobile, s.mobile].filter((n): n is string => Boolean(n));
  const phone = numbers.find((n) => normalizeMobile(n)) ?? numbers[0] ?? null;
  const student = fullName(s.firstName, s.lastName);
  const name = phone === s.fatherMobile && s.fatherName ? `${s.fatherName} ${s.lastName}` : `ولی ${student}`;
  return {
    phone,
    name,
    schoolId: s.schoolId,
    studentId: s.id,
    values: { name, student, ...(s.classroom ? { classroom: s.classroom } : {}) },
  };
}

/** Studying students matching `where`, with their classroom's name, classroom by classroom in roll order. */
async function parentsWhere(db: Db, where: ReturnType<typeof and>): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: students.id,
      schoolId: students.schoolId,
      firstName: students.firstName,
      lastName: students.lastName,
      fatherName: students.fatherName,
      fatherMobile: students.fatherMobile,
      motherMobile: students.motherMobile,
      mobile: students.mobile,
      classroom: classrooms.name,
    })
    .from(students)
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(and(where, eq(students.status, 'studying')))
    // Roll order within each classroom, as the school lists them (no Persian sort key: a network-wide
    // compose reads ~24,000 students and must answer within seconds).
    .orderBy(students.classroomId, sql`${students.rollNumber} asc nulls last`, students.id);
  return rows.map(parentOf);
}

/** The parents of these students who are still studying (another module's group uses it, e.g. debtors). */
export function parentsOfStudents(db: Db, studentIds: readonly number[]): Promise<Candidate[]> {
  if (!studentIds.length) return Promise.resolve([]);
  return parentsWhere(db, and(inArray(students.id, [...studentIds])));
}

function inScope(access: UserAccess, schoolId: number): boolean {
  return access.schoolScope === 'all' || access.schoolScope.includes(schoolId);
}

registerRecipientGroup('absentees-today', ({ db, schoolId }) =>
  parentsWhere(
    db,
    and(
      eq(students.schoolId, schoolId),
      inArray(
        students.id,
        sql`(select ${attendanceRecords.studentId} from ${attendanceRecords}
          where ${attendanceRecords.schoolId} = ${schoolId} and ${attendanceRecords.date} = ${todayIso()}
            and ${attendanceRecords.status} = 'absent')`,
      ),
    ),
  ),
);

registerRecipientGroup('teachers', async ({ db, schoolId }) => {
  const rows = await db
    .select({
      firstName: teachers.firstName,
      lastName: teachers.lastName,
      mobile: teachers.mobile,
    })
    .from(teachers)
    .where(eq(teachers.schoolId, schoolId))
    .orderBy(persianSortKey(teachers.lastName), teachers.id);
  return rows.map((t) => {
    const name = fullName(t.firstName, t.lastName);
    return { phone: t.mobile, name, schoolId, values: { name } };
  });
});

registerRecipientGroup('office-staff', async ({ db, schoolId }) => {
  const rows = await db
    .select({
      firstName: officeManagers.firstName,
      lastName: officeManagers.lastName,
      mobile: officeManagers.mobile,
    })
    .from(officeManagers)
    .where(eq(officeManagers.schoolId, schoolId))
    .orderBy(persianSortKey(officeManagers.lastName), officeManagers.id);
  return rows.map((o) => {
    const name = fullName(o.firstName, o.lastName);
    return { phone: o.mobile, name, schoolId, values: { name } };
  });
});

export interface RecipientSelection {
  /** Parents of these classrooms' students (any school of the user's). */
  classroomIds?: number[];
  /** Switch groups by key (see GROUPS). */
  groups?: string[];
  /** Parents of these students, picked by hand. */
  studentIds?: number[];
  /** Numbers typed or pasted. */
  numbers?: string;
}

/** Everyone the selection names, in order: classrooms, groups, students, typed numbers. */
export async function selectionCandidates(
  ctx: GroupContext,
  selection: RecipientSelection,
): Promise<{ candidates: Candidate[]; typedInvalid: string[]; typedDuplicates: number }> {
  const { db, access, schoolId } = ctx;
  const candidates: Candidate[] = [];
  const classroomIds = [...new Set(selection.classroomIds ?? [])];
  if (classroomIds.length) {
    const found = await db
      .select({ id: classrooms.id, schoolId: classrooms.schoolId })
      .from(classrooms)
      .where(inArray(classrooms.id, classroomIds));
    if (found.length !== classroomIds.length || found.some((c) => !inScope(access, c.schoolId)))
      throw notFound('کلاس انتخاب‌شده یافت نشد.');
    candidates.push(...(await parentsWhere(db, and(inArray(students.classroomId, classroomIds)))));
  }
  for (const key of selection.groups ?? []) {
    const resolve = GROUPS.get(key);
    if (resolve) candidates.push(...(await resolve(ctx)));
  }
  const studentIds = [...new Set(selection.studentIds ?? [])];
  if (studentIds.length) {
    const found = await db
      .select({ id: students.id, schoolId: students.schoolId })
      .from(students)
      .where(inArray(students.id, studentIds));
    if (found.length !== studentIds.length || found.some((s) => !inScope(access, s.schoolId)))
      throw notFound('دانش‌آموز انتخاب‌شده یافت نشد.');
    candidates.push(...(await parentsWhere(db, and(inArray(students.id, studentIds)))));
  }
  const typed = parsePhoneList(selection.numbers ?? '');
  for (const phone of typed.valid) candidates.push({ phone, name: phone, schoolId, values: { name: '' } });
  return { candidates, typedInvalid: typed.invalid, typedDuplicates: typed.duplicates };
}

/** Checks every candidate's number: valid ones once each, the rest listed. */
export async function resolveRecipients(
  ctx: GroupContext,
  selection: RecipientSelection,
): Promise<ResolvedRecipients> {
  const { candidates, typedInvalid, typedDuplicates } = await selectionCandidates(ctx, selection);
  const seen = new Set<string>();
  const result: ResolvedRecipients = {
    recipients: [],
    invalid: typedInvalid.map((value) => ({ name: '', value })),
    duplicates: typedDuplicates,
  };
  for (const candidate of candidates) {
    const phone = candidate.phone ? normalizeMobile(candidate.phone) : null;
    if (!phone) result.invalid.push({ name: candidate.name, value: candidate.phone });
    else if (seen.has(phone)) result.duplicates += 1;
    else {
      seen.add(phone);
      result.recipients.push({ ...candidate, phone });
    }
  }
  return result;
}

/** Names of the schools the recipients belong to, for {school}. */
export async function schoolNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
