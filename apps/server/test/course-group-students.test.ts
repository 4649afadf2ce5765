import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
type Item = Record<string, unknown> & { id: number };
interface MembersView {
  subgroup: boolean;
  members: Item[];
  classroomStudents: Item[];
}
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
const members = async (groupId: number, token = manager) =>
  json<{ data: MembersView }>(await call('GET', `/api/course-groups/${groupId}/students`, token)).data;

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
});
afterAll(() => ctx.close());

/** A demo course group that has an exam, so the score sheet shows whom the group holds. */
async function groupWithExam() {
  const exams = json<{ data: { items: Item[] } }>(await call('GET', '/api/exams?pageSize=1', manager)).data;
  const exam = exams.items[0]!;
  // A common exam's sheet opens its first group (by classroom name): the first id of the demo's.
  return { groupId: (exam.courseGroupIds as number[])[0]!, examId: exam.id };
}

describe('course group students (subgroups)', () => {
  it('defaults to the classroom, becomes a subgroup that the sheets follow, and goes back', async () => {
    const { groupId, examId } = await groupWithExam();
    const initial = await members(groupId);
    expect(initial.subgroup).toBe(false);
    expect(initial.members.length).toBeGreaterThan(5);
    expect(initial.members.map((s) => s.id)).toEqual(initial.classroomStudents.map((s) => s.id));

    const chosen = initial.members.slice(0, 5).map((s) => s.id);
    const saved = await call('PUT', `/api/course-groups/${groupId}/students`, manager, {
      studentIds: chosen,
    });
    expect(saved.statusCode).toBe(200);
    const view = json<{ data: MembersView }>(saved).data;
    expect(view.subgroup).toBe(true);
    expect(view.members.map((s) => s.id).sort()).toEqual([...chosen].sort());

    // The exam's score sheet now lists only the subgroup, and refuses a student outside it.
    const sheet = json<{ data: { students: Item[] } }>(
      await call('GET', `/api/exams/${examId}/scores`, manager),
    ).data;
    expect(sheet.students.map((s) => s.id).sort()).toEqual([...chosen].sort());
    const outsider = initial.members[6]!.id;
    const refused = await call('POST', `/api/exams/${examId}/scores`, manager, {
      clientId: 'subgroup-outsider-1',
      courseGroupId: groupId,
      entries: [{ studentId: outsider, score: 12 }],
    });
    expect(refused.statusCode).toBe(400);

    const history = json<{ data: { after: { studentIds: number[] } }[] }>(
      await call('GET', `/api/course-groups/${groupId}/history`, manager),
    ).data;
    expect(history[0]!.after.studentIds.sort()).toEqual([...chosen].sort());

    const back = await call('PUT', `/api/course-groups/${groupId}/students`, manager, { studentIds: [] });
    expect(json<{ data: MembersView }>(back).data.subgroup).toBe(false);
    expect((await members(groupId)).members).toHaveLength(initial.members.length);
  });

  it('refuses bad lists, another school’s group or students, and users without the permission', async () => {
    const { groupId } = await groupWithExam();
    const put = (ids: unknown, token = manager, id = groupId) =>
      call('PUT', `/api/course-groups/${id}/students`, token, { studentIds: ids });
    expect((await put('all')).statusCode).toBe(400);
    expect((await put([1, 1])).statusCode).toBe(400);
    const notFound = await put([999999]);
    expect(notFound.statusCode).toBe(400);
    expect(json<{ message: string }>(notFound).message).toContain('دانش‌آموزان');

    const admin = (await login(ctx.app, 'admin')).accessToken;
    const [, schoolB] = await schoolIds(ctx.database.db);
    const year = json<{ data: { currentAcademicYearId: number } }>(await call('GET', '/api/context', admin))
      .data.currentAcademicYearId;
    await call('PUT', '/api/context', admin, { schoolId: schoolB, academicYearId: year });
    const groupB = json<{ data: { items: Item[] } }>(
      await call('GET', '/api/course-groups?pageSize=1', admin),
    ).data.items[0]!;
    const studentB = json<{ data: { items: Item[] } }>(await call('GET', '/api/students?pageSize=1', admin))
      .data.items[0]!;
    expect((await call('GET', `/api/course-groups/${groupB.id}/students`, manager)).statusCode).toBe(404);
    expect((await put([], manager, groupB.id)).statusCode).toBe(404);
    expect((await put([studentB.id])).statusCode).toBe(400);

    const teacher = (await login(ctx.app, 'teacher')).accessToken;
    expect((await call('GET', `/api/course-groups/${groupId}/students`, teacher)).statusCode).toBe(200);
    expect((await put([], teacher)).statusCode).toBe(403);
  });
});
