/**
 * SQL for Persian text that behaves the same on PostgreSQL and PGlite (which has no ICU collations).
 *  - search: fold Arabic letter forms and Persian/Arabic digits, treat ZWNJ as a space, lower-case;
 *    the query text goes through `searchKey` of the shared package, which folds the same way.
 *  - sort: map the 32 Persian letters onto increasing private-use code points and compare bytewise
 *    (collation "C"), which yields آ ا ب پ ت ... چ ... ژ ... ک گ ... ی on both databases.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const SEARCH_FROM = 'يىكةأإ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩\u200c';
const SEARCH_TO = 'ییکهاا01234567890123456789 ';

const PERSIAN_ALPHABET = 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';
// Arabic forms sort with their Persian letter.
const SORT_FROM = `${PERSIAN_ALPHABET}أإيىكةؤئ\u200c`;
const SORT_TO = [
  ...[...PERSIAN_ALPHABET].map((_, i) => String.fromCodePoint(0xe000 + i)),
  ...['ا', 'ا', 'ی', 'ی', 'ک', 'ه', 'و', 'ی'].map((c) =>
    String.fromCodePoint(0xe000 + PERSIAN_ALPHABET.indexOf(c)),
  ),
  ' ',
].join('');

/**
 * The folded text of a column. The two maps are written into the SQL as literals, not parameters,
 * so the expression is the very one the trigram indexes of the quick search are built on
 * (migration 0016 and `searchIndexSql`), and the planner can use them.
 */
export function searchFold(column: PgColumn | SQL): SQL {
  return sql`lower(translate(${column}::text, ${sql.raw(`'${SEARCH_FROM}'`)}, ${sql.raw(`'${SEARCH_TO}'`)}))`;
}

/** The trigram index of a searchable column (the migration's statement; a test keeps them equal). */
export function searchIndexSql(table: string, column: string): string {
  return (
    `CREATE INDEX IF NOT EXISTS "${table}_search_${column}" ON "${table}" USING gin ` +
    `(lower(translate(("${column}")::text, '${SEARCH_FROM}', '${SEARCH_TO}')) gin_trgm_ops);`
  );
}

/** `%text%` for LIKE with the wildcards of the user's text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function persianSortKey(column: PgColumn): SQL {
  return sql`translate(${column}, ${SORT_FROM}, ${SORT_TO}) collate "C"`;
}
