/**
 * The bench:rows pages, each with its user and what its rows are: the manager's students list, and
 * a teacher's periods of today and attendance sheet (the demo teacher's first course group, the
 * school's first period, today). rows-cli.ts measures all three; rows-trace.ts and rows-ab.ts one,
 * named by `pickRowsPage`.
 */
import { getData, login } from './api-client';
import type { RowsPage } from './rows-visible';

const ENTITY_ROWS = '[data-testid="entity-table"] tbody tr.entity-row';

export async function rowsPages(baseUrl: string, password: string): Promise<RowsPage[]> {
  const manager = await login(baseUrl, 'manager', password);
  const teacher = await login(baseUrl, 'teacher', password);
  const token = teacher.accessToken;
  const today = await getData<{ date: string }>(baseUrl, token, '/api/attendance/today');
  const profile = await getData<{ id: number }>(baseUrl, token, '/api/teacher/profile');
  const groups = await getData<{ items: { id: number; teacherId: number }[] }>(
    baseUrl,
    token,
    '/api/course-groups?pageSize=100',
  );
  const group = groups.items.find((g) => g.teacherId === profile.id);
  const periods = await getData<{ id: number }[]>(baseUrl, token, '/api/class-period/options');
  if (!group || !periods[0]) throw new Error('the demo teacher has no course group or the school no period');
  const sheet = `courseGroupId=${group.id}&classPeriodId=${periods[0].id}&date=${today.date}`;
  return [
    {
      name: 'students list',
      path: '/manager/students/list',
      rows: ENTITY_ROWS,
      session: manager,
    },
    {
      name: "teacher's periods of today",
      path: '/manager/attendance/detail',
      rows: '[data-testid="today-periods"] li, [data-testid="today-none"]',
      session: teacher,
    },
    {
      name: 'attendance sheet',
      path: `/manager/attendance/detail?${sheet}`,
      rows: '[data-testid^="attendance-row-"]',
      session: teacher,
    },
  ];
}

/**
 * The page a tool's argument names: a bench:rows page by its name ("attendance sheet", "teacher's
 * periods of today", "students list"), or any other path as an entity list of the manager's.
 */
export async function pickRowsPage(baseUrl: string, password: string, arg: string): Promise<RowsPage> {
  const named = (await rowsPages(baseUrl, password)).find((p) => p.name === arg || p.path === arg);
  if (named) return named;
  if (!arg.startsWith('/')) throw new Error(`no bench:rows page named "${arg}"`);
  return { name: arg, path: arg, rows: ENTITY_ROWS, session: await login(baseUrl, 'manager', password) };
}
