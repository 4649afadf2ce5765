/**
 * "Demo data covers every module, so a newcomer sees each page full": every entity's list has rows
 * for the system manager, the school manager's lists of the office, calendar, leaves, SMS templates
 * and attendance have rows of their school, and today's attendance is still to take (the teacher's
 * today page and the e2e tests take today's sheet).
 */
import { ENTITIES } from '@school/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../src/modules/attendance/attendance-rules';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;
let manager: string;
let teacher: string;

/**
 * Entities that cannot have demo rows. Empty: every entity has some. An entry here needs a reason.
 */
const NO_DEMO_ROWS: Record<string, string> = {};

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

async function total(name: string, token: string, query = ''): Promise<number> {
  const response = await get(`/api/${name}?pageSize=1${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { total: number } }>(response).data.total;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;
});
afterAll(() => ctx.close());

describe('the demo data fills every list', () => {
  it.each(ENTITIES.filter((e) => !(e.name in NO_DEMO_ROWS)).map((e) => [e.name] as const))(
    '%s has rows for the system manager',
    async (name) => {
      expect(await total(name, admin)).toBeGreaterThanOrEqual(1);
    },
  );

  it.each(['office-manager', 'calendar-events', 'student-leaves', 'sms-templates', 'attendance'])(
    '%s has rows for the school manager',
    async (name) => {
      expect(await total(name, manager)).toBeGreaterThanOrEqual(1);
    },
  );

  it('has leaves in every state, and attendance in every status', async () => {
    for (const status of ['pending', 'approved', 'rejected'])
      expect(await total('student-leaves', manager, `&status=${status}`), status).toBeGreaterThanOrEqual(1);
    for (const status of ['present', 'absent', 'late', 'excused'])
      expect(await total('attendance', manager, `&status=${status}`), status).toBeGreaterThanOrEqual(1);
  });

  it('has holidays, exams, meetings and ceremonies on the calendar', async () => {
    for (const kind of ['holiday', 'exam', 'meeting', 'ceremony'])
      expect(await total('calendar-events', manager, `&kind=${kind}`), kind).toBeGreaterThanOrEqual(1);
  });
});

describe("today's attendance", () => {
  it('is not taken: no row of today, and the teacher is offered their periods untaken', async () => {
    const today = todayIso();
    expect(await total('attendance', admin, `&dateFrom=${today}`)).toBe(0);
    const response = await get('/api/attendance/today', teacher);
    expect(response.statusCode, response.body).toBe(200);
    const data = json<{ data: { date: string; periods: { courseGroupId: number; taken: boolean }[] } }>(
      response,
    ).data;
    expect(data.date).toBe(today);
    expect(data.periods.filter((p) => p.taken)).toEqual([]);
  });

  it("opens the teacher's sheet of today untaken and open", async () => {
    const profile = json<{ data: { id: number } }>(await get('/api/teacher/profile', teacher)).data;
    const groups = json<{ data: { items: { id: number; teacherId: number }[] } }>(
      await get('/api/course-groups?pageSize=100', teacher),
    ).data.items;
    const group = groups.find((g) => g.teacherId === profile.id)!;
    const periods = json<{ data: { id: number }[] }>(await get('/api/class-period/options', teacher)).data;
    const response = await get(
      `/api/attendance/sheet?courseGroupId=${group.id}&classPeriodId=${periods[0]!.id}&date=${todayIso()}`,
      teacher,
    );
    expect(response.statusCode, response.body).toBe(200);
    const sheet = json<{ data: { taken: boolean; closed: string | null; students: unknown[] } }>(
      response,
    ).data;
    expect(sheet).toMatchObject({ taken: false, closed: null });
    expect(sheet.students.length).toBeGreaterThan(0);
  });
});
