import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coursePlans, courseGroups, examScores, exams } from '../src/db/schema';
import { bearer, createTestContext, json, login, TEST_PASSWORD, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds, userId } from './helpers/users';

let ctx: TestContext;
let manager: string;
let teacher: string;
type Item = Record<string, unknown> & { id: number; version: number };
type Sheet = {
  exam: { maxScore: number; locked: boolean };
  grading: 'numeric' | 'qualitative';
  qualitativeTypes: { id: number; title: string }[];
  students: {
    id: number;
    firstName: string;
    lastName: string;
    rollNumber: number | null;
    score: number | null;
    mark: string | null;
    qualitativeTypeId: number | null;
  }[];
};
type Entry = {
  studentId: number;
  score?: number | null;
  mark?: string | null;
  qualitativeTypeId?: number | null;
};
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
let seq = 0;
/** The first of an exam's course groups (the one its sheet opens for a manager). */
const groupOf = (e: Item) => (e.courseGroupIds as number[])[0]!;
const clientId = () => `exam-client-${++seq}-${Date.now()}`;

let exam: Item;
let otherExam: Item;

async function sheet(token: string, e: Item = exam) {
  const response = await call('GET', `/api/exams/${e.id}/scores?courseGroupId=${String(groupOf(e))}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Sheet }>(response).data;
}

const submit = (token: string, entries: Entry[], extra: Record<string, unknown> = {}, e: Item = exam) =>
  call('POST', `/api/exams/${e.id}/scores`, token, {
    clientId: clientId(),
    courseGroupId: groupOf(e),
    entries,
    ...extra,
  });

const rowsOf = (examId: number) =>
  ctx.database.db.select().from(examScores).where(eq(examScores.examId, examId));

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await login(ctx.app, 'manager')).accessToken;
  teacher = (await login(ctx.app, 'teacher')).accessToken;
  const profile = json<{ data: { id: number } }>(await call('GET', '/api/teacher/profile', teacher)).data;
  // The demo's class exams (the term's planned finals are of another type and come later).
  const classType = json<{ data: { items: Item[] } }>(
    await call('GET', '/api/exam-types?countsToward=continuous&pageSize=1&sort=id:asc', manager),
  ).data.items[0]!;
  const all = json<{ data: { items: Item[] } }>(
    await call('GET', `/api/exams?pageSize=100&examTypeId=${classType.id}`, manager),
  ).data.items;
  const groups = json<{ data: { items: Item[] } }>(
    await call('GET', '/api/course-groups?pageSize=100', manager),
  ).data.items;
  const teacherGroups = new Set(groups.filter((g) => g.teacherId === profile.id).map((g) => g.id));
  exam = all.find((e) => teacherGroups.has(groupOf(e)))!;
  otherExam = all.find((e) => !teacherGroups.has(groupOf(e)))!;
  expect(exam && otherExam).toBeTruthy();
});
afterAll(() => ctx.close());

describe('exam set-up', () => {
  it('seeds exam types, the four qualitative types and exams of the first classroom', async () => {
    const types = json<{ data: { items: Item[] } }>(
      await call('GET', '/api/qualitative-score-types', manager),
    ).data.items;
    expect(types.map((t) => t.title)).toEqual(['خیلی خوب', 'خوب', 'قابل قبول', 'نیاز به تلاش بیشتر']);
    expect(exam).toMatchObject({ maxScore: 20, locked: false });
  });

  it('defaults max score and weight from the exam type and refuses a lower max than a given score', async () => {
    const created = await call('POST', '/api/exams', manager, {
      title: 'میان‌نوبت',
      courseGroupIds: [groupOf(exam)],
      examTypeId: exam.examTypeId,
      date: '2025-11-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = json<{ data: Item }>(created).data;
    expect(row).toMatchObject({ maxScore: 20, weight: 1, locked: false });
    const { students } = await sheet(manager, row);
    expect((await submit(manager, [{ studentId: students[0]!.id, score: 18 }], {}, row)).statusCode).toBe(
      200,
    );
    const lowered = await call('PATCH', `/api/exams/${row.id}`, manager, {
      version: row.version,
      maxScore: 10,
    });
    expect(lowered.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(lowered).errors.maxScore).toContain('۱۸');
  });
});

describe('exam score sheet', () => {
  it('lists the classroom in roll order with empty scores', async () => {
    const data = await sheet(teacher);
    expect(data.students.length).toBeGreaterThan(5);
    expect(data.grading).toBe('numeric');
    expect(data.students.every((s) => s.score === null && s.mark === null)).toBe(true);
    const rolls = data.students.map((s) => s.rollNumber ?? 999);
    expect(rolls).toEqual([...rolls].sort((a, b) => a - b));
  });

  it('saves once per client id and updates rows on a re-save, auditing each change', async () => {
    const { students } = await sheet(teacher);
    const entries: Entry[] = students.map((s, i) => ({
      studentId: s.id,
      score: i === 0 ? null : 12 + (i % 8) + 0.25 * (i % 4),
      mark: i === 0 ? 'absent' : null,
    }));
    const id = clientId();
    const body = { clientId: id, courseGroupId: groupOf(exam), entries };
    const first = await call('POST', `/api/exams/${exam.id}/scores`, teacher, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ data: { created: number } }>(first).data.created).toBe(students.length);
    const retry = await call('POST', `/api/exams/${exam.id}/scores`, teacher, body);
    expect(json<{ data: { duplicate: boolean } }>(retry).data.duplicate).toBe(true);
    expect(await rowsOf(exam.id)).toHaveLength(students.length);

    entries[0] = { studentId: students[0]!.id, mark: 'excused' };
    entries[1] = { studentId: students[1]!.id, score: 19.75 };
    const again = json<{ data: { created: number; updated: number; unchanged: number } }>(
      await submit(teacher, entries),
    );
    expect(again.data).toMatchObject({ created: 0, updated: 2, unchanged: students.length - 2 });
    const rows = await rowsOf(exam.id);
    expect(rows).toHaveLength(students.length);
    expect(rows.find((r) => r.studentId === students[1]!.id)).toMatchObject({ score: 19.75, mark: null });
    const reread = await sheet(teacher);
    expect(reread.students[0]).toMatchObject({ score: null, mark: 'excused' });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'exam-scores'),
          eq(auditLog.entityId, rows.find((r) => r.studentId === students[1]!.id)!.id),
        ),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect(audits.find((a) => a.action === 'update')!.after).toMatchObject({ score: 19.75 });

    // An empty entry clears a score.
    await submit(teacher, [{ studentId: students[2]!.id, score: null, mark: null }]);
    expect((await rowsOf(exam.id)).some((r) => r.studentId === students[2]!.id)).toBe(false);
  });

  it('refuses scores out of range or off the quarter steps, naming the student in Persian', async () => {
    const { students } = await sheet(teacher);
    const s = students[3]!;
    const step = await submit(teacher, [{ studentId: s.id, score: 17.3 }]);
    expect(step.statusCode).toBe(400);
    const stepBody = json<{ message: string; errors: Record<string, string> }>(step);
    expect(stepBody.message).toContain(s.lastName);
    expect(stepBody.message).toContain('۰٫۲۵');
    expect(stepBody.errors['entries.0.score']).toBe(stepBody.message);
    const range = await submit(teacher, [
      { studentId: students[4]!.id, score: 15 },
      { studentId: s.id, score: 20.25 },
    ]);
    expect(range.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(range).errors['entries.1.score']).toContain('بین ۰ و ۲۰');
    expect((await submit(teacher, [{ studentId: s.id, score: -1 }])).statusCode).toBe(400);
    const both = await submit(teacher, [{ studentId: s.id, score: 12, mark: 'absent' }]);
    expect(json<{ message: string }>(both).message).toContain('فقط یکی');
    // Nothing of the refused sheets was written.
    expect((await rowsOf(exam.id)).find((r) => r.studentId === students[4]!.id)?.score).not.toBe(15);
  });

  it('takes qualitative types, not numbers, for a qualitative course', async () => {
    const [group] = await ctx.database.db
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.id, groupOf(otherExam)));
    await ctx.database.db
      .update(coursePlans)
      .set({ grading: 'qualitative' })
      .where(eq(coursePlans.id, group!.coursePlanId));
    try {
      const data = await sheet(manager, otherExam);
      expect(data.grading).toBe('qualitative');
      expect(data.qualitativeTypes).toHaveLength(4);
      const student = data.students[0]!;
      const numeric = await submit(manager, [{ studentId: student.id, score: 18 }], {}, otherExam);
      expect(numeric.statusCode).toBe(400);
      expect(json<{ message: string }>(numeric).message).toContain('توصیفی');
      const good = await submit(
        manager,
        [{ studentId: student.id, qualitativeTypeId: data.qualitativeTypes[1]!.id }],
        {},
        otherExam,
      );
      expect(good.statusCode, good.body).toBe(200);
      expect((await sheet(manager, otherExam)).students[0]!.qualitativeTypeId).toBe(
        data.qualitativeTypes[1]!.id,
      );
      // A qualitative type that is not the school's.
      const unknown = await submit(
        manager,
        [{ studentId: student.id, qualitativeTypeId: 999_999 }],
        {},
        otherExam,
      );
      expect(unknown.statusCode).toBe(400);
    } finally {
      await ctx.database.db
        .update(coursePlans)
        .set({ grading: 'numeric' })
        .where(eq(coursePlans.id, group!.coursePlanId));
    }
  });
});

describe('exam score access', () => {
  it("refuses a teacher another teacher's group, and a user without the permission", async () => {
    expect((await call('GET', `/api/exams/${otherExam.id}/scores`, teacher)).statusCode).toBe(403);
    const { students } = await sheet(manager, otherExam);
    const post = await submit(teacher, [{ studentId: students[0]!.id, score: 10 }], {}, otherExam);
    expect(post.statusCode).toBe(403);
    expect(json<{ message: string }>(post).message).toMatch(/[\u0600-\u06FF]/);

    await createUserWith(ctx.database.db, 'examviewer', ['exams.list']);
    const viewer = (await login(ctx.app, 'examviewer', TEST_PASSWORD)).accessToken;
    expect((await call('GET', `/api/exams/${exam.id}/scores`, viewer)).statusCode).toBe(403);
    expect((await submit(viewer, [{ studentId: students[0]!.id, score: 10 }])).statusCode).toBe(403);
    expect((await call('POST', `/api/exams/${exam.id}/lock`, teacher)).statusCode).toBe(403);
  });

  it("hides another school's exam (404) and another course group than the exam's", async () => {
    const [schoolA] = await schoolIds(ctx.database.db);
    const [foreign] = await ctx.database.db.select().from(exams).where(ne(exams.schoolId, schoolA!)).limit(1);
    for (const url of [`/api/exams/${foreign!.id}/scores`, `/api/exams/${foreign!.id}`]) {
      expect((await call('GET', url, manager)).statusCode).toBe(404);
    }
    const post = await call('POST', `/api/exams/${foreign!.id}/scores`, manager, {
      clientId: clientId(),
      courseGroupId: foreign!.courseGroupIds[0],
      entries: [{ studentId: 1, score: 10 }],
    });
    expect(post.statusCode).toBe(404);
    expect((await call('POST', `/api/exams/${foreign!.id}/lock`, manager)).statusCode).toBe(404);

    // The exam's one course group is the only one its sheet opens.
    const wrongGroup = await call(
      'GET',
      `/api/exams/${exam.id}/scores?courseGroupId=${String(groupOf(otherExam))}`,
      teacher,
    );
    expect(wrongGroup.statusCode).toBe(400);
  });

  it('answers malformed input with 400 and a Persian message, never 500', async () => {
    const { students } = await sheet(teacher);
    const id = students[0]!.id;
    const bad: unknown[] = [
      { courseGroupId: groupOf(exam), entries: [{ studentId: id, score: 10 }] },
      { clientId: 'x', courseGroupId: groupOf(exam), entries: [{ studentId: id, score: 10 }] },
      { clientId: clientId(), courseGroupId: groupOf(exam), entries: [] },
      { clientId: clientId(), courseGroupId: groupOf(exam), entries: [{ studentId: id, score: '۱۲' }] },
      { clientId: clientId(), courseGroupId: groupOf(exam), entries: [{ studentId: id, mark: 'sick' }] },
      { clientId: clientId(), courseGroupId: groupOf(exam), entries: [{ studentId: id, extra: 1 }] },
      {
        clientId: clientId(),
        courseGroupId: groupOf(exam),
        entries: [
          { studentId: id, score: 1 },
          { studentId: id, score: 2 },
        ],
      },
    ];
    for (const payload of bad) {
      const response = await call('POST', `/api/exams/${exam.id}/scores`, teacher, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/[\u0600-\u06FF]/);
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `/api/exams/${exam.id}/scores`,
      headers: { ...bearer(teacher), 'content-type': 'application/json' },
      payload: '{"clientId": ',
    });
    expect(broken.statusCode).toBe(400);
    expect((await call('GET', '/api/exams/abc/scores', teacher)).statusCode).toBe(400);
    expect((await call('GET', `/api/exams/${exam.id}/scores?courseGroupId=x`, teacher)).statusCode).toBe(400);
    expect((await call('GET', '/api/exams/999999/scores', teacher)).statusCode).toBe(404);
    // A student who is not in the classroom at all.
    const outsider = await submit(teacher, [{ studentId: 999_999, score: 10 }]);
    expect(outsider.statusCode).toBe(400);
  });
});

describe('locked exams', () => {
  it('refuses edits while locked, takes amendments with a reason, and audits them', async () => {
    const { students } = await sheet(teacher);
    const s = students[5]!;
    const pending = {
      clientId: clientId(),
      courseGroupId: groupOf(exam),
      entries: [{ studentId: s.id, score: 11 }],
    };
    expect((await call('POST', `/api/exams/${exam.id}/scores`, teacher, pending)).statusCode).toBe(200);

    const locked = await call('POST', `/api/exams/${exam.id}/lock`, manager);
    expect(locked.statusCode).toBe(200);
    expect(json<{ data: { locked: boolean } }>(locked).data.locked).toBe(true);
    expect((await sheet(teacher)).exam.locked).toBe(true);

    const refused = await submit(teacher, [{ studentId: s.id, score: 14 }]);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toContain('قفل');
    // A retry of a submission applied before the lock is still just a duplicate.
    const retry = await call('POST', `/api/exams/${exam.id}/scores`, teacher, pending);
    expect(json<{ data: { duplicate: boolean } }>(retry).data.duplicate).toBe(true);
    // The exam row itself is read-only while locked.
    const current = json<{ data: Item }>(await call('GET', `/api/exams/${exam.id}`, manager)).data;
    const patch = await call('PATCH', `/api/exams/${exam.id}`, manager, {
      version: current.version,
      title: 'x y z',
    });
    expect(patch.statusCode).toBe(403);

    const noReason = await submit(manager, [{ studentId: s.id, score: 14 }]);
    expect(noReason.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(noReason).errors.reason).toContain('علت');
    const amended = await submit(manager, [{ studentId: s.id, score: 14 }], { reason: 'خطای جمع برگه' });
    expect(amended.statusCode, amended.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(examScores)
      .where(and(eq(examScores.examId, exam.id), eq(examScores.studentId, s.id)));
    expect(row!.score).toBe(14);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'exam-scores'),
          eq(auditLog.entityId, row!.id),
          eq(auditLog.action, 'update'),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.before).toMatchObject({ score: 11 });
    expect(audit!.after).toMatchObject({ score: 14, reason: 'خطای جمع برگه' });
    expect(audit!.userId).toBe(await userId(ctx.database.db, 'manager'));
    // The amendment shows on the student's dossier: who, old and new value, and why.
    const dossier = json<{
      data: {
        scores: { examId: number; score: number | null }[];
        amendments: { by: string; before: { score: number }; after: { score: number }; reason: string }[];
      };
    }>(await call('GET', `/api/students/${s.id}/file/scores`, manager)).data;
    expect(dossier.amendments[0]).toMatchObject({
      before: { score: 11 },
      after: { score: 14 },
      reason: 'خطای جمع برگه',
    });
    expect(dossier.amendments[0]!.by).toBeTruthy();
    expect(dossier.scores.find((x) => x.examId === exam.id)).toMatchObject({ score: 14 });

    expect((await call('POST', `/api/exams/${exam.id}/unlock`, manager)).statusCode).toBe(200);
    expect((await submit(teacher, [{ studentId: s.id, score: 15 }])).statusCode).toBe(200);
  });
});
