import { type SQL, sql } from 'drizzle-orm';

/**
 * The report cards' ranking rule: best first, ties share a rank and the next one skips (1, 1, 3),
 * and a card (or score) without a value has no rank. Used for the cards' class and grade ranks and
 * by every report that ranks the same way.
 */
export const cardRank = (value: SQL, partition: SQL): SQL =>
  sql`case when ${value} is not null then rank() over (partition by ${partition} order by ${value} desc nulls last) end`;
