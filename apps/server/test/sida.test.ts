/**
 * Sida through the API, against a local fake Sida server for the HTTP connector: a class list from a
 * Sida file (columns matched by synonyms, a misnamed one fixed by the mapping, a preview before
 * anything is written, re-importing the same file writes nothing), and from Sida over HTTP; results
 * into Sida report cards; the record check, the upload sheet and sending with refusals per row;
 * timeouts and wrong credentials that write nothing but the failed exchange; settings that never
 * return the token; another school's rows 404, missing permissions 403, malformed files 400.
 */
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classrooms,
  courseGroups,
  reportCardCourses,
  reportCards,
  schools,
  sidaExchanges,
  type sidaReportCards,
  sidaStudents,
  students,
} from '../src/db/schema';
import {
  classListWorkbook,
  generatedClassList,
  type ClassListStudent,
} from '../src/modules/sida/sample-files';
import { startFakeSida, FAKE_SIDA_TOKEN, type FakeSida } from './helpers/fake-sida';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let fake: FakeSida;
let manager: string;
let admin: string;
let nobody: string;
let schoolA: number;
let schoolB: number;
let yearId: number;

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

function upload(
  url: string,
  token: string,
  file: Buffer,
  fields: Record<string, string> = {},
  name = 'sida.xlsx',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file]), name);
  return ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: form as unknown as string });
}

const LIST: ClassListStudent[] = generatedClassList(6, 620_000_000);

async function countOf(
  table: typeof students | typeof sidaReportCards | typeof sidaExchanges,
  schoolId: number,
) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table).where(eq(table.schoolId, schoolId));
  return row!.n;
}

async function httpSettings(timeoutSeconds = 2) {
  const saved = await call('PUT', '/api/sida/settings', admin, {
    connector: 'http',
    baseUrl: fake.url,
    username: 'school-a',
    token: FAKE_SIDA_TOKEN,
    timeoutSeconds,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  fake = await startFakeSida();
  const db = ctx.database.db;
  manager = (await login(ctx.app, 'manager')).accessToken;
  admin = (await login(ctx.app, 'admin')).accessToken;
  await createUserWith(db, 'sida-nobody', ['students.list'], 0);
  nobody = (await login(ctx.app, 'sida-nobody')).accessToken;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  const [room] = await db.select().from(classrooms).where(eq(classrooms.schoolId, schoolA)).limit(1);
  yearId = room!.academicYearId;
});
afterAll(async () => {
  await fake.close();
  await ctx.close();
});

describe("the demo's Sida report cards", () => {
  it("agree with the school's year cards for most courses, with a few differences to show", async () => {
    const list = await call('GET', '/api/sida/report-cards?pageSize=100', manager);
    expect(list.statusCode, list.body).toBe(200);
    const items = json<{ data: { items: { studentId: number; differences: number }[] } }>(list).data.items;
    expect(items.length).toBeGreaterThan(0);
    const tally = { same: 0, different: 0, onlySida: 0, onlySchool: 0 };
    let listed = 0;
    for (const item of items) {
      const detail = await call('GET', `/api/sida/report-cards/${item.studentId}`, manager);
      const courses = json<{ data: { courses: { comparison: keyof typeof tally }[] } }>(detail).data.courses;
      for (const c of courses) tally[c.comparison] += 1;
      listed += item.differences;
    }
    const total = tally.same + tally.different + tally.onlySida + tally.onlySchool;
    // Every Sida result has the school's score beside it; most are equal, a few are not.
    expect(tally.onlySida).toBe(0);
    expect(tally.different).toBeGreaterThan(0);
    expect(tally.onlySchool).toBeGreaterThan(0);
    expect(tally.same).toBeGreaterThanOrEqual(total * 0.9);
    expect(listed).toBe(tally.different);
  });
});

describe('a Sida class list from a file', () => {
  it('previews with synonyms matched, writes nothing, and asks for a misnamed column', async () => {
    const before = await countOf(students, schoolA);
    const misnamed = await classListWorkbook(LIST, { headers: { classroom: 'گروه آموزشی' } });
    const first = await upload('/api/sida/class-list/preview', manager, misnamed);
    expect(first.statusCode, first.body).toBe(200);
    const data = json<{
      data: { mapping: Record<string, string>; missing: string[]; preview: unknown; headers: string[] };
    }>(first).data;
    // Arabic ي/ك, a ZWNJ and Sida's own words all matched; the renamed classroom column is not.
    expect(data.mapping).toMatchObject({
      nationalCode: 'كد ملي',
      lastName: 'نام\u200cخانوادگی',
      gradeLevel: 'پايه تحصيلي',
    });
    expect(data.missing).toEqual(['classroom']);
    expect(data.preview).toBeNull();
    const fixed = await upload('/api/sida/class-list/preview', manager, misnamed, {
      mapping: JSON.stringify({ ...data.mapping, classroom: 'گروه آموزشی' }),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const preview = json<{ data: { preview: { total: number; valid: number; creates: number } } }>(fixed).data
      .preview;
    expect(preview).toMatchObject({ total: 6, valid: 6, creates: 6 });
    expect(await countOf(students, schoolA)).toBe(before);
  });

  it('commits with the fixed mapping, saves it as the school preset, and a second import changes nothing', async () => {
    const misnamed = await classListWorkbook(LIST, { headers: { classroom: 'گروه آموزشی' } });
    const preview = json<{ data: { mapping: Record<string, string> } }>(
      await upload('/api/sida/class-list/preview', manager, misnamed),
    ).data;
    const mapping = JSON.stringify({ ...preview.mapping, classroom: 'گروه آموزشی' });
    const committed = await upload('/api/sida/class-list/commit', manager, misnamed, {
      mapping,
      mode: 'all',
    });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(json<{ data: unknown }>(committed).data).toMatchObject({
      students: { created: 6, updated: 0, unchanged: 0 },
    });
    const db = ctx.database.db;
    const made = await db.select().from(students).where(eq(students.nationalCode, LIST[0]!.nationalCode));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      schoolId: schoolA,
      firstName: LIST[0]!.firstName,
      gender: 'male',
      status: 'studying',
    });
    expect(made[0]!.classroomId).not.toBeNull();
    // The preset now knows the renamed column: no mapping needed.
    const again = await upload('/api/sida/class-list/commit', manager, misnamed, { mode: 'all' });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<{ data: unknown }>(again).data).toMatchObject({
      students: { created: 0, updated: 0, unchanged: 6 },
      classrooms: { created: 0 },
    });
    const [stillOne] = await db
      .select({ n: count() })
      .from(students)
      .where(eq(students.nationalCode, LIST[0]!.nationalCode));
    expect(stillOne!.n).toBe(1);
    expect(made[0]!.version).toBe(
      (await db.select().from(students).where(eq(students.id, made[0]!.id)))[0]!.version,
    );
  });

  it('updates only what changed and reports per-row errors', async () => {
    const changed = LIST.map((s, i) => (i === 0 ? { ...s, lastName: 'تازه‌نام' } : s));
    const bad = [
      ...changed,
      { ...LIST[1]!, firstName: 'تکراری' },
      { ...LIST[2]!, nationalCode: '1234567890' },
    ];
    const preview = await upload(
      '/api/sida/class-list/preview',
      manager,
      await classListWorkbook(bad, { headers: { classroom: 'گروه آموزشی' } }),
    );
    const p = json<{
      data: {
        preview: {
          valid: number;
          invalid: number;
          updates: number;
          unchanged: number;
          rows: { errors: Record<string, string> }[];
        };
      };
    }>(preview).data.preview;
    expect(p).toMatchObject({ valid: 6, invalid: 2, updates: 1, unchanged: 5 });
    expect(p.rows.flatMap((r) => Object.values(r.errors)).join(' ')).toMatch(/ردیف/);
    const refused = await upload(
      '/api/sida/class-list/commit',
      manager,
      await classListWorkbook(bad, { headers: { classroom: 'گروه آموزشی' } }),
      { mode: 'all' },
    );
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toMatch(/ردیف خطا دارد/);
    const done = await upload(
      '/api/sida/class-list/commit',
      manager,
      await classListWorkbook(bad, { headers: { classroom: 'گروه آموزشی' } }),
      { mode: 'valid' },
    );
    expect(json<{ data: unknown }>(done).data).toMatchObject({
      students: { created: 0, updated: 1, unchanged: 5 },
      skipped: 2,
    });
  });

  it('refuses malformed files and mappings in Persian', async () => {
    const notXlsx = await upload('/api/sida/class-list/preview', manager, Buffer.from('not a workbook'));
    expect(notXlsx.statusCode).toBe(400);
    expect(json<{ message: string }>(notXlsx).message).toMatch(/اکسل/);
    const broken = await upload('/api/sida/class-list/preview', manager, Buffer.from('PK\u0003\u0004broken'));
    expect(broken.statusCode).toBe(400);
    const badMapping = await upload('/api/sida/class-list/preview', manager, await classListWorkbook(LIST), {
      mapping: '{oops',
    });
    expect(badMapping.statusCode).toBe(400);
    expect(json<{ message: string }>(badMapping).message).toMatch(/نگاشت/);
    const unknownHeader = await upload(
      '/api/sida/class-list/preview',
      manager,
      await classListWorkbook(LIST),
      {
        mapping: JSON.stringify({ classroom: 'ستونی که نیست' }),
      },
    );
    expect(unknownHeader.statusCode).toBe(400);
    const noMode = await upload('/api/sida/class-list/commit', manager, await classListWorkbook(LIST));
    expect(noMode.statusCode).toBe(400);
  });

  it('needs sida.exchange (403)', async () => {
    expect(
      (await upload('/api/sida/class-list/preview', nobody, await classListWorkbook(LIST))).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/sida/exchanges', nobody)).statusCode).toBe(403);
    expect((await call('GET', '/api/sida/report-cards', nobody)).statusCode).toBe(403);
    expect((await call('GET', '/api/sida/record/check?classroomId=1', nobody)).statusCode).toBe(403);
  });
});

describe('settings', () => {
  it('are changed by network-wide users only and never return the token', async () => {
    const refused = await call('PUT', '/api/sida/settings', manager, { connector: 'files' });
    expect(refused.statusCode).toBe(403);
    const bad = await call('PUT', '/api/sida/settings', admin, { connector: 'http', baseUrl: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors.baseUrl).toMatch(/نشانی/);
    await httpSettings();
    const read = await call('GET', '/api/sida/settings', manager);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(FAKE_SIDA_TOKEN);
    expect(json<{ data: unknown }>(read).data).toMatchObject({
      connector: 'http',
      tokenSet: true,
      baseUrl: fake.url,
    });
  });
});

describe('Sida over HTTP', () => {
  const remote = generatedClassList(4, 630_000_000);

  it('brings the class list: a preview writes nothing, the commit creates, again changes nothing', async () => {
    await httpSettings();
    fake.control.classList = remote;
    const before = await countOf(students, schoolA);
    const preview = await call('POST', '/api/sida/class-list/fetch', manager, { commit: false });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(json<{ data: { preview: { creates: number } } }>(preview).data.preview.creates).toBe(4);
    expect(await countOf(students, schoolA)).toBe(before);
    const done = await call('POST', '/api/sida/class-list/fetch', manager, { commit: true, mode: 'valid' });
    expect(json<{ data: { report: unknown } }>(done).data.report).toMatchObject({ students: { created: 4 } });
    const again = await call('POST', '/api/sida/class-list/fetch', manager, { commit: true, mode: 'valid' });
    expect(json<{ data: { report: unknown } }>(again).data.report).toMatchObject({
      students: { created: 0, updated: 0, unchanged: 4 },
    });
    expect(await countOf(students, schoolA)).toBe(before + 4);
  });

  it('writes nothing on a timeout or wrong credentials, and records the failure', async () => {
    await httpSettings(1);
    fake.control.classList = generatedClassList(3, 640_000_000);
    const students0 = await countOf(students, schoolA);
    const exchanges0 = await countOf(sidaExchanges, schoolA);
    fake.control.delayMs = 1500;
    const slow = await call('POST', '/api/sida/class-list/fetch', manager, { commit: true, mode: 'valid' });
    fake.control.delayMs = 0;
    expect(slow.statusCode).toBe(504);
    expect(json<{ message: string }>(slow).message).toMatch(/مهلت/);
    expect(await countOf(students, schoolA)).toBe(students0);
    const wrong = await call('PUT', '/api/sida/settings', admin, { connector: 'http', token: 'wrong-token' });
    expect(wrong.statusCode).toBe(200);
    const refused = await call('POST', '/api/sida/class-list/fetch', manager, {
      commit: true,
      mode: 'valid',
    });
    expect(refused.statusCode).toBe(502);
    expect(json<{ message: string }>(refused).message).toMatch(/رمز/);
    fake.control.failWith = 500;
    await httpSettings();
    const broken = await call('POST', '/api/sida/results/fetch', manager, { commit: true });
    fake.control.failWith = null;
    expect(broken.statusCode).toBe(502);
    expect(await countOf(students, schoolA)).toBe(students0);
    expect(await countOf(sidaExchanges, schoolA)).toBe(exchanges0 + 3);
    const log = json<{ data: { items: { status: string; userName: string }[] } }>(
      await call('GET', '/api/sida/exchanges', manager),
    );
    expect(log.data.items.slice(0, 3).map((i) => i.status)).toEqual(['failed', 'failed', 'failed']);
    expect(log.data.items[0]!.userName).toBe('زهرا احمدی');
  });
});

describe('recording scores and Sida report cards', () => {
  let roomId: number;
  let known: { id: number; nationalCode: string }[];
  let unknownStudent: { id: number };
  let courseCodes: string[];

  beforeAll(async () => {
    const db = ctx.database.db;
    const [room] = await db
      .select()
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolA))
      .orderBy(classrooms.id)
      .limit(1);
    roomId = room!.id;
    const pupils = await db
      .select()
      .from(students)
      .where(and(eq(students.classroomId, roomId), eq(students.status, 'studying')))
      .orderBy(students.id);
    const groups = await db.select().from(courseGroups).where(eq(courseGroups.classroomId, roomId));
    const { coursePlans } = await import('../src/db/schema');
    const plans = await db.select().from(coursePlans);
    const planOf = new Map(plans.map((p) => [p.id, p]));
    const numericGroups = groups.filter((g) => planOf.get(g.coursePlanId)?.grading !== 'qualitative');
    courseCodes = numericGroups.map((g) => planOf.get(g.coursePlanId)!.code!);
    // Sida knows every student of the classroom but the first (the demo marks the whole classroom).
    unknownStudent = pupils[0]!;
    await db.delete(sidaStudents).where(eq(sidaStudents.studentId, unknownStudent.id));
    known = pupils.slice(1).map((p) => ({ id: p.id, nationalCode: p.nationalCode }));
    await db
      .insert(sidaStudents)
      .values(known.map((k) => ({ studentId: k.id, schoolId: schoolA })))
      .onConflictDoNothing();
    // Year cards: the first course 12, the others 13, but the second known student's first course empty.
    for (const pupil of pupils) {
      const [card] = await db
        .insert(reportCards)
        .values({
          schoolId: schoolA,
          academicYearId: yearId,
          studentId: pupil.id,
          classroomId: roomId,
          gradeLevel: room!.gradeLevel,
        })
        .returning();
      await db.insert(reportCardCourses).values(
        numericGroups.map((g, k) => ({
          reportCardId: card!.id,
          schoolId: schoolA,
          courseGroupId: g.id,
          coursePlanId: g.coursePlanId,
          units: 2,
          score: pupil.id === known[1]!.id && k === 0 ? null : k === 0 ? 12 : 13,
        })),
      );
    }
  });

  it('lists what Sida would refuse before sending', async () => {
    const check = await call('GET', `/api/sida/record/check?classroomId=${roomId}`, manager);
    expect(check.statusCode, check.body).toBe(200);
    const data = json<{ data: { problems: { kind: string; studentId: number }[]; ready: number } }>(
      check,
    ).data;
    expect(data.problems.filter((p) => p.kind === 'unknownToSida').map((p) => p.studentId)).toEqual([
      unknownStudent.id,
    ]);
    expect(data.problems.filter((p) => p.kind === 'missingScore')).toHaveLength(1);
    expect(data.ready).toBe(known.length * courseCodes.length - 1);
    const other = await ctx.database.db
      .select()
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolB))
      .limit(1);
    expect(
      (await call('GET', `/api/sida/record/check?classroomId=${other[0]!.id}`, manager)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/sida/record/check?classroomId=abc', manager)).statusCode).toBe(400);
  });

  it("exports Sida's upload sheet and records the exchange", async () => {
    await call('PUT', '/api/sida/settings', admin, { connector: 'files' });
    const sheet = await call('GET', `/api/sida/record/export.xlsx?classroomId=${roomId}`, manager);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'کد ملی',
      'نام و نام خانوادگی',
      'کد درس',
      'نام درس',
      'نمره',
    ]);
    expect(ws.rowCount - 1).toBe(known.length * courseCodes.length - 1);
    const log = json<{ data: { items: { operation: string; connector: string; status: string }[] } }>(
      await call('GET', '/api/sida/exchanges', manager),
    );
    expect(log.data.items[0]).toMatchObject({
      operation: 'record-scores',
      connector: 'files',
      status: 'partial',
    });
  });

  it('sends to Sida over HTTP with refusals per row', async () => {
    await httpSettings();
    fake.control.refuse = new Set([known[0]!.nationalCode]);
    const sent = await call('POST', '/api/sida/record/send', manager, { classroomId: roomId });
    fake.control.refuse = new Set();
    expect(sent.statusCode, sent.body).toBe(200);
    const data = json<{ data: { accepted: number; refused: { nationalCode: string }[] } }>(sent).data;
    expect(data.refused.length).toBe(courseCodes.length);
    expect(data.accepted).toBe(known.length * courseCodes.length - 1 - courseCodes.length);
    expect(fake.received.at(-1)!.school).toBe(
      (await ctx.database.db.select().from(schools).where(eq(schools.id, schoolA)))[0]!.code,
    );
  });

  it('receives results into Sida report cards apart from the school cards, and shows the differences', async () => {
    // The classroom's last student (from the class lists above): no Sida results yet, demo's or others.
    const target = known.at(-1)!;
    fake.control.results = [
      ...courseCodes.map((code, k) => ({
        nationalCode: target.nationalCode,
        courseCode: code,
        courseTitle: `درس ${code}`,
        score: String(k === 0 ? 20 : 13),
      })),
      { nationalCode: '0000000000', courseCode: courseCodes[0], courseTitle: 'x', score: '15' },
    ];
    const schoolCards = await ctx.database.db.select({ n: count() }).from(reportCards);
    const received = await call('POST', '/api/sida/results/fetch', manager, { commit: true, mode: 'valid' });
    expect(received.statusCode, received.body).toBe(200);
    expect(json<{ data: { report: unknown } }>(received).data.report).toMatchObject({
      created: courseCodes.length,
      skipped: 1,
    });
    const again = await call('POST', '/api/sida/results/fetch', manager, { commit: true, mode: 'valid' });
    expect(json<{ data: { report: unknown } }>(again).data.report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: courseCodes.length,
    });
    expect(await ctx.database.db.select({ n: count() }).from(reportCards)).toEqual(schoolCards);
    const list = json<{ data: { items: { studentId: number; differences: number }[] } }>(
      await call('GET', '/api/sida/report-cards', manager),
    );
    expect(list.data.items.find((i) => i.studentId === target.id)?.differences).toBe(1);
    const detail = await call('GET', `/api/sida/report-cards/${target.id}`, manager);
    expect(detail.statusCode).toBe(200);
    const courses = json<{
      data: { courses: { comparison: string; sidaScore: number; schoolScore: number }[] };
    }>(detail).data.courses;
    expect(courses.filter((c) => c.comparison === 'different')).toEqual([
      expect.objectContaining({ sidaScore: 20, schoolScore: 12 }),
    ]);
    const otherStudent = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.schoolId, schoolB))
      .limit(1);
    expect((await call('GET', `/api/sida/report-cards/${otherStudent[0]!.id}`, manager)).statusCode).toBe(
      404,
    );
  });
});
