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

export function searchFold(column: PgColumn | SQL): SQL {
  return sql`lower(translate(${column}::text, ${SEARCH_FROM}, ${SEARCH_TO}))`;
}

/** `%text%` for LIKE with the wildcards of the user's text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function persianSortKey(column: PgColumn): SQL {
  return sql`translate(${column}, ${SORT_FROM}, ${SORT_TO}) collate "C"`;
}
