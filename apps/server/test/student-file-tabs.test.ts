import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, classPeriods, courseGroups } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
type Item = Record<string, unknown> & { id: number };
interface AttendanceTab {
  counts: Record<string, number>;
  marks: { date: string; status: string; lateMinutes: number | null; period: string; courseGroup: string }[];
}
const call = (method: string, url: string, token: string) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
});
afterAll(() => ctx.close());

describe("the dossier's module tabs", () => {
  it('lists the year’s attendance marks other than present, with counts of each', async () => {
    const student = json<{ data: { items: Item[] } }>(
      await call('GET', '/api/students?pageSize=1&sort=lastName:asc', manager),
    ).data.items[0]!;
    const [group] = await ctx.database.db
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.classroomId, Number(student.classroomId)))
      .limit(1);
    const [period] = await ctx.database.db
      .select()
      .from(classPeriods)
      .where(eq(classPeriods.schoolId, group!.schoolId))
      .limit(1);
    const row = (date: string, status: string, lateMinutes: number | null = null) => ({
      schoolId: group!.schoolId,
      academicYearId: group!.academicYearId,
      date,
      classPeriodId: period!.id,
      courseGroupId: group!.id,
      classroomId: group!.classroomId,
      studentId: student.id,
      status,
      lateMinutes,
    });
    await ctx.database.db
      .insert(attendanceRecords)
      .values([row('2026-10-03', 'present'), row('2026-10-04', 'absent'), row('2026-10-05', 'late', 7)]);

    const tab = json<{ data: AttendanceTab }>(
      await call('GET', `/api/students/${student.id}/file/attendance`, manager),
    ).data;
    expect(tab.counts).toMatchObject({ present: 1, absent: 1, late: 1 });
    expect(tab.marks.map((m) => [m.date, m.status, m.lateMinutes])).toEqual([
      ['2026-10-05', 'late', 7],
      ['2026-10-04', 'absent', null],
    ]);
    expect(tab.marks[0]).toMatchObject({ period: period!.title, courseGroup: group!.title });
  });

  it('needs the module permission, keeps to the school, and refuses a malformed id', async () => {
    const student = json<{ data: { items: Item[] } }>(await call('GET', '/api/students?pageSize=1', manager))
      .data.items[0]!;
    await createUserWith(ctx.database.db, 'dossier-only', ['students.list', 'students.file']);
    const dossierOnly = (await login(ctx.app, 'dossier-only')).accessToken;
    expect((await call('GET', `/api/students/${student.id}/file`, dossierOnly)).statusCode).toBe(200);
    expect((await call('GET', `/api/students/${student.id}/file/attendance`, dossierOnly)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/students/${student.id}/file/scores`, dossierOnly)).statusCode).toBe(403);

    const admin = (await login(ctx.app, 'admin')).accessToken;
    const [, schoolB] = await schoolIds(ctx.database.db);
    const year = json<{ data: { currentAcademicYearId: number } }>(await call('GET', '/api/context', admin))
      .data.currentAcademicYearId;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/context',
      headers: bearer(admin),
      payload: { schoolId: schoolB, academicYearId: year },
    });
    const other = json<{ data: { items: Item[] } }>(await call('GET', '/api/students?pageSize=1', admin)).data
      .items[0]!;
    expect((await call('GET', `/api/students/${other.id}/file/attendance`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/students/${other.id}/file/scores`, manager)).statusCode).toBe(404);
    expect((await call('GET', '/api/students/abc/file/scores', manager)).statusCode).toBe(400);
  });
});
