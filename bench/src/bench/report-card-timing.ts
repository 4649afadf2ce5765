/**
 * Report card generation at scale (assessment issue): the first term's cards of every generated
 * student, computed set-based by the same function the server's "generate" action calls, timed
 * twice — the first computation, then a recomputation that replaces every draft card.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client';
import { executeRows } from '../../../apps/server/src/db/execute-rows';
import { terms } from '../../../apps/server/src/db/schema';
import { computeReportCards } from '../../../apps/server/src/modules/report-cards/compute-report-cards';

export interface ReportCardTiming {
  students: number;
  cards: number;
  courseRows: number;
  firstMs: number;
  recomputeMs: number;
}

export async function timeReportCards(database: Database, yearId: number): Promise<ReportCardTiming> {
  const [term] = await database.db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.academicYearId, yearId), eq(terms.ordinal, 1)));
  if (!term) throw new Error('the generated year has no first term');
  const scope = { academicYearId: yearId, termId: term.id };
  let started = performance.now();
  const first = await computeReportCards(database.db, scope);
  const firstMs = performance.now() - started;
  started = performance.now();
  await computeReportCards(database.db, scope);
  const recomputeMs = performance.now() - started;
  const [counts] = await executeRows<{ cards: number; courses: number }>(
    database.db,
    sql`select (select count(*) from report_cards where term_id = ${term.id})::int as cards,
        (select count(*) from report_card_courses c join report_cards r on r.id = c.report_card_id
          where r.term_id = ${term.id})::int as courses`,
  );
  return {
    students: first.students,
    cards: counts?.cards ?? 0,
    courseRows: counts?.courses ?? 0,
    firstMs,
    recomputeMs,
  };
}
