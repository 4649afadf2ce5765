/**
 * Exam printouts through the API: admit cards of a classroom or a venue (each exam's date, session,
 * start time, course, venue and seat), a sitting's door lists sorted by seat, its venues' counts and
 * empty seats; a venue supervisor marks an absentee, grade entry then shows «غایب» for the
 * student's exam (a typed score is never overwritten), unmarking takes back only that mark, and
 * both are audited. Also missing permissions (403), another school's ids (404), a supervisor of
 * another venue (403) and malformed input (400 in Persian).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdmitCards, PrintOptions, SittingSeats, SittingSummary } from '@school/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  classrooms,
  courseGroups,
  examPlanItems,
  examScores,
  examSeats,
  examVenues,
  exams,
  schools,
  students,
  teachers,
} from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let printer: string;
let supervisor: string;
let otherSupervisor: string;
let stranger: string;
let schoolA: number;
let plan: { date: string; examSessionId: number; examId: number; title: string; startTime: string };
let venue: { id: number; title: string; capacity: number };
let otherVenueId: number;
let classroom: { id: number; name: string };
let seated: { id: number; name: string; groupId: number }[] = [];
const seatIds: number[] = [];
const other = { sessionId: 0, venueId: 0, classroomId: 0, seatId: 0 };
type Failure = { message: string; errors?: Record<string, string> };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const sitting = () => `date=${plan.date}&sessionId=${plan.examSessionId}`;

async function scoreRow(studentId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(examScores)
    .where(and(eq(examScores.examId, plan.examId), eq(examScores.studentId, studentId)));
  return row;
}

/** Seats the first students of a classroom of the exam in a venue, front row first. */
async function seatStudents(schoolId: number, planRow: typeof plan, venueId: number, count: number) {
  const db = ctx.database.db;
  const [exam] = await db.select().from(exams).where(eq(exams.id, planRow.examId));
  const groups = await db
    .select({ id: courseGroups.id, classroomId: courseGroups.classroomId, name: classrooms.name })
    .from(courseGroups)
    .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
    .where(inArray(courseGroups.id, exam!.courseGroupIds))
    .orderBy(asc(courseGroups.id));
  const group = groups[0]!;
  const people = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(and(eq(students.classroomId, group.classroomId), eq(students.status, 'studying')))
    .orderBy(asc(students.id))
    .limit(count);
  await db
    .delete(examSeats)
    .where(
      and(
        eq(examSeats.schoolId, schoolId),
        eq(examSeats.date, planRow.date),
        eq(examSeats.examSessionId, planRow.examSessionId),
      ),
    );
  const [first] = await db
    .select({ academicYearId: exams.academicYearId })
    .from(exams)
    .where(eq(exams.id, planRow.examId));
  const rows = await db
    .insert(examSeats)
    .values(
      people.map((p, i) => ({
        schoolId,
        academicYearId: first!.academicYearId,
        date: planRow.date,
        examSessionId: planRow.examSessionId,
        venueId,
        // Inserted back to front: the door list must sort them by seat.
        seatRow: Math.floor((count - 1 - i) / 4),
        seatColumn: (count - 1 - i) % 4,
        studentId: p.id,
        examIds: [planRow.examId],
      })),
    )
    .returning({ id: examSeats.id, studentId: examSeats.studentId });
  return {
    classroom: { id: group.classroomId, name: group.name },
    students: people.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`, groupId: group.id })),
    seatIds: rows.map((r) => r.id),
  };
}

async function latestPlan(schoolId: number) {
  const [row] = await ctx.database.db
    .select({
      date: examPlanItems.date,
      examSessionId: examPlanItems.examSessionId,
      examId: examPlanItems.examId,
      title: examPlanItems.title,
    })
    .from(examPlanItems)
    .where(eq(examPlanItems.schoolId, schoolId))
    .orderBy(desc(examPlanItems.date))
    .limit(1);
  // The demo's last exam day starts at 07:30 (a day's start time over the session's 08:00).
  return { ...row!, examId: row!.examId!, startTime: '07:30' };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  const ids = await schoolIds(db);
  schoolA = ids[0]!;
  const schoolB = ids[1]!;
  plan = await latestPlan(schoolA);
  const venues = await db
    .select()
    .from(examVenues)
    .where(eq(examVenues.schoolId, schoolA))
    .orderBy(asc(examVenues.id));
  venue = { id: venues[0]!.id, title: venues[0]!.title, capacity: venues[0]!.capacity };
  otherVenueId = venues[1]!.id;
  const made = await seatStudents(schoolA, plan, venue.id, 6);
  classroom = made.classroom;
  seated = made.students;
  seatIds.push(...made.seatIds);

  // Another school's session, venue, classroom and seat.
  const planB = await latestPlan(schoolB);
  const [venueB] = await db.select().from(examVenues).where(eq(examVenues.schoolId, schoolB)).limit(1);
  const madeB = await seatStudents(schoolB, planB, venueB!.id, 1);
  Object.assign(other, {
    sessionId: planB.examSessionId,
    venueId: venueB!.id,
    classroomId: madeB.classroom.id,
    seatId: madeB.seatIds[0],
  });

  await createUserWith(db, 'exam-printer', ['exam-admit-card.print', 'exam-venue-reports.view'], 0);
  const supervisorId = await createUserWith(db, 'venue-supervisor', ['exam-seat.absent'], 0);
  const otherId = await createUserWith(db, 'other-supervisor', ['exam-seat.absent'], 0);
  await createUserWith(db, 'exam-stranger', ['students.list'], 0);
  // The venue's first supervisor and the other venue's are these users' teachers.
  await db
    .update(teachers)
    .set({ userId: supervisorId })
    .where(eq(teachers.id, venues[0]!.supervisorTeacherIds[0]!));
  await db
    .update(teachers)
    .set({ userId: otherId })
    .where(eq(teachers.id, venues[1]!.supervisorTeacherIds[0]!));
  printer = (await login(ctx.app, 'exam-printer')).accessToken;
  supervisor = (await login(ctx.app, 'venue-supervisor')).accessToken;
  otherSupervisor = (await login(ctx.app, 'other-supervisor')).accessToken;
  stranger = (await login(ctx.app, 'exam-stranger')).accessToken;
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolA));
  expect(school?.name).toBeTruthy();
});
afterAll(() => ctx.close());

describe('admit cards', () => {
  it("give each of a classroom's students their exams with date, session, start time, course, venue and seat", async () => {
    const response = await call(
      'GET',
      `/api/exam-printouts/admit-cards?classroomId=${classroom.id}`,
      printer,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: AdmitCards }>(response);
    expect(data.title).toBe(classroom.name);
    expect(data.school.name).toBeTruthy();
    const card = data.cards.find((c) => c.studentId === seated[0]!.id)!;
    expect(card.fullName).toBe(seated[0]!.name);
    expect(card.nationalCode).toMatch(/^\d{10}$/);
    // The demo's own seated mornings may come first; this sitting's seat is the test's.
    expect(card.seats.filter((s) => s.date === plan.date)).toEqual([
      {
        date: plan.date,
        sessionTitle: 'صبح',
        startTime: plan.startTime,
        courses: [plan.title],
        venueTitle: venue.title,
        row: 1,
        column: 1,
      },
    ]);
    // Every studying student of the classroom has a card, seated or not.
    const [{ count }] = (await ctx.database.db
      .select({ count: students.id })
      .from(students)
      .where(and(eq(students.classroomId, classroom.id), eq(students.status, 'studying')))
      .then((rows) => [{ count: rows.length }])) as [{ count: number }];
    expect(data.cards).toHaveLength(count);
  });

  it("give a venue's seated students their cards", async () => {
    const response = await call('GET', `/api/exam-printouts/admit-cards?venueId=${venue.id}`, printer);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: AdmitCards }>(response);
    expect(data.title).toBe(venue.title);
    // Everyone seated there this year (the demo seats its first mornings too), the test's included.
    const ids = data.cards.map((c) => c.studentId);
    expect(ids).toEqual(expect.arrayContaining(seated.map((s) => s.id)));
    const [row] = await ctx.database.db
      .select({ count: sql<number>`count(distinct ${examSeats.studentId})::int` })
      .from(examSeats)
      .where(eq(examSeats.venueId, venue.id));
    expect(ids).toHaveLength(Number(row!.count));
  });

  it('refuse a missing choice, both choices and a bad id in Persian, another school 404, no permission 403', async () => {
    for (const query of ['', `?classroomId=${classroom.id}&venueId=${venue.id}`, '?classroomId=abc']) {
      const response = await call('GET', `/api/exam-printouts/admit-cards${query}`, printer);
      expect(response.statusCode, response.body).toBe(400);
      expect(json<Failure>(response).message).toMatch(/[آ-ی]/);
    }
    const foreign = await call(
      'GET',
      `/api/exam-printouts/admit-cards?classroomId=${other.classroomId}`,
      printer,
    );
    expect(foreign.statusCode).toBe(404);
    const foreignVenue = await call(
      'GET',
      `/api/exam-printouts/admit-cards?venueId=${other.venueId}`,
      printer,
    );
    expect(foreignVenue.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/exam-printouts/admit-cards?classroomId=${classroom.id}`, stranger)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/exam-printouts/admit-cards?classroomId=${classroom.id}`, supervisor))
        .statusCode,
    ).toBe(403);
  });
});

describe("a sitting's door lists and venue figures", () => {
  it('list each venue with its seats sorted front row first, names, classrooms and courses', async () => {
    const response = await call('GET', `/api/exam-printouts/seats?${sitting()}`, printer);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: SittingSeats }>(response);
    expect(data).toMatchObject({ date: plan.date, sessionTitle: 'صبح', startTime: plan.startTime });
    expect(data.venues.map((v) => v.id)).toEqual([venue.id]);
    const seats = data.venues[0]!.seats;
    expect(seats.map((s) => [s.row, s.column])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
      [1, 1],
    ]);
    expect(seats[5]).toMatchObject({
      fullName: seated[0]!.name,
      classroom: classroom.name,
      courses: [plan.title],
    });
    expect(data.venues[0]!.supervisors.length).toBeGreaterThan(0);
  });

  it('count per course and classroom, supervisors and empty seats', async () => {
    const response = await call(
      'GET',
      `/api/exam-printouts/venues?${sitting()}&venueId=${venue.id}`,
      printer,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: SittingSummary }>(response);
    expect(data.venues).toHaveLength(1);
    expect(data.venues[0]).toMatchObject({
      seated: 6,
      absent: 0,
      present: 6,
      capacity: venue.capacity,
      empty: venue.capacity - 6,
      byCourse: [{ title: plan.title, count: 6 }],
      byClassroom: [{ title: classroom.name, count: 6 }],
    });
  });

  it('refuse a bad date and a bad session in Persian, another school 404, no permission 403', async () => {
    for (const query of [
      `date=1404-13-40x&sessionId=${plan.examSessionId}`,
      `date=${plan.date}&sessionId=-1`,
      `date=${plan.date}`,
      `${sitting()}&extra=1`,
    ]) {
      const response = await call('GET', `/api/exam-printouts/seats?${query}`, printer);
      expect(response.statusCode, `${query} ${response.body}`).toBe(400);
      expect(json<Failure>(response).message).toMatch(/[آ-ی]/);
    }
    expect(
      (await call('GET', `/api/exam-printouts/seats?date=${plan.date}&sessionId=${other.sessionId}`, printer))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/exam-printouts/venues?${sitting()}&venueId=${other.venueId}`, printer))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/exam-printouts/seats?${sitting()}`, stranger)).statusCode).toBe(403);
    expect((await call('GET', `/api/exam-printouts/venues?${sitting()}`, supervisor)).statusCode).toBe(403);
  });

  it('show a supervisor only the venues they keep', async () => {
    const own = json<{ data: SittingSeats }>(
      await call('GET', `/api/exam-printouts/seats?${sitting()}`, supervisor),
    ).data;
    expect(own.venues.map((v) => v.id)).toEqual([venue.id]);
    const theirs = json<{ data: SittingSeats }>(
      await call('GET', `/api/exam-printouts/seats?${sitting()}`, otherSupervisor),
    ).data;
    expect(theirs.venues).toEqual([]);
    const options = json<{ data: PrintOptions }>(
      await call('GET', '/api/exam-printouts/options', otherSupervisor),
    ).data;
    expect(options.venues.map((v) => v.id)).toEqual([otherVenueId]);
    expect(options.sittings.some((s) => s.date === plan.date && s.sessionId === plan.examSessionId)).toBe(
      true,
    );
  });
});

describe('absentees', () => {
  const mark = (seatId: number, absent: boolean, token = supervisor) =>
    call('PUT', `/api/exam-printouts/seats/${seatId}/absent`, token, {
      absent,
      clientId: crypto.randomUUID(),
    });

  it('become «غایب» in grade entry, audited; a typed score stays; unmarking takes back only the mark', async () => {
    const [absentee, scored] = [seated[0]!, seated[1]!];
    const seatOf = async (studentId: number) =>
      (
        await ctx.database.db
          .select()
          .from(examSeats)
          .where(eq(examSeats.studentId, studentId))
          .orderBy(desc(examSeats.id))
      )[0]!;
    // The second student's score was typed before the supervisor marked them.
    await ctx.database.db.insert(examScores).values({
      schoolId: schoolA,
      examId: plan.examId,
      studentId: scored.id,
      courseGroupId: scored.groupId,
      score: 17.5,
    });
    const first = await mark((await seatOf(absentee.id)).id, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ data: unknown }>(first).data).toMatchObject({ absent: true, scoresChanged: 1 });
    expect(json<{ data: unknown }>(await mark((await seatOf(absentee.id)).id, true)).data).toMatchObject({
      scoresChanged: 0,
    });
    const second = await mark((await seatOf(scored.id)).id, true);
    expect(json<{ data: unknown }>(second).data).toMatchObject({ absent: true, scoresChanged: 0 });
    expect(await scoreRow(scored.id)).toMatchObject({ score: 17.5, mark: null });
    expect(await seatOf(absentee.id)).toMatchObject({ absent: true, absentMarkedBy: expect.any(Number) });

    // Grade entry's sheet of the group shows the mark.
    const sheet = await call(
      'GET',
      `/api/exams/${plan.examId}/scores?courseGroupId=${absentee.groupId}`,
      manager,
    );
    expect(sheet.statusCode, sheet.body).toBe(200);
    const entries = json<{ data: { students: { id: number; mark: string | null; score: number | null }[] } }>(
      sheet,
    ).data.students;
    expect(entries.find((s) => s.id === absentee.id)).toMatchObject({ mark: 'absent', score: null });
    expect(entries.find((s) => s.id === scored.id)).toMatchObject({ mark: null, score: 17.5 });

    const row = await scoreRow(absentee.id);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exam-scores'), eq(auditLog.entityId, row!.id)));
    expect(audit).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ mark: 'absent', source: 'exam-seat' }),
    });

    // The door list and the venue figures count the absentee.
    const summary = json<{ data: SittingSummary }>(
      await call('GET', `/api/exam-printouts/venues?${sitting()}`, printer),
    ).data.venues[0]!;
    expect(summary).toMatchObject({ absent: 2, present: 4 });

    const back = await mark((await seatOf(absentee.id)).id, false);
    expect(json<{ data: unknown }>(back).data).toMatchObject({ absent: false, scoresChanged: 1 });
    expect(await scoreRow(absentee.id)).toBeUndefined();
    await mark((await seatOf(scored.id)).id, false);
    expect(await scoreRow(scored.id)).toMatchObject({ score: 17.5 });
  });

  it('leave an «موجه» the manager typed after the mark', async () => {
    const student = seated[2]!;
    const [seat] = await ctx.database.db
      .select()
      .from(examSeats)
      .where(eq(examSeats.studentId, student.id))
      .orderBy(desc(examSeats.id));
    await mark(seat!.id, true);
    await ctx.database.db
      .update(examScores)
      .set({ mark: 'excused' })
      .where(and(eq(examScores.examId, plan.examId), eq(examScores.studentId, student.id)));
    await mark(seat!.id, false);
    expect(await scoreRow(student.id)).toMatchObject({ mark: 'excused' });
  });

  it("refuse another venue's supervisor 403, no permission 403, another school's seat 404, bad input 400", async () => {
    expect((await mark(seatIds[3]!, true, otherSupervisor)).statusCode).toBe(403);
    expect((await mark(seatIds[3]!, true, stranger)).statusCode).toBe(403);
    expect((await mark(seatIds[3]!, true, printer)).statusCode).toBe(403);
    expect((await mark(other.seatId, true)).statusCode).toBe(404);
    for (const payload of [
      {},
      { absent: 'yes' },
      { absent: true, clientId: '!' },
      { absent: true, more: 1 },
    ]) {
      const response = await call(
        'PUT',
        `/api/exam-printouts/seats/${seatIds[3]}/absent`,
        supervisor,
        payload,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(json<Failure>(response).message).toMatch(/[آ-ی]/);
    }
    const badId = await call('PUT', '/api/exam-printouts/seats/abc/absent', supervisor, { absent: true });
    expect(badId.statusCode).toBe(400);
  });
});
