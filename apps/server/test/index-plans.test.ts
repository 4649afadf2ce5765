/**
 * Queries that pick a few rows out of tables growing by a row per score saved or period taken must
 * be served by an index, or they read the whole network's rows: the dossier's scores tab (exam_scores,
 * and audit_log with its amendments; migration 0017) and the school's absence reports (the few
 * percent of attendance rows other than "present"; migration 0019).
 */
import { SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import {
  absencesPerCourseQuery,
  studentAbsencesQuery,
} from '../src/modules/attendance-reports/summary-reports';
import { amendmentRowsQuery, scoreRowsQuery } from '../src/modules/student-file/student-records';
import { createTestContext, type TestContext } from './helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function plan(query: { getSQL(): SQL } | SQL): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    // The demo network is small enough for a full read to look cheapest: ask for the index path.
    await tx.execute(sql`set local enable_seqscan = off`);
    const statement = query instanceof SQL ? query : query.getSQL();
    const rows = await executeRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe("the dossier's scores tab", () => {
  it("finds a student's exam scores through exam_scores_student", async () => {
    const text = await plan(scoreRowsQuery(ctx.database.db, 1, 1));
    expect(text).toContain('exam_scores_student');
    expect(text).not.toMatch(/Seq Scan on exam_scores/);
  });

  it("finds a student's amended scores through the partial index of audit rows with a reason", async () => {
    const text = await plan(amendmentRowsQuery(ctx.database.db, 1));
    expect(text).toContain('audit_log_amendment_student');
    expect(text).not.toMatch(/Seq Scan on audit_log/);
  });
});

describe("the school's absence reports", () => {
  const scope = { schoolId: 1, academicYearId: 1, from: '2025-10-01', to: '2025-10-31' };

  it.each([
    ['absences per course', absencesPerCourseQuery],
    ['absences per student', studentAbsencesQuery],
  ])('%s read only the rows other than "present", through a partial index', async (_name, query) => {
    const text = await plan(query(scope));
    expect(text).toMatch(/attendance_not_present/);
    expect(text).not.toMatch(/Seq Scan on attendance_records/);
  });
});

describe("the reports over a school's report cards", () => {
  it("read each card's course plans and scores from its key alone (a covering primary key)", async () => {
    const [key] = await executeRows<{ definition: string }>(
      ctx.database.db,
      sql`select indexdef as definition from pg_indexes
          where indexname = 'report_card_courses_card_group' and schemaname = current_schema()`,
    );
    expect(key?.definition).toMatch(
      /UNIQUE INDEX .*\(report_card_id, course_group_id\) INCLUDE \(course_plan_id, score\)/,
    );
  });
});
