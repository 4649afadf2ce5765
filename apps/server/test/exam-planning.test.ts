/**
 * The term's exam plan through the API: a row makes (or links) the common exam of every classroom
 * of the grade that has the course, which grade entry then shows; a classroom's second exam in one
 * date and session is refused naming the clash; Fridays, holidays and days outside the term are
 * refused; two exams a day and too many days in a row are warnings only; the row's exam moves and
 * goes with it (not while scored). Also the term's plan as the pages read it, start times of a day,
 * and another school's rows (404), missing permissions (403) and malformed input (400).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYears,
  auditLog,
  calendarEvents,
  classrooms,
  coursePlans,
  courseGroups,
  examPlanItems,
  examScores,
  examSessions,
  examTypes,
  schools,
  students,
  terms,
} from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let plannerB: string;
let reader: string;
let stranger: string;
let schoolA: number;
let schoolB: number;
let term: typeof terms.$inferSelect;
const sessions: Record<'A' | 'B', { morning: number; evening: number }> = {
  A: { morning: 0, evening: 0 },
  B: { morning: 0, evening: 0 },
};
const finals: Record<'A' | 'B', number> = { A: 0, B: 0 };
const courses: Record<string, number> = {};
type Item = Record<string, unknown> & { id: number; version: number };
type Failure = { message: string; code: string; errors?: Record<string, string> };

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A Saturday two weeks into the term, and the days after it (day(6) is a Friday). */
let base = '';
const day = (k: number) => addDays(base, k);

async function created(body: Record<string, unknown>, token = manager): Promise<Item> {
  const response = await call('POST', '/api/exam-planning', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

const row = (course: string, date: string, extra: Record<string, unknown> = {}) => ({
  termId: term.id,
  date,
  examSessionId: sessions.A.morning,
  coursePlanId: courses[course],
  durationMinutes: 90,
  examTypeId: finals.A,
  ...extra,
});

async function groupsOf(schoolId: number, course: string) {
  return (
    await ctx.database.db
      .select({ id: courseGroups.id })
      .from(courseGroups)
      .where(and(eq(courseGroups.schoolId, schoolId), eq(courseGroups.coursePlanId, courses[course]!)))
      .orderBy(asc(courseGroups.id))
  ).map((g) => g.id);
}

async function warnings() {
  const response = await call('GET', `/api/exam-planning/warnings?termId=${term.id}`, manager);
  expect(response.statusCode, response.body).toBe(200);
  return json<{
    data: {
      maxConsecutiveDays: number;
      sameDay: { date: string; titles: string[]; students: number; classrooms: string[]; names: string[] }[];
      consecutive: { from: string; to: string; days: number; students: number; planItemIds: number[] }[];
    };
  }>(response).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  // No demo holiday (22 Bahman falls in the second term's weeks planned here) in the way of the days
  // these tests plan; the holiday test adds its own.
  await db.delete(calendarEvents).where(eq(calendarEvents.kind, 'holiday'));
  const planning = ['exam-planning.list', 'exam-planning.add', 'exam-planning.edit', 'exam-planning.delete'];
  await createUserWith(db, 'planner-b', [...planning, 'exam-session.list', 'exam-types.list'], 1);
  await createUserWith(db, 'plan-reader', ['exam-planning.list'], 0);
  await createUserWith(db, 'plan-stranger', ['exam-session.list'], 0);
  plannerB = (await login(ctx.app, 'planner-b')).accessToken;
  reader = (await login(ctx.app, 'plan-reader')).accessToken;
  stranger = (await login(ctx.app, 'plan-stranger')).accessToken;
  // The demo plan's term (the current one).
  const [demo] = await db.select({ termId: examPlanItems.termId }).from(examPlanItems).limit(1);
  [term] = (await db.select().from(terms).where(eq(terms.id, demo!.termId))) as [typeof terms.$inferSelect];
  base = addDays(term.startDate, 14);
  while (new Date(`${base}T00:00:00Z`).getUTCDay() !== 6) base = addDays(base, 1);
  for (const [key, schoolId] of [
    ['A', schoolA],
    ['B', schoolB],
  ] as const) {
    const rows = await db
      .select()
      .from(examSessions)
      .where(eq(examSessions.schoolId, schoolId))
      .orderBy(asc(examSessions.ordinal));
    sessions[key] = { morning: rows[0]!.id, evening: rows[1]!.id };
    const [final] = await db
      .select({ id: examTypes.id })
      .from(examTypes)
      .where(and(eq(examTypes.schoolId, schoolId), eq(examTypes.countsToward, 'final')));
    finals[key] = final!.id;
  }
  for (const plan of await db.select().from(coursePlans).where(eq(coursePlans.gradeLevel, 12)))
    courses[plan.title] = plan.id;
});
afterAll(() => ctx.close());

describe('a row of the exam plan', () => {
  it('makes the common exam of every classroom of the grade that has the course, seen by grade entry', async () => {
    const item = await created(row('ریاضی ۳', day(0)));
    expect(item).toMatchObject({ title: 'ریاضی ۳', gradeLevel: '12', termId: term.id });
    const groups = await groupsOf(schoolA, 'ریاضی ۳');
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const exam = json<{ data: Item }>(await call('GET', `/api/exams/${String(item.examId)}`, manager)).data;
    expect(exam).toMatchObject({
      date: day(0),
      termId: term.id,
      examTypeId: finals.A,
      courseGroupIds: groups,
    });
    // Grade entry opens its score sheet for each group of the exam.
    const sheet = await call(
      'GET',
      `/api/exams/${String(item.examId)}/scores?courseGroupId=${groups[1]}`,
      manager,
    );
    expect(sheet.statusCode, sheet.body).toBe(200);
  });

  it('links the exam already set for those groups that day instead of making another', async () => {
    const groups = await groupsOf(schoolA, 'فیزیک ۳');
    const hand = await call('POST', '/api/exams', manager, {
      title: 'فیزیک ۳ دستی',
      courseGroupIds: [groups[0]],
      examTypeId: finals.A,
      date: day(1),
    });
    expect(hand.statusCode, hand.body).toBe(201);
    const handId = json<{ data: Item }>(hand).data.id;
    const item = await created(row('فیزیک ۳', day(1)));
    expect(item.examId).toBe(handId);
    const exam = json<{ data: Item }>(await call('GET', `/api/exams/${handId}`, manager)).data;
    expect(exam.courseGroupIds).toEqual(groups);
    expect(exam.termId).toBe(term.id);
  });

  it('refuses a second exam of a classroom in one date and session, naming the classrooms and the exam', async () => {
    const response = await call('POST', '/api/exam-planning', manager, row('شیمی ۳', day(0)));
    expect(response.statusCode, response.body).toBe(409);
    const body = json<Failure>(response);
    expect(body.message).toContain('کلاس‌های ۱۲۱، ۱۲۲');
    expect(body.message).toContain('«ریاضی ۳»');
    expect(body.message).toContain('صبح');
    expect(body.errors).toHaveProperty('date');
    expect(body.errors).toHaveProperty('examSessionId');
  });

  it('takes the afternoon of the same day, and warns of two exams that day without refusing', async () => {
    await created(row('شیمی ۳', day(0), { examSessionId: sessions.A.evening }));
    const { sameDay } = await warnings();
    const twice = sameDay.find((w) => w.date === day(0));
    expect(twice).toMatchObject({ titles: ['ریاضی ۳', 'شیمی ۳'], classrooms: ['121', '122'] });
    expect(twice!.students).toBe(24);
    expect(twice!.names).toHaveLength(5);
  });

  it("warns of more exam days in a row than the school's setting allows", async () => {
    const literature = await created(row('ادبیات فارسی ۳', day(2)));
    const run = (await warnings()).consecutive.find((w) => w.from === day(0));
    expect(run).toMatchObject({ to: day(2), days: 3, students: 24 });
    expect(run!.planItemIds).toContain(literature.id);
    await ctx.database.db.update(schools).set({ examMaxConsecutiveDays: 3 }).where(eq(schools.id, schoolA));
    const relaxed = await warnings();
    expect(relaxed.maxConsecutiveDays).toBe(3);
    expect(relaxed.consecutive.find((w) => w.from === day(0))).toBeUndefined();
    await ctx.database.db
      .update(schools)
      .set({ examMaxConsecutiveDays: null })
      .where(eq(schools.id, schoolA));
  });

  it('refuses a Friday and a holiday of the school calendar', async () => {
    const friday = await call('POST', '/api/exam-planning', manager, row('عربی ۳', day(6)));
    expect(friday.statusCode).toBe(409);
    expect(json<Failure>(friday).message).toContain('جمعه');
    const holiday = await call('POST', '/api/calendar-events', manager, {
      title: 'تعطیلی آزمایشی',
      kind: 'holiday',
      startDate: day(7),
      endDate: day(8),
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const refused = await call('POST', '/api/exam-planning', manager, row('عربی ۳', day(8)));
    expect(refused.statusCode).toBe(409);
    expect(json<Failure>(refused).errors?.date).toContain('«تعطیلی آزمایشی»');
    await created(row('عربی ۳', day(9)));
  });

  it('refuses a day outside the term, a term of another year and a course without groups in the grade', async () => {
    const late = await call(
      'POST',
      '/api/exam-planning',
      manager,
      row('زبان انگلیسی ۳', addDays(term.endDate, 1)),
    );
    expect(late.statusCode).toBe(400);
    expect(json<Failure>(late).errors?.date).toContain(term.title);

    const db = ctx.database.db;
    const [year] = await db
      .insert(academicYears)
      .values({ title: '1390-1391', startDate: '2011-09-23', endDate: '2012-09-21' })
      .returning();
    const [old] = await db
      .insert(terms)
      .values({
        academicYearId: year!.id,
        title: 'نوبت قدیم',
        ordinal: 1,
        startDate: '2011-09-23',
        endDate: '2012-01-20',
      })
      .returning();
    const otherYear = await call(
      'POST',
      '/api/exam-planning',
      manager,
      row('زبان انگلیسی ۳', day(3), { termId: old!.id }),
    );
    expect(otherYear.statusCode).toBe(400);
    expect(json<Failure>(otherYear).errors).toHaveProperty('termId');

    const [lonely] = await db
      .insert(coursePlans)
      .values({ title: 'نجوم ۳', code: 'X1203', gradeLevel: 12, units: 1, grading: 'numeric' })
      .returning();
    const noGroups = await call('POST', '/api/exam-planning', manager, {
      ...row('زبان انگلیسی ۳', day(3)),
      coursePlanId: lonely!.id,
    });
    expect(noGroups.statusCode).toBe(400);
    expect(json<Failure>(noGroups).errors?.coursePlanId).toContain('گروه درسی ندارد');
  });

  it('refuses malformed input with Persian messages', async () => {
    const bad = await call('POST', '/api/exam-planning', manager, {
      ...row('زبان انگلیسی ۳', day(3)),
      durationMinutes: 'زیاد',
      date: '2027-13-45',
      termId: undefined,
    });
    expect(bad.statusCode).toBe(400);
    const errors = json<Failure>(bad).errors!;
    expect(Object.keys(errors).sort()).toEqual(['date', 'durationMinutes', 'termId']);
    for (const message of Object.values(errors)) expect(message).toMatch(/[\u0600-\u06FF]/);
    const tooLong = await call(
      'POST',
      '/api/exam-planning',
      manager,
      row('زبان انگلیسی ۳', day(3), { durationMinutes: 400 }),
    );
    expect(json<Failure>(tooLong).errors?.durationMinutes).toContain('۳۰۰');
  });

  it("moves the row's exam with it, audited, and removes it with the row", async () => {
    const item = await created(row('زبان انگلیسی ۳', day(3)));
    const moved = await call('PATCH', `/api/exam-planning/${item.id}`, manager, { version: 1, date: day(4) });
    expect(moved.statusCode, moved.body).toBe(200);
    const exam = json<{ data: Item }>(await call('GET', `/api/exams/${String(item.examId)}`, manager)).data;
    expect(exam.date).toBe(day(4));
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exams'), eq(auditLog.entityId, Number(item.examId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'update', after: { date: day(4) } });
    // Only the plan moves a planned exam: the exam's own form says where to do it.
    const direct = await call('PATCH', `/api/exams/${String(item.examId)}`, manager, {
      version: exam.version,
      date: day(5),
    });
    expect(direct.statusCode).toBe(400);
    expect(json<Failure>(direct).errors?.date).toContain('برنامه امتحانی');

    expect((await call('DELETE', `/api/exam-planning/${item.id}`, manager)).statusCode).toBe(200);
    expect((await call('GET', `/api/exams/${String(item.examId)}`, manager)).statusCode).toBe(404);
    const [removed] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exams'), eq(auditLog.entityId, Number(item.examId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(removed).toMatchObject({ action: 'delete', before: { title: `زبان انگلیسی ۳ — ${term.title}` } });
  });

  it('keeps a row whose exam has scores, and says why', async () => {
    const item = await created(row('زبان انگلیسی ۳', day(10)));
    const db = ctx.database.db;
    const [group] = await groupsOf(schoolA, 'زبان انگلیسی ۳');
    const [room] = await db.select().from(courseGroups).where(eq(courseGroups.id, group!));
    const [student] = await db
      .select()
      .from(students)
      .where(eq(students.classroomId, room!.classroomId))
      .limit(1);
    await db.insert(examScores).values({
      schoolId: schoolA,
      examId: Number(item.examId),
      studentId: student!.id,
      courseGroupId: group!,
      score: 17,
    });
    const refused = await call('DELETE', `/api/exam-planning/${item.id}`, manager);
    expect(refused.statusCode).toBe(409);
    expect(json<Failure>(refused).message).toContain('نمره');
    expect((await call('GET', `/api/exam-planning/${item.id}`, manager)).statusCode).toBe(200);
  });

  it("hides another school's rows (404), refuses its sessions (400) and users without the permission (403)", async () => {
    const other = await created(
      {
        termId: term.id,
        date: day(0),
        examSessionId: sessions.B.morning,
        coursePlanId: courses['ریاضی ۳'],
        durationMinutes: 90,
        examTypeId: finals.B,
      },
      plannerB,
    );
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { version: 1, durationMinutes: 60 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/exam-planning/${other.id}`, manager, payload);
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    const foreign = await call(
      'POST',
      '/api/exam-planning',
      manager,
      row('عربی ۳', day(11), { examSessionId: sessions.B.morning }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(json<Failure>(foreign).errors).toHaveProperty('examSessionId');

    expect((await call('POST', '/api/exam-planning', reader, row('عربی ۳', day(11)))).statusCode).toBe(403);
    for (const url of [
      `/api/exam-planning/term?termId=${term.id}`,
      `/api/exam-planning/warnings?termId=${term.id}`,
    ])
      expect((await call('GET', url, stranger)).statusCode, url).toBe(403);
  });
});

describe("the term's plan as the pages read it", () => {
  it("lists the term's rows in order with their start and end times and classrooms", async () => {
    const response = await call('GET', `/api/exam-planning/term?termId=${term.id}&gradeLevel=11`, reader);
    expect(response.statusCode, response.body).toBe(200);
    const plan = json<{
      data: {
        school: { name: string };
        term: { title: string };
        sessions: { title: string; defaultStartTime: string }[];
        rows: {
          date: string;
          title: string;
          startTime: string;
          endTime: string;
          classrooms: string[];
          gradeLevel: number;
        }[];
      };
    }>(response).data;
    expect(plan.school.name).toBe('دبیرستان پسرانه فرهنگ');
    expect(plan.term.title).toBe(term.title);
    expect(plan.sessions.map((s) => [s.title, s.defaultStartTime])).toEqual([
      ['صبح', '08:00'],
      ['عصر', '14:00'],
    ]);
    expect(plan.rows.map((r) => r.title)).toEqual(['ریاضی ۲', 'فیزیک ۲', 'ادبیات فارسی ۲', 'زبان انگلیسی ۲']);
    expect(plan.rows.every((r) => r.gradeLevel === 11)).toBe(true);
    expect([...plan.rows.map((r) => r.date)].sort()).toEqual(plan.rows.map((r) => r.date));
    // The demo's last morning starts at 07:30 (a start time of that day); the others at the session's.
    expect(plan.rows.map((r) => r.startTime)).toEqual(['08:00', '08:00', '08:00', '07:30']);
    expect(plan.rows[0]).toMatchObject({ endTime: '09:40', classrooms: ['111', '112'] });
  });

  it("shows a school only its own rows, and refuses a bad grade, a bad term id and another year's term", async () => {
    const mine = json<{ data: { rows: { title: string }[] } }>(
      await call('GET', `/api/exam-planning/term?termId=${term.id}&gradeLevel=12`, plannerB),
    ).data.rows;
    expect(mine.map((r) => r.title)).toEqual(['ریاضی ۳']);
    const grade = await call('GET', `/api/exam-planning/term?termId=${term.id}&gradeLevel=13`, reader);
    expect(grade.statusCode).toBe(400);
    expect(json<Failure>(grade).message).toMatch(/[\u0600-\u06FF]/);
    expect((await call('GET', '/api/exam-planning/term?termId=abc', reader)).statusCode).toBe(400);
    // Without a term: today's (or the next, or the last), with the year's terms for the picker.
    const first = json<{ data: { term: { id: number }; terms: { id: number; title: string }[] } }>(
      await call('GET', '/api/exam-planning/term', reader),
    ).data;
    expect(first.terms.map((t) => t.title)).toEqual(['نوبت اول', 'نوبت دوم']);
    expect(first.terms.map((t) => t.id)).toContain(first.term.id);
    expect((await call('GET', '/api/exam-planning/warnings', reader)).statusCode).toBe(400);
    const [old] = await ctx.database.db.select().from(terms).where(eq(terms.title, 'نوبت قدیم'));
    expect((await call('GET', `/api/exam-planning/term?termId=${old!.id}`, reader)).statusCode).toBe(404);
    expect((await call('GET', `/api/exam-planning/warnings?termId=${old!.id}`, reader)).statusCode).toBe(404);
  });
});

describe("a day's start time", () => {
  it('is one per date and session, inside the academic year', async () => {
    const body = { date: day(2), examSessionId: sessions.A.morning, startTime: '۰۷:۴۵' };
    const first = await call('POST', '/api/exam-start-time', manager, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(json<{ data: Item }>(first).data.startTime).toBe('07:45');
    const again = await call('POST', '/api/exam-start-time', manager, body);
    expect(again.statusCode).toBe(409);
    expect(json<Failure>(again).errors).toHaveProperty('date');
    const outside = await call('POST', '/api/exam-start-time', manager, { ...body, date: '2011-10-01' });
    expect(outside.statusCode).toBe(400);
    const plan = json<{ data: { rows: { title: string; startTime: string }[] } }>(
      await call('GET', `/api/exam-planning/term?termId=${term.id}&gradeLevel=12`, manager),
    ).data.rows;
    expect(plan.find((r) => r.title === 'ادبیات فارسی ۳')?.startTime).toBe('07:45');
  });
});

describe('the classrooms of grade 12 in the demo', () => {
  it('are two, 121 and 122, each with twelve students (what the counts above rely on)', async () => {
    const rooms = await ctx.database.db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(and(eq(classrooms.schoolId, schoolA), eq(classrooms.gradeLevel, 12)))
      .orderBy(asc(classrooms.name));
    expect(rooms.map((r) => r.name)).toEqual(['121', '122']);
  });
});
