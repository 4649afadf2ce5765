/**
 * The dossier's transcript (every year's card) and transfer out (status transferred, data kept, a
 * certificate with the year's cards), with permissions, another school's student and bad input.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYears, classrooms, reportCards, students } from '../src/db/schema';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let clerk: string;
let studentId: number;
let foreignId: number;
const db = () => ctx.database.db;

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function tokenFor(username: string, permissions: string[]) {
  await createUserWith(db(), username, permissions, 0);
  return (await login(ctx.app, username)).accessToken;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const schools = await schoolIds(db());
  const [year] = await db().select().from(academicYears).where(eq(academicYears.isCurrent, true));
  const firstOf = async (schoolId: number) =>
    (
      await db()
        .select()
        .from(students)
        .where(eq(students.schoolId, schoolId))
        .orderBy(asc(students.id))
        .limit(1)
    )[0]!;
  const student = await firstOf(schools[0]!);
  studentId = student.id;
  foreignId = (await firstOf(schools[1]!)).id;
  const [room] = await db().select().from(classrooms).where(eq(classrooms.id, student.classroomId!));
  await db().insert(reportCards).values({
    schoolId: schools[0]!,
    academicYearId: year!.id,
    termId: null,
    studentId,
    classroomId: room!.id,
    gradeLevel: room!.gradeLevel,
    average: 17.5,
    status: 'published',
  });
  clerk = await tokenFor('transfer-clerk', ['students.transcript', 'students.transfer']);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const transfer = { transferDate: '2025-01-15', destination: 'دبیرستان البرز', reason: 'تغییر محل سکونت' };

describe('transcript and transfer', () => {
  it('refuses without the permission, for another school and for malformed input', async () => {
    const other = await tokenFor('transfer-nobody', ['students.list']);
    expect((await call('GET', `/api/students/${studentId}/transcript`, other)).statusCode).toBe(403);
    expect((await call('POST', `/api/students/${studentId}/transfer`, other, transfer)).statusCode).toBe(403);
    expect((await call('GET', `/api/students/${foreignId}/transcript`, clerk)).statusCode).toBe(404);
    expect((await call('POST', `/api/students/${foreignId}/transfer`, clerk, transfer)).statusCode).toBe(404);
    for (const bad of [
      { ...transfer, transferDate: '1403-13-40' },
      { ...transfer, destination: '' },
      { ...transfer, extra: true },
      { transferDate: transfer.transferDate },
    ]) {
      const response = await call('POST', `/api/students/${studentId}/transfer`, clerk, bad);
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[آ-ی]/);
    }
    expect((await call('GET', `/api/students/abc/transcript`, clerk)).statusCode).toBe(400);
  });

  it('reads the transcript with the year card', async () => {
    const response = await call('GET', `/api/students/${studentId}/transcript`, clerk);
    expect(response.statusCode).toBe(200);
    const data = json<{
      data: { student: { id: number; schoolName: string }; years: { average: number }[] };
    }>(response).data;
    expect(data.student.id).toBe(studentId);
    expect(data.years.filter((y) => y.average === 17.5)).toHaveLength(1);
  });

  it('transfers once: status transferred, classroom kept, the certificate readable', async () => {
    const [before] = await db().select().from(students).where(eq(students.id, studentId));
    expect((await call('GET', `/api/students/${studentId}/transfer`, clerk)).statusCode).toBe(404);
    const response = await call('POST', `/api/students/${studentId}/transfer`, clerk, transfer);
    expect(response.statusCode).toBe(200);
    const [after] = await db().select().from(students).where(eq(students.id, studentId));
    expect(after).toMatchObject({ status: 'transferred', classroomId: before!.classroomId });
    const again = await call('POST', `/api/students/${studentId}/transfer`, clerk, transfer);
    expect(again.statusCode).toBe(409);
    const certificate = await call('GET', `/api/students/${studentId}/transfer`, clerk);
    expect(certificate.statusCode).toBe(200);
    const data = json<{ data: { transfer: { destination: string; reason: string }; cards: unknown[] } }>(
      certificate,
    ).data;
    expect(data.transfer).toMatchObject({ destination: transfer.destination, reason: transfer.reason });
    expect(data.cards).toHaveLength(1);
  });
});
