/**
 * A refused delete names what depends on the row: counted within the user's own schools (other
 * schools' rows are mentioned, never counted), and rows outside the registry (a course group's
 * members, scores...) are named too instead of a generic refusal.
 */
import { studentsEntity, toPersianDigits } from '@school/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, courseGroupStudents, courseGroups, majors, students } from '../src/db/schema';
import { sampleFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
});
afterAll(() => ctx.close());

const remove = (url: string, token: string) =>
  ctx.app.inject({ method: 'DELETE', url, headers: bearer(token) });
const messageOf = (response: { body: string }) => json<{ message: string }>(response as never).message;

describe('refused deletes', () => {
  it('refuse a school-bound user outright, and count every school’s dependents for the network', async () => {
    const db = ctx.database.db;
    const [major] = await db.select().from(majors).where(eq(majors.name, 'علوم تجربی'));
    const [schoolA] = await schoolIds(db);
    const used = await db
      .select({ schoolId: classrooms.schoolId })
      .from(classrooms)
      .where(eq(classrooms.majorId, major!.id));
    const inA = used.filter((c) => c.schoolId === schoolA).length;
    expect(inA).toBeGreaterThan(0);
    expect(used.length).toBeGreaterThan(inA);

    // A major is the network's: a user bound to one school may not delete it, whatever the role says.
    await createUserWith(db, 'major-remover', ['major.list', 'major.delete']);
    const clerk = (await login(ctx.app, 'major-remover')).accessToken;
    const refused = await remove(`/api/major/${major!.id}`, clerk);
    expect(refused.statusCode).toBe(403);

    // The system manager sees every school: the whole count, nothing hidden.
    const asAdmin = messageOf(await remove(`/api/major/${major!.id}`, admin));
    expect(asAdmin).toContain(`${toPersianDigits(used.length)} کلاس‌ها`);
    expect(asAdmin).not.toContain('مدارس دیگر');
    expect(await db.select().from(majors).where(eq(majors.id, major!.id))).toHaveLength(1);
  });

  it('name dependents outside the registry (a course group’s members) instead of a generic refusal', async () => {
    const db = ctx.database.db;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: bearer(admin),
      payload: await sampleFor(ctx.app, admin, studentsEntity, 7),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ data: { id: number } }>(created).data;
    const [student] = await db.select().from(students).where(eq(students.id, id));
    const [group] = await db
      .select({ id: courseGroups.id })
      .from(courseGroups)
      .where(eq(courseGroups.schoolId, student!.schoolId))
      .limit(1);
    await db
      .insert(courseGroupStudents)
      .values({ courseGroupId: group!.id, studentId: id, schoolId: student!.schoolId });

    const refused = await remove(`/api/students/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'این دانش‌آموز را نمی‌توان حذف کرد، چون اعضای گروه درسی به آن وابسته است.',
    );
    expect(await db.select().from(students).where(eq(students.id, id))).toHaveLength(1);

    // Without the membership the delete goes through.
    await db
      .delete(courseGroupStudents)
      .where(
        and(eq(courseGroupStudents.studentId, id), inArray(courseGroupStudents.courseGroupId, [group!.id])),
      );
    expect((await remove(`/api/students/${id}`, admin)).statusCode).toBe(200);
  });
});
