import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolWeekday } from '../src/modules/weekly-schedule/weekly-schedule-routes';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
type Item = Record<string, unknown> & { id: number; version: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const items = async (url: string, token: string) =>
  json<{ data: { items: Item[] } }>(await call('GET', url, token)).data.items;

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
});
afterAll(() => ctx.close());

describe('student dossier', () => {
  it('shows the profile, classroom and classroom history', async () => {
    const rooms = await items('/api/classrooms?sort=name:asc&pageSize=2', manager);
    const student = (await items(`/api/students?classroomId=${rooms[0]!.id}&pageSize=1`, manager))[0]!;
    await call('PATCH', `/api/students/${student.id}`, manager, {
      version: student.version,
      classroomId: rooms[1]!.id,
    });
    const file = json<{
      data: {
        student: Item;
        classroom: { name: string };
        classroomHistory: { classroomName: string; by: string }[];
      };
    }>(await call('GET', `/api/students/${student.id}/file`, manager)).data;
    expect(file.student.id).toBe(student.id);
    expect(file.classroom.name).toBe(rooms[1]!.name);
    expect(file.classroomHistory.at(-1)).toMatchObject({ classroomName: rooms[1]!.name, by: 'زهرا احمدی' });
  });

  it("is 404 for another school's student and 403 without the permission", async () => {
    const admin = (await login(ctx.app, 'admin')).accessToken;
    const [, schoolB] = await schoolIds(ctx.database.db);
    const year = json<{ data: { currentAcademicYearId: number } }>(await call('GET', '/api/context', admin))
      .data.currentAcademicYearId;
    await call('PUT', '/api/context', admin, { schoolId: schoolB, academicYearId: year });
    const inB = (await items('/api/students?pageSize=1', admin))[0]!;
    expect((await call('GET', `/api/students/${inB.id}/file`, manager)).statusCode).toBe(404);
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await call('GET', `/api/students/${inB.id}/file`, teacher)).statusCode).toBe(403);
    expect((await call('GET', '/api/students/abc/file', manager)).statusCode).toBe(400);
  });
});

describe('weekly schedule grid', () => {
  it("gives a classroom's and a teacher's week on the school's periods", async () => {
    const slots = await items('/api/schedule-slots?pageSize=100', manager);
    const group = json<{ data: Item }>(
      await call('GET', `/api/course-groups/${slots[0]!.courseGroupId}`, manager),
    ).data;
    const byClass = json<{ data: { periods: Item[]; slots: Item[] } }>(
      await call('GET', `/api/weekly-schedule?classroomId=${group.classroomId}`, manager),
    ).data;
    expect(byClass.periods.map((p) => p.startTime)).toEqual([
      '07:30',
      '08:25',
      '09:25',
      '10:20',
      '11:15',
      '12:10',
    ]);
    expect(byClass.slots.length).toBe(6);
    const byTeacher = json<{ data: { slots: Item[] } }>(
      await call('GET', `/api/weekly-schedule?teacherId=${group.teacherId}`, manager),
    ).data;
    expect(byTeacher.slots.every((s) => s.teacherId === group.teacherId)).toBe(true);
    expect((await call('GET', '/api/weekly-schedule', manager)).statusCode).toBe(400);
    expect((await call('GET', '/api/weekly-schedule?classroomId=x', manager)).statusCode).toBe(400);
  });

  it('gives the teacher their own periods of today, whatever day today is', async () => {
    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    const me = json<{ data: Item }>(await call('GET', '/api/teacher/profile', teacher)).data;
    const week = json<{ data: { slots: { weekday: number; courseGroupTitle: string }[] } }>(
      await call('GET', `/api/weekly-schedule?teacherId=${me.id}`, manager),
    ).data;
    const today = schoolWeekday(new Date());
    const expected = week.slots
      .filter((s) => s.weekday === today)
      .map((s) => s.courseGroupTitle)
      .sort();
    const mine = json<{
      data: { weekday: number | null; teacher: boolean; periods: { courseGroupTitle: string }[] };
    }>(await call('GET', '/api/weekly-schedule/mine/today', teacher)).data;
    expect(mine.weekday).toBe(today);
    expect(mine.teacher).toBe(true);
    expect(mine.periods.map((p) => p.courseGroupTitle).sort()).toEqual(expected);

    // A user without a teacher record learns that they are none (the dashboard then never asks for
    // a teacher's profile, which would be a 404).
    const admin = (await login(ctx.app, 'admin')).accessToken;
    const notTeacher = json<{ data: { teacher: boolean; periods: unknown[] } }>(
      await call('GET', '/api/weekly-schedule/mine/today', admin),
    ).data;
    expect(notTeacher).toMatchObject({ teacher: false, periods: [] });
  });

  it('maps calendar days to the school week (Saturday first, Friday off)', () => {
    expect(schoolWeekday(new Date('2026-11-21T08:00:00Z'))).toBe(0); // Saturday
    expect(schoolWeekday(new Date('2026-11-26T08:00:00Z'))).toBe(5); // Thursday
    expect(schoolWeekday(new Date('2026-11-27T08:00:00Z'))).toBeNull(); // Friday
    expect(schoolWeekday(new Date('2026-11-20T21:00:00Z'))).toBe(0); // already Saturday in Tehran
  });
});
