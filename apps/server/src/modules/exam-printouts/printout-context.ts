/**
 * What every printout needs besides the seats: the school's heading, the asked-for session, venue
 * or classroom of the current school (404 for another school's), the venues with their
 * supervisors, and which venues a supervisor without the reports' permission may see.
 */
import { parseSeatCodes, venueCapacity, type PrintSchool } from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import {
  academicYears,
  classrooms,
  examSessions,
  examVenues,
  officeManagers,
  schools,
  teachers,
} from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { notFound } from '../../http/errors';

export const PRINTOUT_MESSAGES = {
  session: 'نوبت برگزاری یافت نشد.',
  venue: 'حوزه امتحانی یافت نشد.',
  classroom: 'کلاس یافت نشد.',
  seat: 'صندلی امتحان یافت نشد.',
};

/** The permission that shows every venue; without it a supervisor sees only the venues they keep. */
export const VENUE_REPORTS = 'exam-venue-reports.view';

export async function printSchool(db: Db, scope: SchoolYear): Promise<PrintSchool> {
  const [school] = await db
    .select({ name: schools.name, logo: schools.logo })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  const [year] = await db
    .select({ title: academicYears.title })
    .from(academicYears)
    .where(eq(academicYears.id, scope.academicYearId));
  return { name: school?.name ?? '', logo: school?.logo ?? null, year: year?.title ?? '' };
}

export async function sessionOf(db: Db, scope: SchoolYear, sessionId: number) {
  const [row] = await db
    .select({ id: examSessions.id, title: examSessions.title })
    .from(examSessions)
    .where(and(eq(examSessions.id, sessionId), eq(examSessions.schoolId, scope.schoolId)));
  if (!row) throw notFound(PRINTOUT_MESSAGES.session);
  return row;
}

export async function venueOf(db: Db, scope: SchoolYear, venueId: number) {
  const [row] = await db
    .select({ id: examVenues.id, title: examVenues.title })
    .from(examVenues)
    .where(and(eq(examVenues.id, venueId), eq(examVenues.schoolId, scope.schoolId)));
  if (!row) throw notFound(PRINTOUT_MESSAGES.venue);
  return row;
}

export async function classroomOf(db: Db, scope: SchoolYear, classroomId: number) {
  const [row] = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.id, classroomId),
        eq(classrooms.schoolId, scope.schoolId),
        eq(classrooms.academicYearId, scope.academicYearId),
      ),
    );
  if (!row) throw notFound(PRINTOUT_MESSAGES.classroom);
  return row;
}

export type VenueInfo = Awaited<ReturnType<typeof schoolVenues>>[number];

/** The school's venues by title, with their supervisors' full names and usable seats. */
export async function schoolVenues(db: Db, scope: SchoolYear) {
  const venues = await db
    .select()
    .from(examVenues)
    .where(eq(examVenues.schoolId, scope.schoolId))
    .orderBy(asc(persianSortKey(examVenues.title)), asc(examVenues.id));
  const teacherIds = venues.flatMap((v) => v.supervisorTeacherIds);
  const staffIds = venues.flatMap((v) => v.supervisorStaffIds);
  const fullName = sql<string>`first_name || ' ' || last_name`;
  const teacherNames = teacherIds.length
    ? await db
        .select({ id: teachers.id, fullName, userId: teachers.userId })
        .from(teachers)
        .where(inArray(teachers.id, teacherIds))
    : [];
  const staffNames = staffIds.length
    ? await db
        .select({ id: officeManagers.id, fullName })
        .from(officeManagers)
        .where(inArray(officeManagers.id, staffIds))
    : [];
  const teacherBy = new Map(teacherNames.map((t) => [t.id, t]));
  const staffBy = new Map(staffNames.map((s) => [s.id, s]));
  return venues.map((v) => {
    const outOfUse = parseSeatCodes(v.outOfUseSeats, v.seatRows, v.seatColumns).seats.length;
    const usable = venueCapacity(v.seatRows, v.seatColumns, outOfUse);
    return {
      id: v.id,
      title: v.title,
      location: v.location,
      capacity: Math.min(usable, v.capacity),
      supervisors: [
        ...v.supervisorTeacherIds.map((id) => teacherBy.get(id)).filter((t) => t !== undefined),
        ...v.supervisorStaffIds.map((id) => staffBy.get(id)).filter((s) => s !== undefined),
      ].map((s) => ({ fullName: s.fullName })),
      supervisorUserIds: v.supervisorTeacherIds
        .map((id) => teacherBy.get(id)?.userId)
        .filter((id): id is number => typeof id === 'number'),
    };
  });
}

/** The venues this user may see: all with the reports' permission, else those they supervise. */
export function visibleVenues(venues: VenueInfo[], access: UserAccess): VenueInfo[] {
  if (can(access, VENUE_REPORTS)) return venues;
  return venues.filter((v) => v.supervisorUserIds.includes(access.userId));
}
