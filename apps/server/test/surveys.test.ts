/**
 * Teacher surveys: a survey and its questions on the engine, codes issued per classroom (only their
 * hashes kept), the public page's open and answer (a wrong, spent or malformed code refused in
 * Persian; two submissions of one code at once: one stored), the window, the reports' five-answer
 * threshold enforced on the server, a teacher's own report, 403, another school's 404, and the
 * schema: no code or answer row can hold a student; migration 0042's role defaults.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_ROLES, isoDateIn, SURVEY_ERROR_CODES } from '@school/shared';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import {
  classrooms,
  courseGroups,
  roles,
  students,
  surveyAnswers,
  surveyCodes,
  surveyGroups,
  teachers,
  users,
} from '../src/db/schema';
import { hashSurveyCode } from '../src/modules/surveys/survey-codes';
import { ADDRESS_LIMIT_MESSAGE, ATTEMPTS_PER_ADDRESS } from '../src/modules/surveys/public-survey-routes';
import { GUESS_BUDGET } from '../src/modules/surveys/guess-guard';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let outsider: string;
let schoolA: number;
let roomId: number;
let roomName: string;
let roomB: number;
let ballotTeachers: number[];
/** A survey open today with two questions on the classroom, and its codes. */
let survey: { id: number; version: number };
let items: number[];
let codes: string[];
let address = 0;

type Row = Record<string, unknown> & { id: number; version: number };
const day = (offset: number) => isoDateIn(new Date(Date.now() + offset * 86_400_000));

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

/** A public request from an address of its own (the per-address limit is tested on its own). */
const visit = (
  method: string,
  url: string,
  payload?: unknown,
  ip = `10.9.${address >> 8}.${address++ & 255}`,
) => ctx.app.inject({ method: method as 'GET', url, payload: payload as object, remoteAddress: ip });

async function created(url: string, body: unknown, token = manager): Promise<Row> {
  const response = await call('POST', url, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Row }>(response).data;
}

async function makeSurvey(title: string, classroomIds: number[], opensOn = day(0), closesOn = day(10)) {
  const row = await created('/api/survey-groups', { title, opensOn, closesOn, classroomIds });
  const questions = [];
  for (const question of ['دبیر درس را روشن توضیح می‌دهد.', 'دبیر به پرسش‌ها با حوصله پاسخ می‌دهد.'])
    questions.push((await created('/api/survey-items', { surveyGroupId: row.id, question })).id);
  return { survey: row, items: questions };
}

async function issue(surveyId: number, classroomIds?: number[]) {
  const response = await call('POST', '/api/survey-hashes', manager, {
    surveyGroupId: surveyId,
    classroomIds,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { classrooms: { classroomId: number; codes: string[]; voided: number }[] } }>(response)
    .data.classrooms;
}

const fullAnswers = (score = 4, itemIds = items, teacherIds = ballotTeachers) =>
  teacherIds.flatMap((teacherId) => itemIds.map((itemId) => ({ teacherId, itemId, score })));

const answer = (surveyId: number, code: string, answers = fullAnswers(), ip?: string) =>
  visit('POST', `/api/public/surveys/${surveyId}/answers`, { code, answers }, ip);

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  manager = (await login(ctx.app, 'manager')).accessToken;
  const schools = await schoolIds(db);
  schoolA = schools[0]!;
  await createUserWith(db, 'survey-outsider', ['students.list'], 0);
  outsider = (await login(ctx.app, 'survey-outsider')).accessToken;
  // A classroom of the first school with teachers and students, and one of the second school.
  const [room] = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(eq(classrooms.schoolId, schoolA))
    .orderBy(classrooms.id)
    .limit(1);
  roomId = room!.id;
  roomName = room!.name;
  [{ id: roomB }] = (await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(eq(classrooms.schoolId, schools[1]!))
    .limit(1)) as [{ id: number }];
  ballotTeachers = [
    ...new Set(
      (
        await db
          .select({ id: courseGroups.teacherId })
          .from(courseGroups)
          .where(and(eq(courseGroups.classroomId, roomId), sql`${courseGroups.teacherId} is not null`))
      ).map((r) => r.id!),
    ),
  ];
  expect(ballotTeachers.length).toBeGreaterThan(1);
  ({ survey, items } = await makeSurvey('نظرسنجی آزمایشی', [roomId]));
  codes = (await issue(survey.id))[0]!.codes;
});
afterAll(() => ctx.close());

describe('surveys and questions on the engine', () => {
  it('keeps a window in order and at most sixty days, and questions in order', async () => {
    const backwards = await call('POST', '/api/survey-groups', manager, {
      title: 'پنجره وارونه',
      opensOn: day(5),
      closesOn: day(1),
      classroomIds: [roomId],
    });
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards).errors).toMatchObject({ closesOn: 'پایان پاسخ‌گویی نباید پیش از آغاز آن باشد.' });
    const long = await call('POST', '/api/survey-groups', manager, {
      title: 'پنجره بلند',
      opensOn: day(0),
      closesOn: day(60),
      classroomIds: [roomId],
    });
    expect(long.statusCode).toBe(400);
    expect(json<{ message: string }>(long).message).toContain('۶۰ روز');
    const list = await call(
      'GET',
      `/api/survey-items?surveyGroupId=${survey.id}&sort=sortOrder:asc`,
      manager,
    );
    expect(json<{ data: { items: Row[] } }>(list).data.items.map((i) => [i.id, i.sortOrder])).toEqual([
      [items[0], 1],
      [items[1], 2],
    ]);
  });

  it("refuses another school's classroom for a survey, and another school's survey for a question", async () => {
    const response = await call('POST', '/api/survey-groups', manager, {
      title: 'کلاس مدرسه دیگر',
      opensOn: day(0),
      closesOn: day(3),
      classroomIds: [roomB],
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toHaveProperty('classroomIds');
  });
});

describe('codes', () => {
  it('issues one code per student of the classroom, keeping only hashes and no student', async () => {
    const { db } = ctx.database;
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(and(eq(students.classroomId, roomId), eq(students.status, 'studying')))) as [{ n: number }];
    expect(codes).toHaveLength(n);
    expect(new Set(codes).size).toBe(n);
    for (const code of codes) expect(code).toMatch(/^[2-9]{16}$/);
    const rows = await db.select().from(surveyCodes).where(eq(surveyCodes.surveyGroupId, survey.id));
    expect(rows.map((r) => r.codeHash).sort()).toEqual(codes.map(hashSurveyCode).sort());
    // No copy of a code in the clear anywhere in the database.
    const found = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from survey_codes where code_hash = ${codes[0]!}`,
    );
    expect(found[0]!.n).toBe(0);
    const overview = await call('GET', `/api/survey-hashes?surveyGroupId=${survey.id}`, manager);
    expect(json<{ data: { classrooms: unknown[] } }>(overview).data.classrooms).toEqual([
      { classroomId: roomId, classroomName: roomName, students: n, issued: n, spent: 0 },
    ]);
  });

  it('has no column for a student, a user or a time in the code and answer tables', () => {
    for (const table of [surveyCodes, surveyAnswers]) {
      const columns = Object.values(getTableColumns(table)).map((c) => c.name);
      expect(columns.filter((c) => /student|user|created|updated|_at$|_by$|code_id/.test(c))).toEqual([]);
    }
    expect(
      Object.values(getTableColumns(surveyAnswers))
        .map((c) => c.name)
        .sort(),
    ).toEqual(
      ['classroom_id', 'id', 'school_id', 'score', 'survey_group_id', 'survey_item_id', 'teacher_id'].sort(),
    );
    expect(
      Object.values(getTableColumns(surveyCodes))
        .map((c) => c.name)
        .sort(),
    ).toEqual(['classroom_id', 'code_hash', 'id', 'school_id', 'spent', 'survey_group_id'].sort());
  });
});

describe('the public page', () => {
  it('shows the survey, and opens it with a code (Persian digits and spaces read) to its ballot', async () => {
    const head = await visit('GET', `/api/public/surveys/${survey.id}`);
    expect(head.statusCode).toBe(200);
    expect(json(head).data).toMatchObject({ title: 'نظرسنجی آزمایشی', state: 'open' });
    const typed = codes[0]!.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!).replace(/(.{4})/g, '$1 ');
    const opened = await visit('POST', `/api/public/surveys/${survey.id}/open`, { code: typed });
    expect(opened.statusCode, opened.body).toBe(200);
    const ballot = json<{
      data: { classroomName: string; teachers: { id: number }[]; items: { id: number }[] };
    }>(opened).data;
    expect(ballot.classroomName).toBe(roomName);
    expect(ballot.teachers.map((t) => t.id).sort()).toEqual([...ballotTeachers].sort());
    expect(ballot.items.map((i) => i.id)).toEqual(items);
  });

  it('refuses a wrong or malformed code in Persian, and an unknown survey with 404', async () => {
    const wrong = await visit('POST', `/api/public/surveys/${survey.id}/open`, { code: '2222333344445555' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ code: SURVEY_ERROR_CODES.wrongCode });
    expect(json<{ message: string }>(wrong).message).toContain('این کد درست نیست');
    for (const code of ['123', '0000111122223333', 'abcd efgh ijkl mnop', 7]) {
      const malformed = await visit('POST', `/api/public/surveys/${survey.id}/open`, { code });
      expect(malformed.statusCode, String(code)).toBe(400);
      expect(json<{ errors: { code: string } }>(malformed).errors.code).toContain('۱۶ رقم');
    }
    const unknown = await visit('GET', '/api/public/surveys/999999');
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe('نظرسنجی یافت نشد.');
    const badId = await visit('GET', '/api/public/surveys/abc');
    expect(badId.statusCode).toBe(400);
  });

  it('refuses answers that leave out a teacher or a question, or score off the scale', async () => {
    const code = codes[1]!;
    const missing = await answer(survey.id, code, fullAnswers().slice(1));
    expect(missing.statusCode).toBe(400);
    expect(json<{ message: string }>(missing).message).toBe('به همه پرسش‌ها برای همه دبیران پاسخ دهید.');
    const offScale = await answer(survey.id, code, fullAnswers(6));
    expect(offScale.statusCode).toBe(400);
    const stranger = await answer(survey.id, code, [
      ...fullAnswers(),
      { teacherId: 999_999, itemId: items[0]!, score: 3 },
    ]);
    expect(stranger.statusCode).toBe(400);
    // The code is still good after refusals.
    const [row] = await ctx.database.db
      .select({ spent: surveyCodes.spent })
      .from(surveyCodes)
      .where(eq(surveyCodes.codeHash, hashSurveyCode(code)));
    expect(row!.spent).toBe(false);
  });

  it('takes one submission per code, then refuses it as spent', async () => {
    const code = codes[1]!;
    const first = await answer(survey.id, code);
    expect(first.statusCode, first.body).toBe(200);
    const again = await answer(survey.id, code);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: SURVEY_ERROR_CODES.spentCode });
    expect(json<{ message: string }>(again).message).toContain('هر کد فقط یک بار');
    const reopen = await visit('POST', `/api/public/surveys/${survey.id}/open`, { code });
    expect(reopen.statusCode).toBe(409);
  });

  it('stores exactly one of many simultaneous submissions of one code', async () => {
    const { db } = ctx.database;
    const code = codes[2]!;
    const count = async () =>
      (
        (await db
          .select({ n: sql<number>`count(*)::int` })
          .from(surveyAnswers)
          .where(eq(surveyAnswers.surveyGroupId, survey.id))) as [{ n: number }]
      )[0].n;
    const before = await count();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => answer(survey.id, code, fullAnswers(5))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await count()) - before).toBe(fullAnswers().length);
  });

  it('refuses codes before the window opens and after it closes', async () => {
    const later = await makeSurvey('نظرسنجی آینده', [roomId], day(3), day(8));
    const laterCodes = (await issue(later.survey.id))[0]!.codes;
    const early = await answer(later.survey.id, laterCodes[0]!, fullAnswers(3, later.items));
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ code: SURVEY_ERROR_CODES.notOpen });
    expect(json<{ message: string }>(early).message).toMatch(/آغاز می‌شود/);
    // Moved into the past: closed.
    const moved = await call('PATCH', `/api/survey-groups/${later.survey.id}`, manager, {
      opensOn: day(-9),
      closesOn: day(-1),
      version: later.survey.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const closed = await answer(later.survey.id, laterCodes[0]!, fullAnswers(3, later.items));
    expect(closed.statusCode).toBe(409);
    expect(json(closed)).toMatchObject({ code: SURVEY_ERROR_CODES.closed });
    expect(json<{ message: string }>(closed).message).toBe('مهلت پاسخ به این نظرسنجی به پایان رسیده است.');
    const reissue = await call('POST', '/api/survey-hashes', manager, { surveyGroupId: later.survey.id });
    expect(reissue.statusCode).toBe(409);
  });
});

describe('reports', () => {
  async function teacherReport(surveyId: number, teacherId: number, token = manager) {
    const response = await call(
      'GET',
      `/api/survey-reports/teacher?surveyGroupId=${surveyId}&teacherId=${teacherId}`,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: { report: Record<string, unknown> } }>(response).data.report;
  }
  async function classroomReport(surveyId: number) {
    const response = await call(
      'GET',
      `/api/survey-reports/classroom?surveyGroupId=${surveyId}&classroomId=${roomId}`,
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: { report: Record<string, unknown> } }>(response).data.report;
  }

  it('show no figure below five answers, and every figure from the fifth', async () => {
    const { survey: s, items: its } = await makeSurvey('نظرسنجی آستانه', [roomId]);
    const mine = (await issue(s.id))[0]!.codes;
    const scores = [5, 4, 4, 3, 2];
    for (const [i, score] of scores.slice(0, 4).entries()) {
      expect((await answer(s.id, mine[i]!, fullAnswers(score, its))).statusCode).toBe(200);
      // Nothing but "not enough" leaves the server: no count, no average, no spread.
      expect(await teacherReport(s.id, ballotTeachers[0]!)).toEqual({ enough: false });
      expect(await classroomReport(s.id)).toEqual({ enough: false });
    }
    expect((await answer(s.id, mine[4]!, fullAnswers(scores[4], its))).statusCode).toBe(200);
    const teacher = await teacherReport(s.id, ballotTeachers[0]!);
    expect(teacher).toMatchObject({
      enough: true,
      respondents: 5,
      answers: 10,
      average: 3.6,
      distribution: [0, 2, 2, 4, 2],
    });
    expect(
      (teacher.items as { average: number; answers: number }[]).map((i) => [i.answers, i.average]),
    ).toEqual([
      [5, 3.6],
      [5, 3.6],
    ]);
    const room = await classroomReport(s.id);
    expect(room).toMatchObject({ enough: true, respondents: 5, average: 3.6 });
    expect((room.teachers as { teacherId: number; answers: number }[]).map((t) => t.answers)).toEqual(
      ballotTeachers.map(() => 10),
    );
  });

  it('lets a teacher read only their own report, when given the permission', async () => {
    const { db } = ctx.database;
    const teacherId = ballotTeachers[0]!;
    const userId = await createUserWith(db, 'survey-teacher', ['survey-reports.own'], 0);
    await db.update(teachers).set({ userId }).where(eq(teachers.id, teacherId));
    const token = (await login(ctx.app, 'survey-teacher')).accessToken;
    const own = await call('GET', `/api/survey-reports/teacher?surveyGroupId=${survey.id}`, token);
    expect(own.statusCode, own.body).toBe(200);
    expect(json<{ data: { teacher: { id: number }; teachers: unknown[] } }>(own).data).toMatchObject({
      teacher: { id: teacherId },
      teachers: [{ id: teacherId }],
    });
    const other = await call(
      'GET',
      `/api/survey-reports/teacher?surveyGroupId=${survey.id}&teacherId=${ballotTeachers[1]}`,
      token,
    );
    expect(other.statusCode).toBe(404);
    const room = await call(
      'GET',
      `/api/survey-reports/classroom?surveyGroupId=${survey.id}&classroomId=${roomId}`,
      token,
    );
    expect(room.statusCode).toBe(403);
    await db.update(teachers).set({ userId: null }).where(eq(teachers.id, teacherId));
    await db
      .delete(users)
      .where(eq(users.id, userId))
      .catch(() => undefined);
  });
});

describe('access', () => {
  it('refuses users without the permission (403)', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/survey-hashes?surveyGroupId=${survey.id}`],
      ['POST', '/api/survey-hashes', { surveyGroupId: survey.id }],
      ['GET', `/api/survey-reports/teacher?surveyGroupId=${survey.id}`],
      ['GET', `/api/survey-reports/classroom?surveyGroupId=${survey.id}`],
      ['GET', '/api/survey-groups'],
      ['POST', '/api/survey-items', { surveyGroupId: survey.id, question: 'پرسش' }],
    ] as const) {
      const response = await call(method, url, outsider, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 404 for another school's survey, and 400 for malformed input", async () => {
    const { db } = ctx.database;
    const [roomOfB] = await db.select().from(classrooms).where(eq(classrooms.id, roomB));
    const [other] = await db
      .insert(surveyGroups)
      .values({
        schoolId: roomOfB!.schoolId,
        academicYearId: roomOfB!.academicYearId,
        title: 'نظرسنجی مدرسه دوم',
        opensOn: day(0),
        closesOn: day(5),
        classroomIds: [roomB],
      })
      .returning();
    for (const url of [
      `/api/survey-hashes?surveyGroupId=${other!.id}`,
      `/api/survey-reports/teacher?surveyGroupId=${other!.id}`,
      `/api/survey-reports/classroom?surveyGroupId=${other!.id}`,
      `/api/survey-groups/${other!.id}`,
    ]) {
      expect((await call('GET', url, manager)).statusCode, url).toBe(404);
    }
    expect((await call('POST', '/api/survey-hashes', manager, { surveyGroupId: other!.id })).statusCode).toBe(
      404,
    );
    const foreignClassroom = await call('POST', '/api/survey-hashes', manager, {
      surveyGroupId: survey.id,
      classroomIds: [roomB],
    });
    expect(foreignClassroom.statusCode).toBe(400);
    for (const [method, url, body] of [
      ['GET', '/api/survey-hashes?surveyGroupId=abc'],
      ['GET', '/api/survey-hashes'],
      ['POST', '/api/survey-hashes', { surveyGroupId: 'x' }],
      ['POST', '/api/survey-hashes', { surveyGroupId: survey.id, classroomIds: 'all' }],
      ['GET', `/api/survey-reports/teacher?surveyGroupId=${survey.id}&teacherId=-1`],
    ] as const) {
      const response = await call(method, url, manager, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('rate limits', () => {
  it('holds an address to its attempts a minute, in Persian', async () => {
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i <= ATTEMPTS_PER_ADDRESS; i++) {
      const response = await visit('POST', `/api/public/surveys/${survey.id}/open`, { code: '123' }, ip);
      statuses.push(response.statusCode);
      last = response.body;
    }
    expect(statuses.slice(0, ATTEMPTS_PER_ADDRESS).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(JSON.parse(last)).toMatchObject({ success: false, message: ADDRESS_LIMIT_MESSAGE });
  });

  it('stops taking any code for a survey once its wrong codes of the minute are used up', async () => {
    const { survey: s, items: its } = await makeSurvey('نظرسنجی حدس', [roomId]);
    const good = (await issue(s.id))[0]!.codes;
    for (let i = 0; i < GUESS_BUDGET; i++) {
      const wrong = await visit('POST', `/api/public/surveys/${s.id}/open`, { code: '9999888877776666' });
      expect(wrong.statusCode).toBe(400);
    }
    // A right code, from a fresh address, is not even looked at until the minute is over.
    const held = await answer(s.id, good[0]!, fullAnswers(3, its));
    expect(held.statusCode).toBe(429);
    expect(json<{ message: string }>(held).message).toContain('کدهای نادرست زیادی');
    // Other surveys are not held back.
    expect((await answer(survey.id, codes[3]!)).statusCode).toBe(200);
    // A minute later the survey takes codes again.
    await ctx.database.db.execute(
      sql`update survey_guess_windows set window_start = window_start - interval '61 seconds' where survey_group_id = ${s.id}`,
    );
    expect((await answer(s.id, good[0]!, fullAnswers(3, its))).statusCode).toBe(200);
  });
});

describe('migration 0042', () => {
  it("gives built-in teachers, managers and training deputies a teacher's own report, sparing edited roles", async () => {
    const { db } = ctx.database;
    const held = async (name: string) => (await db.select().from(roles).where(eq(roles.name, name)))[0]!;
    const without = (permissions: string[]) => permissions.filter((p) => p !== 'survey-reports.own');
    const teacher = await held(BUILT_IN_ROLES.teacher);
    const deputy = await held(BUILT_IN_ROLES.trainingDeputy);
    // As before the migration; a network edited its training deputy (version 2) and keeps its choice.
    await db
      .update(roles)
      .set({ permissions: without(teacher.permissions) })
      .where(eq(roles.id, teacher.id));
    await db
      .update(roles)
      .set({ permissions: without(deputy.permissions), version: 2 })
      .where(eq(roles.id, deputy.id));
    const file = path.join(import.meta.dirname, '../drizzle/0042_survey_report_role_defaults.sql');
    for (let run = 0; run < 2; run++) await db.execute(sql.raw(readFileSync(file, 'utf8')));
    const own = async (name: string) =>
      (await held(name)).permissions.filter((p) => p === 'survey-reports.own');
    expect(await own(BUILT_IN_ROLES.teacher)).toEqual(['survey-reports.own']);
    expect(await own(BUILT_IN_ROLES.schoolManager)).toEqual(['survey-reports.own']);
    expect(await own(BUILT_IN_ROLES.trainingDeputy)).toEqual([]);
    expect(await own(BUILT_IN_ROLES.clerk)).toEqual([]);
  });
});
