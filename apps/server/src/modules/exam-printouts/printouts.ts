/**
 * The printouts' data: admit cards of a classroom or a venue, a sitting's seats venue by venue
 * (door lists, absentees) and its venues' figures (details, the supervisors' report sheet).
 */
import type {
  AdmitCards,
  CountOf,
  DoorListVenue,
  PrintOptions,
  SittingSeats,
  SittingSummary,
} from '@school/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, examSeats, examSessions, students } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import {
  classroomOf,
  printSchool,
  schoolVenues,
  sessionOf,
  venueOf,
  visibleVenues,
  type VenueInfo,
} from './printout-context';
import { seatRows, type SeatRow } from '../exam-seating';

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export async function printOptions(db: Db, scope: SchoolYear, access: UserAccess): Promise<PrintOptions> {
  const sittings = await db
    .select({
      date: sql<string>`to_char(${examSeats.date}, 'YYYY-MM-DD')`,
      sessionId: examSeats.examSessionId,
      sessionTitle: examSessions.title,
      seated: sql<number>`count(*)::int`,
    })
    .from(examSeats)
    .innerJoin(examSessions, eq(examSessions.id, examSeats.examSessionId))
    .where(and(eq(examSeats.schoolId, scope.schoolId), eq(examSeats.academicYearId, scope.academicYearId)))
    .groupBy(examSeats.date, examSeats.examSessionId, examSessions.title, examSessions.ordinal)
    .orderBy(asc(examSeats.date), asc(examSessions.ordinal));
  const rooms = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, scope.schoolId), eq(classrooms.academicYearId, scope.academicYearId)))
    .orderBy(asc(classrooms.gradeLevel), asc(persianSortKey(classrooms.name)), asc(classrooms.id));
  const venues = visibleVenues(await schoolVenues(db, scope), access);
  return {
    school: await printSchool(db, scope),
    sittings: sittings.map((s) => ({ ...s, seated: Number(s.seated) })),
    venues: venues.map((v) => ({ id: v.id, title: v.title })),
    classrooms: rooms,
  };
}

export type CardsOf = { classroomId: number } | { venueId: number };

/** Admit cards of a classroom's studying students, or of everyone seated in a venue this year. */
export async function admitCards(db: Db, scope: SchoolYear, of: CardsOf): Promise<AdmitCards> {
  const title =
    'classroomId' in of
      ? (await classroomOf(db, scope, of.classroomId)).name
      : (await venueOf(db, scope, of.venueId)).title;
  const who =
    'classroomId' in of
      ? and(eq(students.classroomId, of.classroomId), eq(students.status, 'studying'))
      : sql`${students.id} in (select student_id from exam_seats where venue_id = ${of.venueId}
          and academic_year_id = ${scope.academicYearId})`;
  const people = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      fatherName: students.fatherName,
      nationalCode: students.nationalCode,
      photo: students.photo,
      classroom: classrooms.name,
    })
    .from(students)
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(and(eq(students.schoolId, scope.schoolId), who))
    .orderBy(
      asc(persianSortKey(classrooms.name)),
      asc(persianSortKey(students.lastName)),
      asc(persianSortKey(students.firstName)),
      asc(students.id),
    );
  const seats = await seatRows(db, scope, { studentIds: people.map((p) => p.studentId) });
  const seatsOf = groupBy(seats, (s) => s.studentId);
  return {
    school: await printSchool(db, scope),
    title,
    cards: people.map(({ firstName, lastName, ...p }) => ({
      ...p,
      fullName: `${firstName} ${lastName}`,
      seats: (seatsOf.get(p.studentId) ?? []).map((s) => ({
        date: s.date,
        sessionTitle: s.sessionTitle,
        startTime: s.startTime,
        courses: s.courses,
        venueTitle: s.venueTitle,
        row: s.row,
        column: s.column,
      })),
    })),
  };
}

export interface SittingQuery {
  date: string;
  sessionId: number;
  venueId?: number | undefined;
}

/** The venues of the sitting this user may see (one if asked for), with their seats. */
async function sittingVenues(db: Db, scope: SchoolYear, access: UserAccess, query: SittingQuery) {
  const session = await sessionOf(db, scope, query.sessionId);
  if (query.venueId) await venueOf(db, scope, query.venueId);
  const venues = visibleVenues(await schoolVenues(db, scope), access).filter(
    (v) => !query.venueId || v.id === query.venueId,
  );
  const seats = await seatRows(db, scope, query);
  const seatsOf = groupBy(seats, (s) => s.venueId);
  // A venue without a seat in this sitting is left out, unless it was asked for by name.
  const used = venues.filter((v) => seatsOf.has(v.id) || v.id === query.venueId);
  // The heading every sheet of the sitting shares.
  const heading = {
    school: await printSchool(db, scope),
    date: query.date,
    sessionTitle: session.title,
    startTime: seats.map((s) => s.startTime).sort()[0] ?? '',
  };
  return { heading, used, seatsOf };
}

const doorList = (venue: VenueInfo, seats: SeatRow[]): DoorListVenue => ({
  id: venue.id,
  title: venue.title,
  location: venue.location,
  supervisors: venue.supervisors,
  seats: seats.map((s) => ({
    seatId: s.seatId,
    row: s.row,
    column: s.column,
    studentId: s.studentId,
    fullName: s.fullName,
    classroom: s.classroom,
    courses: s.courses,
    absent: s.absent,
  })),
});

export async function sittingSeats(
  db: Db,
  scope: SchoolYear,
  access: UserAccess,
  query: SittingQuery,
): Promise<SittingSeats> {
  const { heading, used, seatsOf } = await sittingVenues(db, scope, access, query);
  return {
    ...heading,
    venues: used.map((v) => doorList(v, seatsOf.get(v.id) ?? [])),
  };
}

/** Counts by a key, largest first, then by title. */
function countBy(seats: SeatRow[], keysOf: (s: SeatRow) => string[]): CountOf[] {
  const counts = new Map<string, number>();
  for (const seat of seats) for (const key of keysOf(seat)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .map(([title, count]) => ({ title, count }))
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, 'fa'));
}

export async function sittingSummary(
  db: Db,
  scope: SchoolYear,
  access: UserAccess,
  query: SittingQuery,
): Promise<SittingSummary> {
  const { heading, used, seatsOf } = await sittingVenues(db, scope, access, query);
  return {
    ...heading,
    venues: used.map((v) => {
      const seats = seatsOf.get(v.id) ?? [];
      const absent = seats.filter((s) => s.absent).length;
      return {
        id: v.id,
        title: v.title,
        location: v.location,
        supervisors: v.supervisors,
        capacity: v.capacity,
        seated: seats.length,
        empty: Math.max(0, v.capacity - seats.length),
        absent,
        present: seats.length - absent,
        byCourse: countBy(seats, (s) => (s.courses.length ? s.courses : ['—'])),
        byClassroom: countBy(seats, (s) => [s.classroom ?? '—']),
      };
    }),
  };
}
