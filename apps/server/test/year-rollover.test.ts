/**
 * The year's turn on the demo network: preview then run of a school's rollover (a network user makes
 * the next year), idempotent; the other school untouched; the old year read-only once closed (engine,
 * attendance, scores; an amendment with a reason passes); undo before the first attendance only;
 * permissions, another school's ids and malformed input.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYears,
  attendanceRecords,
  classPeriods,
  classrooms,
  courseGroups,
  examTypes,
  exams,
  reportCardCourses,
  reportCards,
  students,
  terms,
  yearRollovers,
} from '../src/db/schema';
import { CLOSED_YEAR_MESSAGE } from '../src/engine/closed-years';
import { computeReportCards } from '../src/modules/report-cards';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { storedCards } from './helpers/stored-cards';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let admin: string;
let manager: string;
let schools: number[];
let yearId: number;
const db = () => ctx.database.db;

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function tokenFor(username: string, permissions: string[], schoolIndex: number | null = 0) {
  await createUserWith(db(), username, permissions, schoolIndex);
  return (await login(ctx.app, username)).accessToken;
}

const roomsOf = (schoolId: number, year: number) =>
  db()
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, year)))
    .orderBy(asc(classrooms.gradeLevel), asc(classrooms.name));

const studentsIn = (roomIds: number[]) =>
  db().select().from(students).where(inArray(students.classroomId, roomIds)).orderBy(asc(students.id));

/** A year card for the student: `failed` of their classroom's courses failed, the rest passed. */
async function yearCard(
  studentId: number,
  room: { id: number; gradeLevel: number },
  failed: number,
  average: number,
) {
  const [card] = await db()
    .insert(reportCards)
    .values({
      schoolId: schools[0]!,
      academicYearId: yearId,
      termId: null,
      studentId,
      classroomId: room.id,
      gradeLevel: room.gradeLevel,
      average,
      status: 'published',
    })
    .returning();
  const groups = await db().select().from(courseGroups).where(eq(courseGroups.classroomId, room.id));
  expect(groups.length).toBeGreaterThanOrEqual(failed);
  await db()
    .insert(reportCardCourses)
    .values(
      groups.map((g, i) => ({
        reportCardId: card!.id,
        schoolId: schools[0]!,
        courseGroupId: g.id,
        coursePlanId: g.coursePlanId,
        units: 2,
        score: i < failed ? 7 : 16,
        passed: i >= failed,
      })),
    );
}

const body = (extra: Record<string, unknown> = {}) => ({
  fromYearId: yearId,
  schoolIds: [schools[0]],
  ...extra,
});

let grade10: (typeof classrooms.$inferSelect)[];
let passedId: number;
let repeatId: number;
let makeupId: number;
let graduateId: number;
let otherSchoolBefore: { id: number; classroomId: number | null; status: string }[];
/** The students of the first grade 10 classroom before the rollover. */
let grade10First: number[];
let firstTermId: number;
/** The first grade 10 classroom's draft term cards before the rollover, with their course rows. */
let termCardsBefore: Awaited<ReturnType<typeof termCardsOf>>;

/** A classroom's cards of a term as stored, with their course rows, in student order. */
async function termCardsOf(classroomId: number, termId: number) {
  const cards = await storedCards(
    db(),
    and(eq(reportCards.classroomId, classroomId), eq(reportCards.termId, termId)),
    asc(reportCards.studentId),
  );
  return cards.map(({ computedAt: _c, updatedAt: _u, version: _v, ...card }) => card);
}

beforeAll(async () => {
  ctx = await createTestContext();
  schools = await schoolIds(db());
  const [year] = await db().select().from(academicYears).where(eq(academicYears.isCurrent, true));
  yearId = year!.id;
  admin = await tokenFor(
    'rollover-admin',
    [
      'year-rollover.run',
      'year-rollover.new-year',
      'year-rollover.close',
      'exams.scores',
      'exams.all-groups',
      'scores.amend',
      'classrooms.edit',
      'attendance.add',
      'attendance.all-groups',
      'students.transcript',
    ],
    null,
  );
  manager = await tokenFor('rollover-manager', ['year-rollover.run', 'classrooms.edit']);
  const rooms = await roomsOf(schools[0]!, yearId);
  grade10 = rooms.filter((r) => r.gradeLevel === 10);
  const grade12 = rooms.find((r) => r.gradeLevel === 12)!;
  const firstRoom = await studentsIn([grade10[0]!.id]);
  grade10First = firstRoom.map((s) => s.id);
  const [a, b, c] = firstRoom;
  passedId = a!.id;
  repeatId = b!.id;
  makeupId = c!.id;
  await yearCard(passedId, grade10[0]!, 0, 17);
  await yearCard(repeatId, grade10[0]!, 5, 8);
  await yearCard(makeupId, grade10[0]!, 1, 12);
  // Everyone else of grade 10 passes too, so the cohort moves on together.
  for (const s of (await studentsIn(grade10.map((r) => r.id))).filter(
    (s) => ![passedId, repeatId, makeupId].includes(s.id),
  )) {
    await yearCard(
      s.id,
      grade10.find((r) => r.id === s.classroomId)!,
      0,
      10 + (s.id % 9),
    );
  }
  const [g] = await studentsIn([grade12.id]);
  graduateId = g!.id;
  await yearCard(graduateId, grade12, 0, 18);
  // Draft term cards of the first grade 10 classroom, computed from the demo's scores.
  const [firstTerm] = await db()
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, yearId))
    .orderBy(asc(terms.ordinal));
  firstTermId = firstTerm!.id;
  await computeReportCards(db(), {
    academicYearId: yearId,
    termId: firstTermId,
    schoolId: schools[0]!,
    classroomId: grade10[0]!.id,
  });
  termCardsBefore = await termCardsOf(grade10[0]!.id, firstTermId);
  const otherRooms = await roomsOf(schools[1]!, yearId);
  otherSchoolBefore = (await studentsIn(otherRooms.map((r) => r.id))).map((s) => ({
    id: s.id,
    classroomId: s.classroomId,
    status: s.status,
  }));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('year rollover', () => {
  it('refuses without the permission (403), another school (404) and malformed input (400 in Persian)', async () => {
    const nobody = await tokenFor('rollover-nobody', ['students.list']);
    for (const url of ['/api/year-rollover/preview', '/api/year-rollover/run'])
      expect((await call('POST', url, nobody, body())).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/year-rollover/undo', nobody, { fromYearId: yearId, schoolId: schools[0] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/year-rollover/close', manager, { academicYearId: yearId })).statusCode,
    ).toBe(403);
    const foreign = await call(
      'POST',
      '/api/year-rollover/preview',
      manager,
      body({ schoolIds: [schools[1]] }),
    );
    expect(foreign.statusCode).toBe(404);
    const foreignUndo = await call('POST', '/api/year-rollover/undo', manager, {
      fromYearId: yearId,
      schoolId: schools[1],
    });
    expect(foreignUndo.statusCode).toBe(404);
    for (const bad of [
      body({ fromYearId: 'x' }),
      body({ placement: 'random' }),
      body({ schoolIds: [] }),
      body({ extra: 1 }),
    ]) {
      const response = await call('POST', '/api/year-rollover/preview', manager, bad);
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[آ-ی]/);
    }
    const badMove = await call(
      'POST',
      '/api/year-rollover/preview',
      manager,
      body({ moves: [{ studentId: passedId, classroomKey: 999_999 }] }),
    );
    expect(badMove.statusCode).toBe(400);
    expect(json<{ message: string }>(badMove).message).toMatch(/جابه‌جایی/);
  });

  it('previews the new year, classrooms and each student step, with a manual move', async () => {
    const grade11 = (await roomsOf(schools[0]!, yearId)).filter((r) => r.gradeLevel === 11);
    const target = grade11[grade11.length - 1]!;
    const response = await call(
      'POST',
      '/api/year-rollover/preview',
      manager,
      body({ moves: [{ studentId: passedId, classroomKey: target.id }] }),
    );
    expect(response.statusCode).toBe(200);
    const data = json<{
      data: {
        toYear: { exists: boolean; title: string; terms: unknown[] };
        schools: { classrooms: unknown[]; students: { id: number; step: string; toKey: number | null }[] }[];
      };
    }>(response).data;
    expect(data.toYear.exists).toBe(false);
    expect(data.toYear.terms).toHaveLength(2);
    const plan = data.schools[0]!;
    expect(plan.classrooms).toHaveLength((await roomsOf(schools[0]!, yearId)).length);
    const step = (id: number) => plan.students.find((s) => s.id === id)!;
    expect(step(passedId)).toMatchObject({ step: 'promoted', toKey: target.id });
    expect(step(repeatId)).toMatchObject({ step: 'repeating', toKey: grade10[0]!.id });
    expect(step(makeupId)).toMatchObject({ step: 'pending', toKey: null });
    expect(step(graduateId)).toMatchObject({ step: 'graduated', toKey: null });
  });

  it('leaves making the next year to the network (403 for a school manager)', async () => {
    const response = await call('POST', '/api/year-rollover/run', manager, body());
    expect(response.statusCode).toBe(403);
    expect(json<{ message: string }>(response).message).toMatch(/سال تحصیلی بعد/);
  });

  let newYearId: number;
  it('runs once: the year, its terms, classrooms, groups and moves; a second run makes nothing', async () => {
    const grade11 = (await roomsOf(schools[0]!, yearId)).filter((r) => r.gradeLevel === 11);
    const target = grade11[grade11.length - 1]!;
    const run = () =>
      call(
        'POST',
        '/api/year-rollover/run',
        admin,
        body({ moves: [{ studentId: passedId, classroomKey: target.id }] }),
      );
    const first = await run();
    expect(first.statusCode).toBe(200);
    const result = json<{ data: { toYearId: number; created: Record<string, number> } }>(first).data;
    newYearId = result.toYearId;
    const oldRooms = await roomsOf(schools[0]!, yearId);
    expect(result.created).toMatchObject({
      academicYears: 1,
      terms: 2,
      classrooms: oldRooms.length,
      studentsGraduated: 1,
    });
    expect(result.created.courseGroups).toBeGreaterThan(0);
    const newRooms = await roomsOf(schools[0]!, newYearId);
    expect(newRooms.map((r) => r.name).sort()).toEqual(oldRooms.map((r) => r.name).sort());
    const byId = async (id: number) => (await db().select().from(students).where(eq(students.id, id)))[0]!;
    const moved = await byId(passedId);
    expect(newRooms.find((r) => r.id === moved.classroomId)).toMatchObject({
      gradeLevel: 11,
      name: target.name,
    });
    const repeater = await byId(repeatId);
    expect(newRooms.find((r) => r.id === repeater.classroomId)).toMatchObject({
      gradeLevel: 10,
      name: grade10[0]!.name,
    });
    expect(await byId(makeupId)).toMatchObject({ classroomId: grade10[0]!.id, status: 'studying' });
    expect((await byId(graduateId)).status).toBe('graduated');
    expect(await db().select().from(terms).where(eq(terms.academicYearId, newYearId))).toHaveLength(2);

    const second = await run();
    expect(second.statusCode).toBe(200);
    const again = json<{ data: { created: Record<string, number> } }>(second).data.created;
    expect(again).toMatchObject({
      academicYears: 0,
      terms: 0,
      classrooms: 0,
      courseGroups: 0,
      scheduleSlots: 0,
      studentsMoved: 0,
      studentsGraduated: 0,
    });
    expect(await roomsOf(schools[0]!, newYearId)).toHaveLength(newRooms.length);
    // The other school's students stayed where they were.
    const otherNow = await db()
      .select()
      .from(students)
      .where(
        inArray(
          students.id,
          otherSchoolBefore.map((s) => s.id),
        ),
      )
      .orderBy(asc(students.id));
    expect(otherNow.map((s) => ({ id: s.id, classroomId: s.classroomId, status: s.status }))).toEqual(
      otherSchoolBefore,
    );
  });

  it("keeps last year's classroom lists: its students list and its sheets still hold the students moved on", async () => {
    const room = grade10[0]!;
    const lister = await tokenFor('rollover-lister', ['students.list']);
    const listed = await call('GET', `/api/students?classroomId=${room.id}&pageSize=100`, lister);
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = json<{ data: { items: { id: number }[] } }>(listed).data.items.map((s) => s.id);
    expect(ids.sort((a, b) => a - b)).toEqual([...grade10First].sort((a, b) => a - b));
    // Most of them are in the new year's classrooms now, and those list them too.
    const moved = await db().select().from(students).where(inArray(students.id, grade10First));
    expect(moved.filter((s) => s.classroomId !== room.id).length).toBeGreaterThan(0);
    const mover = moved.find((s) => s.id === passedId)!;
    const now = await call('GET', `/api/students?classroomId=${mover.classroomId}&pageSize=100`, lister);
    expect(json<{ data: { items: { id: number }[] } }>(now).data.items.map((s) => s.id)).toContain(passedId);

    // Last year's exam sheet of the classroom still has its students (an amendment finds them).
    const [group] = await db()
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.classroomId, room.id))
      .limit(1);
    const [type] = await db().select().from(examTypes).where(eq(examTypes.schoolId, schools[0]!)).limit(1);
    const [term] = await db().select().from(terms).where(eq(terms.academicYearId, yearId)).limit(1);
    const [exam] = await db()
      .insert(exams)
      .values({
        schoolId: schools[0]!,
        academicYearId: yearId,
        title: 'سال گذشته',
        courseGroupIds: [group!.id],
        examTypeId: type!.id,
        termId: term!.id,
        date: term!.startDate,
      })
      .returning();
    const sheet = await call('GET', `/api/exams/${exam!.id}/scores?courseGroupId=${group!.id}`, admin);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const rows = json<{ data: { students: { id: number }[] } }>(sheet).data.students.map((s) => s.id);
    expect(rows.sort((a, b) => a - b)).toEqual(
      moved
        .filter((s) => s.status === 'studying')
        .map((s) => s.id)
        .sort((a, b) => a - b),
    );
    expect(rows).toContain(passedId);
  });

  it("recomputes last year's cards by the classroom of that year: the moved students keep theirs, unchanged", async () => {
    expect(termCardsBefore.map((c) => c.studentId)).toEqual([...grade10First].sort((a, b) => a - b));
    expect(termCardsBefore.some((c) => c.courses.length > 0 && c.average !== null)).toBe(true);
    const moved = await db().select().from(students).where(inArray(students.id, grade10First));
    expect(moved.filter((s) => s.classroomId !== grade10[0]!.id).length).toBeGreaterThan(0);
    const computer = await tokenFor('rollover-cards', ['report-card.add', 'report-card.list']);
    const response = await call('POST', '/api/report-cards/generate', computer, {
      termId: firstTermId,
      classroomId: grade10[0]!.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { students: number; removed: number } }>(response).data).toMatchObject({
      students: grade10First.length,
      removed: 0,
    });
    expect(await termCardsOf(grade10[0]!.id, firstTermId)).toEqual(termCardsBefore);
  });

  it('makes the closed year read-only: engine, attendance and scores refused; an amendment with a reason passes', async () => {
    const close = await call('POST', '/api/year-rollover/close', admin, { academicYearId: yearId });
    expect(close.statusCode).toBe(200);
    const room = grade10[1]!;
    const edit = await call('PATCH', `/api/classrooms/${room.id}`, admin, {
      name: 'تغییر',
      version: room.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(json<{ message: string }>(edit).message).toBe(CLOSED_YEAR_MESSAGE);

    const [group] = await db()
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.classroomId, grade10[0]!.id))
      .limit(1);
    const [period] = await db()
      .select()
      .from(classPeriods)
      .where(eq(classPeriods.schoolId, schools[0]!))
      .limit(1);
    const [term] = await db()
      .select()
      .from(terms)
      .where(eq(terms.academicYearId, yearId))
      .orderBy(asc(terms.ordinal));
    const sheet = await call('POST', '/api/attendance/sheets', admin, {
      clientId: 'closed-year-sheet-1',
      courseGroupId: group!.id,
      classPeriodId: period!.id,
      date: term!.startDate,
      entries: [{ studentId: makeupId, status: 'present' }],
    });
    expect(sheet.statusCode).toBe(409);
    expect(json<{ message: string }>(sheet).message).toBe(CLOSED_YEAR_MESSAGE);

    const [type] = await db().select().from(examTypes).where(eq(examTypes.schoolId, schools[0]!)).limit(1);
    const [exam] = await db()
      .insert(exams)
      .values({
        schoolId: schools[0]!,
        academicYearId: yearId,
        title: 'جبرانی',
        courseGroupIds: [group!.id],
        examTypeId: type!.id,
        termId: term!.id,
        date: term!.startDate,
      })
      .returning();
    const save = (reason?: string, clientId = 'closed-year-score-1', token = admin) =>
      call('POST', `/api/exams/${exam!.id}/scores`, token, {
        clientId,
        courseGroupId: group!.id,
        entries: [{ studentId: makeupId, score: 14 }],
        ...(reason ? { reason } : {}),
      });
    const teacherLike = await tokenFor('rollover-scorer', ['exams.scores', 'exams.all-groups']);
    expect((await save(undefined, 'closed-year-score-0', teacherLike)).statusCode).toBe(409);
    const noReason = await save();
    expect(noReason.statusCode).toBe(400);
    expect(json<{ message: string }>(noReason).message).toMatch(/علت/);
    expect((await save('نمره امتحان جبرانی شهریور', 'closed-year-score-2')).statusCode).toBe(200);
    // Report cards of a closed year are not computed again.
    expect(
      await db()
        .select()
        .from(reportCards)
        .where(and(eq(reportCards.studentId, makeupId), isNull(reportCards.termId))),
    ).toHaveLength(1);
  });

  it('undoes before the new year first attendance, and refuses after it', async () => {
    const undo = () =>
      call('POST', '/api/year-rollover/undo', manager, { fromYearId: yearId, schoolId: schools[0] });
    const first = await undo();
    expect(first.statusCode).toBe(200);
    expect(await roomsOf(schools[0]!, newYearId)).toHaveLength(0);
    const [back] = await db().select().from(students).where(eq(students.id, passedId));
    expect(back!.classroomId).toBe(grade10[0]!.id);
    expect((await db().select().from(students).where(eq(students.id, graduateId)))[0]!.status).toBe(
      'studying',
    );
    expect((await undo()).statusCode).toBe(404);

    expect((await call('POST', '/api/year-rollover/run', manager, body())).statusCode).toBe(200);
    const [rollover] = await db().select().from(yearRollovers).where(eq(yearRollovers.schoolId, schools[0]!));
    const [moved] = await db().select().from(students).where(eq(students.id, passedId));
    const [group] = await db()
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.classroomId, moved!.classroomId!))
      .limit(1);
    const [period] = await db()
      .select()
      .from(classPeriods)
      .where(eq(classPeriods.schoolId, schools[0]!))
      .limit(1);
    await db().insert(attendanceRecords).values({
      schoolId: schools[0]!,
      academicYearId: rollover!.toYearId,
      date: '2030-01-01',
      classPeriodId: period!.id,
      courseGroupId: group!.id,
      classroomId: moved!.classroomId!,
      studentId: passedId,
      status: 'present',
    });
    const refused = await undo();
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toMatch(/حضور و غیاب/);
  });
});
