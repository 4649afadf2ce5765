/**
 * Exam seating through the API, on the demo plan (grade 11's four exam mornings; the first two
 * seated by the demo, one seat locked): the plan's dates × sessions; placing a session seats every
 * student once, front-seat students in row 0, and keeps locked seats when placed again; two
 * placements at once leave one whole seating; moving (audited), swapping and locking seats with
 * the refusals of out-of-use, outside and taken seats and of a student who does not sit then; a
 * student's seats over the year; another school's ids (404), missing permissions (403) and
 * malformed input (400).
 */
import type { SeatMap, SeatingSlot, StudentSeatDetails } from '@school/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, classrooms, examSeats, examSessions, examVenues, students } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let reader: string;
let stranger: string;
let schoolA: number;
let schoolB: number;
let slots: SeatingSlot[];
type Failure = { message: string; code: string; errors?: Record<string, string> };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function ok<T>(method: string, url: string, payload?: unknown, token = manager): Promise<T> {
  const response = await call(method, url, token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T }>(response).data;
}

const slotQuery = (slot: SeatingSlot) => `date=${slot.date}&sessionId=${slot.sessionId}`;
const mapOf = (slot: SeatingSlot) => ok<SeatMap>('GET', `/api/exam-seating/session?${slotQuery(slot)}`);
const place = (slot: SeatingSlot) =>
  ok<SeatMap>('POST', '/api/exam-seating/session/place', { date: slot.date, sessionId: slot.sessionId });

/** Every student of the session in exactly one usable seat, no seat twice. */
function expectWhole(map: SeatMap) {
  expect(map.unseated).toEqual([]);
  expect(new Set(map.seats.map((s) => s.studentId)).size).toBe(map.students.length);
  expect(map.seats).toHaveLength(map.students.length);
  const places = new Set(map.seats.map((s) => `${s.venueId}:${s.row}:${s.column}`));
  expect(places.size).toBe(map.seats.length);
  for (const seat of map.seats) {
    const venue = map.venues.find((v) => v.id === seat.venueId)!;
    expect(seat.row).toBeLessThan(venue.rows);
    expect(seat.column).toBeLessThan(venue.columns);
    expect(venue.outOfUse).not.toContainEqual({ row: seat.row, column: seat.column });
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  await createUserWith(db, 'seat-reader', ['exam-seat.list'], 0);
  await createUserWith(db, 'seat-stranger', ['exam-session.list'], 0);
  reader = (await login(ctx.app, 'seat-reader')).accessToken;
  stranger = (await login(ctx.app, 'seat-stranger')).accessToken;
  slots = await ok<SeatingSlot[]>('GET', '/api/exam-seating/slots');
});
afterAll(() => ctx.close());

describe('the plan’s dates and sessions', () => {
  it('lists the four demo mornings, the first two seated', () => {
    expect(slots).toHaveLength(4);
    expect(slots.every((s) => s.sessionTitle === 'صبح' && s.students > 0)).toBe(true);
    expect(slots.map((s) => s.seated)).toEqual([slots[0]!.students, slots[1]!.students, 0, 0]);
  });
});

describe('placing a session', () => {
  it('seats every student once, front-seat students in row 0, with the stats', async () => {
    const before = await mapOf(slots[2]!);
    expect(before.seats).toEqual([]);
    expect(before.unseated).toHaveLength(before.students.length);
    expect(before.stats).toBeNull();
    const map = await place(slots[2]!);
    expectWhole(map);
    for (const student of map.students.filter((s) => s.frontSeat)) {
      expect(map.seats.find((s) => s.studentId === student.id)!.row).toBe(0);
    }
    expect(map.stats!.sameClassroom.pairs).toBeGreaterThanOrEqual(map.stats!.sameClassroom.lowerBound);
    expect(map.students[0]!.courses).toEqual(['ادبیات فارسی ۲']);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'exam-seat-placement'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ entityId: slots[2]!.sessionId, after: { date: slots[2]!.date } });
  });

  it('keeps a locked seat where it is when placed again, and the same seed gives the same seats', async () => {
    const map = await mapOf(slots[2]!);
    const chosen = map.seats[5]!;
    await ok('POST', `/api/exam-seating/seats/${chosen.id}/lock`, { locked: true });
    const again = await place(slots[2]!);
    expectWhole(again);
    expect(again.seats.find((s) => s.studentId === chosen.studentId)).toMatchObject({
      id: chosen.id,
      venueId: chosen.venueId,
      row: chosen.row,
      column: chosen.column,
      locked: true,
    });
  });

  it('keeps a seat marked absent at the door, with its mark, when placed again', async () => {
    const map = await mapOf(slots[2]!);
    const missing = map.seats.find((s) => !s.locked)!;
    await ctx.database.db.update(examSeats).set({ absent: true }).where(eq(examSeats.id, missing.id));
    const again = await place(slots[2]!);
    expectWhole(again);
    expect(again.seats.find((s) => s.studentId === missing.studentId)).toMatchObject({
      id: missing.id,
      venueId: missing.venueId,
      row: missing.row,
      column: missing.column,
    });
    const [row] = await ctx.database.db.select().from(examSeats).where(eq(examSeats.id, missing.id));
    expect(row!.absent).toBe(true);
  });

  it('leaves one whole seating when two managers place at once', async () => {
    const [first, second] = await Promise.all([place(slots[3]!), place(slots[3]!)]);
    expectWhole(first);
    expectWhole(second);
    const stored = await mapOf(slots[3]!);
    expectWhole(stored);
    expect(stored.seats.map((s) => [s.studentId, s.venueId, s.row, s.column])).toEqual(
      second.seats.map((s) => [s.studentId, s.venueId, s.row, s.column]),
    );
  });
});

describe('moving, swapping and locking seats by hand', () => {
  /** The demo's first morning: its hall (with seats 1-1 and 6-8 out of use) and its seats. */
  const first = () => mapOf(slots[0]!);
  const emptySeat = (map: SeatMap) => {
    const venue = map.venues[0]!;
    for (let row = 0; row < venue.rows; row++)
      for (let column = 0; column < venue.columns; column++) {
        const used = map.seats.some((s) => s.venueId === venue.id && s.row === row && s.column === column);
        const broken = venue.outOfUse.some((s) => s.row === row && s.column === column);
        if (!used && !broken) return { venueId: venue.id, row, column };
      }
    throw new Error('no empty seat');
  };
  const day = () => ({ date: slots[0]!.date, sessionId: slots[0]!.sessionId });

  it('moves a student to an empty usable seat, audited', async () => {
    const map = await first();
    const seat = map.seats.find((s) => !s.locked)!;
    const target = emptySeat(map);
    const after = await ok<SeatMap>('POST', '/api/exam-seating/seats/move', {
      ...day(),
      studentId: seat.studentId,
      ...target,
    });
    expect(after.seats.find((s) => s.studentId === seat.studentId)).toMatchObject({ id: seat.id, ...target });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exam-seat'), eq(auditLog.entityId, seat.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    // The audit keeps the fields that changed, before and after.
    const was: Record<string, number> = { venueId: seat.venueId, seatRow: seat.row, seatColumn: seat.column };
    const now: Record<string, number> = {
      venueId: target.venueId,
      seatRow: target.row,
      seatColumn: target.column,
    };
    const changed = Object.keys(was).filter((k) => was[k] !== now[k]);
    expect(changed.length).toBeGreaterThan(0);
    expect(audit).toMatchObject({
      action: 'update',
      userId: expect.any(Number),
      before: Object.fromEntries(changed.map((k) => [k, was[k]])),
      after: Object.fromEntries(changed.map((k) => [k, now[k]])),
    });
  });

  it('refuses out-of-use, outside and taken seats, and a student who does not sit then', async () => {
    const map = await first();
    const seat = map.seats.find((s) => !s.locked)!;
    const hall = map.venues[0]!;
    const moveTo = (extra: Record<string, unknown>) =>
      call('POST', '/api/exam-seating/seats/move', manager, {
        ...day(),
        studentId: seat.studentId,
        venueId: hall.id,
        ...extra,
      });
    const broken = await moveTo({ row: 0, column: 0 });
    expect(broken.statusCode, broken.body).toBe(400);
    expect(json<Failure>(broken).message).toBe('این صندلی قابل استفاده نیست.');
    const outside = await moveTo({ row: hall.rows, column: 0 });
    expect(outside.statusCode, outside.body).toBe(400);
    expect(json<Failure>(outside).message).toBe('این صندلی بیرون از نقشه حوزه است.');
    const other = map.seats.find((s) => s.id !== seat.id && s.venueId === hall.id)!;
    const taken = await moveTo({ row: other.row, column: other.column });
    expect(taken.statusCode, taken.body).toBe(409);
    const [grade10] = await ctx.database.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(and(eq(classrooms.gradeLevel, 10), eq(students.schoolId, schoolA)))
      .limit(1);
    const notSitting = await call('POST', '/api/exam-seating/seats/move', manager, {
      ...day(),
      studentId: grade10!.id,
      ...emptySeat(map),
    });
    expect(notSitting.statusCode, notSitting.body).toBe(400);
    expect(json<Failure>(notSitting).message).toContain('امتحانی ندارد');
  });

  it('swaps two seats (each student keeps their lock) and locks and unlocks a seat', async () => {
    const map = await first();
    const [a, b] = map.seats.filter((s) => !s.locked);
    const after = await ok<SeatMap>('POST', '/api/exam-seating/seats/swap', {
      seatId: a!.id,
      otherSeatId: b!.id,
    });
    expect(after.seats.find((s) => s.id === a!.id)).toMatchObject({
      studentId: a!.studentId,
      venueId: b!.venueId,
      row: b!.row,
      column: b!.column,
    });
    expect(after.seats.find((s) => s.id === b!.id)).toMatchObject({
      studentId: b!.studentId,
      venueId: a!.venueId,
      row: a!.row,
      column: a!.column,
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exam-seat'), inArray(auditLog.entityId, [a!.id, b!.id])));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    const locked = await ok<SeatMap>('POST', `/api/exam-seating/seats/${a!.id}/lock`, { locked: true });
    expect(locked.seats.find((s) => s.id === a!.id)!.locked).toBe(true);
    const unlocked = await ok<SeatMap>('POST', `/api/exam-seating/seats/${a!.id}/lock`, { locked: false });
    expect(unlocked.seats.find((s) => s.id === a!.id)!.locked).toBe(false);
    const same = await call('POST', '/api/exam-seating/seats/swap', manager, {
      seatId: a!.id,
      otherSeatId: a!.id,
    });
    expect(same.statusCode).toBe(400);
    const otherDay = (await mapOf(slots[1]!)).seats[0]!;
    const across = await call('POST', '/api/exam-seating/seats/swap', manager, {
      seatId: a!.id,
      otherSeatId: otherDay.id,
    });
    expect(across.statusCode).toBe(400);
    expect(json<Failure>(across).message).toBe('دو صندلی باید از یک روز و نوبت باشند.');
  });
});

describe("a student's seats", () => {
  it('lists the seats over the exam period with venue and courses', async () => {
    const map = await mapOf(slots[1]!);
    const seat = map.seats[0]!;
    const details = await ok<StudentSeatDetails>('GET', `/api/exam-seating/students/${seat.studentId}`);
    expect(details.student.fullName).toBe(map.students.find((s) => s.id === seat.studentId)!.fullName);
    const dates = details.seats.map((s) => s.date);
    expect(dates).toEqual([...dates].sort());
    expect(details.seats.find((s) => s.date === slots[1]!.date)).toMatchObject({
      sessionTitle: 'صبح',
      venueId: seat.venueId,
      row: seat.row,
      column: seat.column,
      courses: ['فیزیک ۲'],
    });
  });
});

describe('access and input', () => {
  it('refuses without the permission (403), and writes without exam-seat.edit', async () => {
    expect((await call('GET', '/api/exam-seating/slots', stranger)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/exam-seating/session?${slotQuery(slots[0]!)}`, stranger)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/exam-seating/session?${slotQuery(slots[0]!)}`, reader)).statusCode).toBe(
      200,
    );
    const seat = (await mapOf(slots[0]!)).seats[0]!;
    expect((await call('GET', `/api/exam-seating/students/${seat.studentId}`, stranger)).statusCode).toBe(
      403,
    );
    const writes = [
      ['/api/exam-seating/session/place', { date: slots[0]!.date, sessionId: slots[0]!.sessionId }],
      ['/api/exam-seating/seats/swap', { seatId: seat.id, otherSeatId: seat.id + 1 }],
      [`/api/exam-seating/seats/${seat.id}/lock`, { locked: true }],
      [
        '/api/exam-seating/seats/move',
        {
          date: slots[0]!.date,
          sessionId: slots[0]!.sessionId,
          studentId: seat.studentId,
          venueId: seat.venueId,
          row: 0,
          column: 1,
        },
      ],
    ] as const;
    for (const [url, body] of writes)
      expect((await call('POST', url, reader, body)).statusCode, url).toBe(403);
  });

  it("answers 404 for another school's session, seat, venue and student", async () => {
    const db = ctx.database.db;
    const [sessionB] = await db
      .select()
      .from(examSessions)
      .where(eq(examSessions.schoolId, schoolB))
      .orderBy(asc(examSessions.id));
    const [seatB] = await db.select().from(examSeats).where(eq(examSeats.schoolId, schoolB)).limit(1);
    const [venueB] = await db.select().from(examVenues).where(eq(examVenues.schoolId, schoolB)).limit(1);
    expect(seatB).toBeDefined();
    const mine = (await mapOf(slots[0]!)).seats.find((s) => !s.locked)!;
    const notFound = async (method: string, url: string, body?: unknown) => {
      const response = await call(method, url, manager, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(404);
      expect(json<Failure>(response).message).toMatch(/یافت نشد/);
    };
    await notFound('GET', `/api/exam-seating/session?date=${slots[0]!.date}&sessionId=${sessionB!.id}`);
    await notFound('POST', '/api/exam-seating/session/place', {
      date: slots[0]!.date,
      sessionId: sessionB!.id,
    });
    await notFound('POST', `/api/exam-seating/seats/${seatB!.id}/lock`, { locked: true });
    await notFound('POST', '/api/exam-seating/seats/swap', { seatId: mine.id, otherSeatId: seatB!.id });
    await notFound('GET', `/api/exam-seating/students/${seatB!.studentId}`);
    await notFound('POST', '/api/exam-seating/seats/move', {
      ...{ date: slots[0]!.date, sessionId: slots[0]!.sessionId },
      studentId: seatB!.studentId,
      venueId: mine.venueId,
      row: 0,
      column: 1,
    });
    await notFound('POST', '/api/exam-seating/seats/move', {
      date: slots[0]!.date,
      sessionId: slots[0]!.sessionId,
      studentId: mine.studentId,
      venueId: venueB!.id,
      row: 0,
      column: 1,
    });
    const [after] = await db.select().from(examSeats).where(eq(examSeats.id, seatB!.id));
    expect(after!.locked).toBe(seatB!.locked);
  });

  it('answers 400 with a Persian message for malformed input', async () => {
    const bad = async (method: string, url: string, body?: unknown) => {
      const response = await call(method, url, manager, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(json<Failure>(response).message).toMatch(/[\u0600-\u06FF]/);
    };
    const sessionId = slots[0]!.sessionId;
    await bad('GET', `/api/exam-seating/session?date=1404-13-40&sessionId=${sessionId}`);
    await bad('GET', `/api/exam-seating/session?date=2025-02-30&sessionId=${sessionId}`);
    await bad('GET', '/api/exam-seating/session?date=2025-02-01&sessionId=abc');
    await bad('GET', `/api/exam-seating/session?date=2025-02-01`);
    await bad('POST', '/api/exam-seating/session/place', { date: 'x', sessionId });
    await bad('POST', '/api/exam-seating/session/place', { date: slots[0]!.date, sessionId, extra: 1 });
    await bad('POST', '/api/exam-seating/seats/move', {
      date: slots[0]!.date,
      sessionId,
      studentId: 1,
      venueId: 1,
      row: -1,
      column: 0,
    });
    await bad('POST', '/api/exam-seating/seats/move', {
      date: slots[0]!.date,
      sessionId,
      studentId: 1,
      venueId: 1,
      row: 0.5,
      column: 0,
    });
    await bad('POST', '/api/exam-seating/seats/swap', { seatId: 'a', otherSeatId: 2 });
    await bad('POST', '/api/exam-seating/seats/1/lock', { locked: 'yes' });
    await bad('POST', '/api/exam-seating/seats/abc/lock', { locked: true });
    await bad('GET', '/api/exam-seating/students/0');
  });
});

describe('venues too small (changes the demo venues: last)', () => {
  it('says in Persian when same-classroom neighbours cannot be avoided', async () => {
    const db = ctx.database.db;
    const map = await mapOf(slots[3]!);
    const ids = map.students.map((s) => s.id);
    const classroomId = map.students[0]!.classroomId!;
    const [hall] = map.venues;
    // One classroom, in one row just long enough: neighbours of one classroom cannot all be kept apart.
    await db.update(students).set({ classroomId }).where(inArray(students.id, ids));
    await db
      .update(examVenues)
      .set({ seatRows: 1, seatColumns: ids.length, outOfUseSeats: '' })
      .where(eq(examVenues.id, hall!.id));
    for (const other of map.venues.slice(1)) {
      await db
        .update(examVenues)
        .set({ seatRows: 1, seatColumns: 1, outOfUseSeats: '1-1' })
        .where(eq(examVenues.id, other.id));
    }
    const placed = await place(slots[3]!);
    expectWhole(placed);
    expect(placed.stats!.sameClassroomUnavoidable).toBe(true);
    expect(placed.stats!.sameClassroom.lowerBound).toBeGreaterThan(0);
    expect(placed.unavoidableNote).toContain(`«${hall!.title}»`);
    expect(placed.unavoidableNote).toContain('ناگزیر');
  });

  it('refuses a session with no exam in the plan, and too few seats, in Persian', async () => {
    const empty = await call('POST', '/api/exam-seating/session/place', manager, {
      date: '2001-01-01',
      sessionId: slots[0]!.sessionId,
    });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(json<Failure>(empty).message).toContain('امتحانی');
    const map = await mapOf(slots[3]!);
    await ctx.database.db
      .update(examVenues)
      .set({ seatColumns: map.students.length - 1 })
      .where(eq(examVenues.id, map.venues[0]!.id));
    const full = await call('POST', '/api/exam-seating/session/place', manager, {
      date: slots[3]!.date,
      sessionId: slots[3]!.sessionId,
    });
    expect(full.statusCode, full.body).toBe(400);
    expect(json<Failure>(full).message).toContain('کافی نیست');
  });
});
