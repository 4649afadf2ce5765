/**
 * The per-survey limit on wrong codes, beside the per-address limit (@fastify/rate-limit, in
 * public-survey-routes.ts). It counts wrong codes only, in the database, so every server process
 * shares one budget and a class typing its right codes at once is never held back by it.
 *
 * The arithmetic (README "Teacher surveys"): a code is 16 symbols of 8, so 8^16 ≈ 2.8 × 10^14 codes
 * exist. A survey holds at most one unspent code per student of its classrooms; even 5,000 of them
 * leave one valid code in 5.6 × 10^10, the number of guesses one hit takes on average. A survey
 * takes at most GUESS_BUDGET = 60 wrong codes a minute and is open at most 60 days (86,400 minutes):
 * 5.2 × 10^6 guesses in all, 1/10,000 of that. The chance that any guess in the whole window finds
 * a valid code is at most 5.2 × 10^6 × 5,000 / 2.8 × 10^14 ≈ 0.0001.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyGuessWindows } from '../../db/schema';

export const GUESS_BUDGET = 60;
export const GUESS_WINDOW_SECONDS = 60;

/** Whether the survey has used up this minute's wrong codes (then no code is even looked at). */
export async function guessesExhausted(db: Db, surveyId: number): Promise<boolean> {
  const [row] = await db
    .select({ failures: surveyGuessWindows.failures })
    .from(surveyGuessWindows)
    .where(
      and(
        eq(surveyGuessWindows.surveyGroupId, surveyId),
        sql`${surveyGuessWindows.windowStart} > now() - make_interval(secs => ${GUESS_WINDOW_SECONDS})`,
      ),
    );
  return (row?.failures ?? 0) >= GUESS_BUDGET;
}

/** Counts one wrong code; a window older than a minute starts again at one. */
export async function recordWrongCode(db: Db, surveyId: number): Promise<void> {
  const fresh = sql`${surveyGuessWindows.windowStart} <= now() - make_interval(secs => ${GUESS_WINDOW_SECONDS})`;
  await db
    .insert(surveyGuessWindows)
    .values({ surveyGroupId: surveyId, windowStart: sql`now()`, failures: 1 })
    .onConflictDoUpdate({
      target: surveyGuessWindows.surveyGroupId,
      set: {
        windowStart: sql`case when ${fresh} then now() else ${surveyGuessWindows.windowStart} end`,
        failures: sql`case when ${fresh} then 1 else ${surveyGuessWindows.failures} + 1 end`,
      },
    });
}
