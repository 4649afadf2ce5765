/**
 * The dossier's scores tab reads one student's rows out of tables that grow by a row per score saved
 * (exam_scores, and audit_log with its amendments): both queries must be served by an index
 * (migration 0017), or every score of the network is read for each dossier opened.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { amendmentRowsQuery, scoreRowsQuery } from '../src/modules/student-file/student-records';
import { createTestContext, type TestContext } from './helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function plan(query: { getSQL(): SQL }): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    // The demo network is small enough for a full read to look cheapest: ask for the index path.
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await executeRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query.getSQL()}`);
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
