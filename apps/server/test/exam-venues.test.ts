/**
 * Exam venues through the API: seats out of use read in any digits and separators and stored as
 * sorted codes inside the grid, capacity kept with them; supervisors from the school's teachers and
 * staff only; a venue with seats given cannot be removed. The seat table itself holds one student a
 * seat and one seat a student in each date and session. A student's front-seat flag is on the form.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, examSeats, examSessions, examVenues, students, teachers } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let reader: string;
let schoolA: number;
let schoolB: number;
type Item = Record<string, unknown> & { id: number; version: number };
type Failure = { message: string; errors?: Record<string, string> };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function teacherOf(schoolId: number) {
  const [teacher] = await ctx.database.db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.schoolId, schoolId))
    .orderBy(asc(teachers.id))
    .limit(1);
  return teacher!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  [schoolA, schoolB] = (await schoolIds(ctx.database.db)) as [number, number];
  await createUserWith(ctx.database.db, 'venue-reader', ['exam-venues.list'], 0);
  reader = (await login(ctx.app, 'venue-reader')).accessToken;
});
afterAll(() => ctx.close());

describe('exam venues', () => {
  let venue: Item;

  it('store the seats out of use as sorted codes inside the grid, with the capacity', async () => {
    const response = await call('POST', '/api/exam-venues', manager, {
      title: 'نمازخانه',
      seatRows: 4,
      seatColumns: 5,
      outOfUseSeats: '۲-۳، 1-1 2-3',
      supervisorTeacherIds: [await teacherOf(schoolA)],
    });
    expect(response.statusCode, response.body).toBe(201);
    venue = json<{ data: Item }>(response).data;
    expect(venue).toMatchObject({ outOfUseSeats: '1-1 2-3', capacity: 18 });
    // The list names the supervisors in full.
    const list = json<{ data: { items: (Item & { _titles?: Record<string, string[]> })[] } }>(
      await call('GET', '/api/exam-venues?q=نمازخانه', reader),
    ).data.items;
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list[0])).toMatch(/[\u0600-\u06FF]+ [\u0600-\u06FF]+/);
  });

  it('refuse a seat that is no code, or outside the grid, with a Persian message', async () => {
    const bad = await call('PATCH', `/api/exam-venues/${venue.id}`, manager, {
      version: venue.version,
      outOfUseSeats: '1-1 سه',
    });
    expect(bad.statusCode).toBe(400);
    expect(json<Failure>(bad).errors?.outOfUseSeats).toContain('«سه»');
    const outside = await call('PATCH', `/api/exam-venues/${venue.id}`, manager, {
      version: venue.version,
      outOfUseSeats: '5-1',
    });
    expect(outside.statusCode).toBe(400);
    expect(json<Failure>(outside).errors?.outOfUseSeats).toContain('۵-۱');
    const none = await call('PATCH', `/api/exam-venues/${venue.id}`, manager, {
      version: venue.version,
      seatRows: 1,
      seatColumns: 1,
      outOfUseSeats: '1-1',
    });
    expect(none.statusCode).toBe(400);
    const malformed = await call('PATCH', `/api/exam-venues/${venue.id}`, manager, {
      version: venue.version,
      seatRows: 31,
      seatColumns: 'پنج',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(json<Failure>(malformed).errors!).sort()).toEqual(['seatColumns', 'seatRows']);
  });

  it('let go of the seats a smaller grid no longer has', async () => {
    const response = await call('PATCH', `/api/exam-venues/${venue.id}`, manager, {
      version: venue.version,
      seatRows: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    venue = json<{ data: Item }>(response).data;
    expect(venue).toMatchObject({ outOfUseSeats: '1-1', capacity: 4 });
  });

  it("take supervisors of their own school only, and hide another school's venues", async () => {
    const foreign = await call('POST', '/api/exam-venues', manager, {
      title: 'سالن دیگر',
      seatRows: 3,
      seatColumns: 3,
      supervisorTeacherIds: [await teacherOf(schoolB)],
    });
    expect(foreign.statusCode).toBe(400);
    expect(json<Failure>(foreign).errors).toHaveProperty('supervisorTeacherIds');
    const [other] = await ctx.database.db
      .select({ id: examVenues.id })
      .from(examVenues)
      .where(eq(examVenues.schoolId, schoolB))
      .limit(1);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { version: 1, title: 'ربوده' }],
      ['DELETE', undefined],
    ] as const)
      expect((await call(method, `/api/exam-venues/${other!.id}`, manager, payload)).statusCode).toBe(404);
    const denied = await call('POST', '/api/exam-venues', reader, {
      title: 'x',
      seatRows: 1,
      seatColumns: 1,
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('the seats given for a date and session', () => {
  let seat: typeof examSeats.$inferInsert;

  beforeAll(async () => {
    const db = ctx.database.db;
    const [session] = await db.select().from(examSessions).where(eq(examSessions.schoolId, schoolA)).limit(1);
    const [student] = await db
      .select({ id: students.id, yearId: classrooms.academicYearId })
      .from(students)
      .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(eq(students.schoolId, schoolA))
      .limit(1);
    const [venue] = await db.select().from(examVenues).where(eq(examVenues.schoolId, schoolA)).limit(1);
    seat = {
      schoolId: schoolA,
      academicYearId: student!.yearId,
      date: '2027-01-02',
      examSessionId: session!.id,
      venueId: venue!.id,
      seatRow: 0,
      seatColumn: 1,
      studentId: student!.id,
      examIds: [],
    };
    await db.insert(examSeats).values(seat);
  });

  it('hold one student a seat and one seat a student', async () => {
    const db = ctx.database.db;
    const [another] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, schoolA), ne(students.id, seat.studentId)))
      .limit(1);
    await expect(db.insert(examSeats).values({ ...seat, studentId: another!.id })).rejects.toThrow();
    await expect(db.insert(examSeats).values({ ...seat, seatColumn: 2 })).rejects.toThrow();
    await expect(
      db.insert(examSeats).values({ ...seat, seatRow: -1, studentId: another!.id }),
    ).rejects.toThrow();
    // Another session of the day is another sitting.
    const [evening] = await db
      .select()
      .from(examSessions)
      .where(and(eq(examSessions.schoolId, schoolA), ne(examSessions.id, seat.examSessionId)))
      .limit(1);
    await db.insert(examSeats).values({ ...seat, examSessionId: evening!.id });
  });

  it('keep their venue from being removed, saying why', async () => {
    const refused = await call('DELETE', `/api/exam-venues/${seat.venueId}`, manager);
    expect(refused.statusCode).toBe(409);
    expect(json<Failure>(refused).message).toContain('چینش صندلی‌های امتحان');
  });
});

describe("a student's front seat", () => {
  it('is set on the student form and read back', async () => {
    const [student] = await ctx.database.db
      .select({ id: students.id, version: students.version })
      .from(students)
      .where(and(eq(students.schoolId, schoolA), eq(students.frontSeat, false)))
      .limit(1);
    const response = await call('PATCH', `/api/students/${student!.id}`, manager, {
      version: student!.version,
      frontSeat: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Item }>(response).data.frontSeat).toBe(true);
    const flagged = json<{ data: { items: Item[] } }>(
      await call('GET', '/api/students?frontSeat=true&pageSize=100', manager),
    ).data.items;
    expect(flagged.map((s) => s.id)).toContain(student!.id);
  });
});
