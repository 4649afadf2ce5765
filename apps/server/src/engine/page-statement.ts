/**
 * A list page's statement (list-page.ts) without rebuilding it for every request.
 *
 * Building the page's select with Drizzle — two dozen columns, the total, the titles' subqueries,
 * the Persian sort key — cost the server a quarter of a millisecond a page, as much as PostgreSQL
 * spends running it. Everything but the conditions is the same for every page of one entity and
 * sort order, so that text is built once, with a marker where the conditions go, and kept. A request
 * renders only its conditions and puts them in; their parameters come first ($1…$n, used by both the
 * total and the rows), the sort key's after them, then the limit and offset.
 *
 * The rows come back as arrays (no column names to build objects from) and are read here with the
 * columns' own decoders: into the objects Drizzle's select would give — but for the times, which come
 * as the ISO text the API sends — or straight into the API's JSON text of each item (list-json.ts).
 */
import { Column, type SQL, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgColumn, PgDialect, QueryBuilder, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { EntityBinding, Row } from './binding';
import type { ListQuery } from './list-query';
import { type DecodeValue, type ItemWriter, itemWriter } from './list-json';
import { TOTAL_KEY, pageFields, pageOrder, servedColumns } from './list-page';

/** How a row of a page's answer (its values in select order) is read. */
interface RowReaders {
  /** As Drizzle's select would give it, times as ISO text. */
  toRow(values: unknown[]): Row;
  /** As the API's JSON text of its item (list-json.ts); none for an entity with a multiple reference. */
  toItemJson: ItemWriter | undefined;
  /** The filters' total it carries. */
  totalOf(values: unknown[]): number;
}

export interface PageStatement extends RowReaders {
  sql: string;
  params: unknown[];
}

interface PageTemplate {
  /** The outer select up to the total's conditions, and from them to the page's rows. */
  head: string;
  middle: string;
  /** The first page's rows: up to their conditions, then their order (before the limit and offset). */
  rowsHead: string;
  rowsOrder: string;
  /** A later page's: the served columns, its ids' select up to their conditions (same order), the join. */
  rowsColumns: string;
  idsHead: string;
  idsJoin: string;
  /** The order's parameters (the sort key's letter maps), numbered from $1 in `rowsOrder`. */
  orderParams: unknown[];
  readers: RowReaders;
}

/** PostgreSQL's text of a UTC time: `2026-11-27 10:44:05.183232+00`. */
const UTC_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A time column's value as the API writes it (ISO, milliseconds, `Z`), straight from the database's
 * text: a page's rows are only ever serialised, and parsing two times a row into a Date only to
 * write them out again was a tenth of a 100-row page's work. Any other text goes through the Date.
 */
function timeIso(column: PgColumn, value: unknown): unknown {
  const utc = typeof value === 'string' ? UTC_TIME.exec(value) : null;
  if (utc) return `${utc[1]}T${utc[2]}.${`${utc[3] ?? ''}000`.slice(0, 3)}Z`;
  const decoded: unknown = column.mapFromDriverValue(value);
  return decoded instanceof Date ? decoded.toISOString() : decoded;
}

const isTimeColumn = (column: PgColumn | undefined) =>
  column?.columnType === 'PgTimestamp' && (column as PgColumn & { withTimezone?: boolean }).withTimezone;

/**
 * Column `i` of a row's values through its column's decoder; times with a time zone become the API's
 * ISO text (serialize.ts passes text through as it is). Values of no column (the total, the titles)
 * stay as they came, and so do those of a column whose decoder is Drizzle's identity (text, most
 * others). The decoders are the table's own columns: the page's are an alias's proxies, whose every
 * property read — once per value of every row — went through the proxy's trap.
 */
function valueDecoder(columns: (PgColumn | undefined)[]): DecodeValue {
  const decoders = columns.map((column): ((value: unknown) => unknown) | undefined => {
    if (!column) return undefined;
    if (isTimeColumn(column)) return (value) => timeIso(column, value);
    if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue) return undefined;
    return (value) => column.mapFromDriverValue(value);
  });
  return (values, i) => {
    const value = values[i];
    const decoder = decoders[i];
    return value === null || value === undefined || !decoder ? value : decoder(value);
  };
}

/** Maps a row's values, in select order, to their keys, decoded (see `valueDecoder`). */
function rowMapper(keys: string[], decode: DecodeValue): (values: unknown[]) => Row {
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = decode(values, i);
    return row as Row;
  };
}

const WHERE_MARK = '/*page-conditions*/';
const PAGE = 'page';
const PAGE_IDS = 'page_ids';
const PARAMETER = /\$(\d+)/g;
const HAS_PARAMETER = /\$\d/;
const dialect = new PgDialect();
const templates = new WeakMap<EntityBinding, Map<string, PageTemplate>>();

/** Splits a built text at `marker`, which must be there exactly `count` times. */
function splitAt(text: string, marker: string, count: number, what: string): string[] {
  const parts = text.split(marker);
  if (parts.length !== count + 1) throw new Error(`${what}: unexpected page statement ${text}`);
  return parts;
}

/**
 * The page in two levels: the rows of the page (their conditions, order, limit and offset) read
 * first, and the total and the references' titles computed over those rows only. In one select the
 * titles' lookups ran for every row the offset skipped as well (PostgreSQL projects below the limit):
 * page 12 of 25 looked up 300 titles and cost two to three times page 1.
 *
 * A later page reads its rows' ids first — conditions, order, limit and offset over the id alone —
 * and then the rows of those ids, in that order. Walking the offset along the sort order over whole
 * rows fetched every skipped row from the table (or sorted the whole school: a last page of 100 cost
 * three times the first); over the ids it is an index-only walk of the sort-key index (the students'
 * hold the sorted column for that, migration 0057). The first page reads its rows directly: nothing
 * is skipped, and the rows of the ids would cost a lookup by id per row.
 */
function buildTemplate(
  binding: EntityBinding,
  bindingOf: (entity: string) => EntityBinding,
  sort: ListQuery['sort'],
): PageTemplate {
  const mark = sql.raw(WHERE_MARK);
  const name = binding.def.name;
  const rows = new QueryBuilder()
    .select(servedColumns(binding))
    .from(binding.table)
    .where(mark)
    .orderBy(...pageOrder(binding, { sort }))
    .toSQL();
  const table = getTableName(binding.table);
  const idColumn = (getTableColumns(binding.table) as Record<string, PgColumn>).id!;
  const ids = new QueryBuilder()
    .select({ id: idColumn })
    .from(binding.table)
    .where(mark)
    .orderBy(...pageOrder(binding, { sort }))
    .toSQL();
  const page = alias(binding.table, PAGE);
  const fields = pageFields(binding, bindingOf, mark, page);
  // No order over the page's rows: they come out of the subquery in its order (nothing in between
  // joins or groups them), and sorting them again cost a tenth of a 100-row page. The tests compare
  // every entity's pages, in order, with the one select's on both databases.
  const outer = new QueryBuilder().select(fields).from(page).toSQL();
  const [rowsHead, rowsOrder] = splitAt(rows.sql, WHERE_MARK, 1, name);
  const [rowsColumns] = splitAt(rowsHead!, ` from "${table}" where `, 1, name);
  const [idsHead, idsOrder] = splitAt(ids.sql, WHERE_MARK, 1, name);
  // The ids' order must be the rows' very text, with the same parameters (the sort key's letter maps).
  if (idsOrder !== rowsOrder || JSON.stringify(ids.params) !== JSON.stringify(rows.params)) {
    throw new Error(`${name}: unexpected page ids statement ${ids.sql}`);
  }
  const [head, rest] = splitAt(outer.sql, WHERE_MARK, 1, name);
  const [middle, end] = splitAt(rest!, ` from "${table}" "${PAGE}"`, 1, name);
  // Parameters are numbered by position: only the order, which comes after the conditions, may hold any.
  if (end || outer.params.length || HAS_PARAMETER.test(head! + middle! + rowsHead! + idsHead!)) {
    throw new Error(`${name}: unexpected page statement ${outer.sql}`);
  }
  return {
    head: head!,
    middle: middle!,
    rowsHead: rowsHead!,
    rowsOrder: rowsOrder!,
    rowsColumns: rowsColumns!,
    idsHead: idsHead!,
    // The ids come out of unnest in their order (WITH ORDINALITY) and a join on the id keeps it: the
    // planner knows the ordinality's order, so ordering by it costs no sort.
    idsJoin:
      ` with ordinality as "${PAGE_IDS}"("page_id", "page_n") join "${table}"` +
      ` on "${table}"."${idColumn.name}" = "${PAGE_IDS}"."page_id" order by "${PAGE_IDS}"."page_n"`,
    orderParams: rows.params,
    readers: rowReaders(binding, Object.keys(fields), Object.values(fields)),
  };
}

/** The ways a page's row is read: as Drizzle's row object, as the API's JSON text, and its total. */
function rowReaders(binding: EntityBinding, keys: string[], fields: unknown[]): RowReaders {
  const table = getTableColumns(binding.table) as Record<string, PgColumn>;
  const decode = valueDecoder(
    fields.map((field, i) => (is(field, PgColumn) ? (table[keys[i]!] ?? field) : undefined)),
  );
  const total = keys.indexOf(TOTAL_KEY);
  return {
    toRow: rowMapper(keys, decode),
    toItemJson: itemWriter(binding, keys, decode),
    totalOf: (values) => Number(values[total]),
  };
}

function templateOf(
  binding: EntityBinding,
  bindingOf: (entity: string) => EntityBinding,
  sort: ListQuery['sort'],
): PageTemplate {
  let bySort = templates.get(binding);
  if (!bySort) templates.set(binding, (bySort = new Map()));
  const key = sort ? `${sort.field}:${sort.dir}` : '';
  let template = bySort.get(key);
  if (!template) bySort.set(key, (template = buildTemplate(binding, bindingOf, sort)));
  return template;
}

/** The page's statement: its rows, the filters' total (`__total`) and the single references' titles. */
export function pageStatement(
  binding: EntityBinding,
  bindingOf: (entity: string) => EntityBinding,
  where: SQL | undefined,
  query: Pick<ListQuery, 'sort' | 'page' | 'pageSize'>,
): PageStatement {
  const template = templateOf(binding, bindingOf, query.sort);
  const conditions = where ? dialect.sqlToQuery(where) : { sql: 'true', params: [] };
  const shift = conditions.params.length;
  const renumber = (text: string) => text.replace(PARAMETER, (_, n: string) => `$${Number(n) + shift}`);
  const params = [...conditions.params, ...template.orderParams];
  const limit = params.push(query.pageSize);
  const order = renumber(template.rowsOrder);
  if (query.page === 1) {
    const text =
      template.head +
      conditions.sql +
      template.middle +
      ` from (${template.rowsHead}${conditions.sql}${order} limit $${limit}) "${PAGE}"`;
    return { sql: text, params, ...template.readers };
  }
  // Every later page of one shape is one text (one prepared statement), the first page another.
  const offset = params.push((query.page - 1) * query.pageSize);
  const ids = `${template.idsHead}${conditions.sql}${order} limit $${limit} offset $${offset}`;
  const text =
    template.head +
    conditions.sql +
    template.middle +
    ` from (${template.rowsColumns} from unnest(array(${ids}))${template.idsJoin}) "${PAGE}"`;
  return { sql: text, params, ...template.readers };
}

/**
 * Runs a page's statement (prepared under `name`, if given): its rows' values, in select order, to
 * be read by the statement's readers.
 */
export async function runPage(
  db: Db,
  statement: PageStatement,
  name: string | undefined,
): Promise<unknown[][]> {
  const prepared = db._.session.prepareQuery(
    { sql: statement.sql, params: statement.params },
    undefined,
    name,
    true,
    (rows) => rows,
  );
  return (await prepared.execute()) as unknown[][];
}
