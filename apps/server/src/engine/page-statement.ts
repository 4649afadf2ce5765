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
 * The rows come back as arrays (no column names to build objects from) and are mapped here with
 * the columns' own decoders, into the same objects Drizzle's select would give.
 */
import { type SQL, getTableName, is, sql } from 'drizzle-orm';
import { PgColumn, PgDialect, QueryBuilder, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { EntityBinding, Row } from './binding';
import type { ListQuery } from './list-query';
import { pageFields, pageOrder, servedColumns } from './list-page';

export interface PageStatement {
  sql: string;
  params: unknown[];
  /** One row of the answer (its values in select order) as the object Drizzle's select would give. */
  toRow(values: unknown[]): Row;
}

interface PageTemplate {
  /** The outer select up to the total's conditions, and from them to the page's rows. */
  head: string;
  middle: string;
  /** The page's rows: up to their conditions, then their order (before the limit and offset). */
  rowsHead: string;
  rowsOrder: string;
  /** The order of the page's rows again, over them (numbered as in `rowsOrder`). */
  order: string;
  /** The order's parameters (the sort key's letter maps), numbered from $1 in both orders. */
  orderParams: unknown[];
  toRow(values: unknown[]): Row;
}

/** Maps a row's values, in select order, to their keys, through their columns' decoders. */
function rowMapper(keys: string[], decoders: (PgColumn | undefined)[]): (values: unknown[]) => Row {
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = values[i];
      const decoder = decoders[i];
      row[keys[i]!] =
        value === null || value === undefined || !decoder ? value : decoder.mapFromDriverValue(value);
    }
    return row as Row;
  };
}

const WHERE_MARK = '/*page-conditions*/';
const PAGE = 'page';
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
  const page = alias(binding.table, PAGE);
  const fields = pageFields(binding, bindingOf, mark, page);
  const outer = new QueryBuilder()
    .select(fields)
    .from(page)
    .orderBy(...pageOrder(binding, { sort }, page))
    .toSQL();
  const [rowsHead, rowsOrder] = splitAt(rows.sql, WHERE_MARK, 1, name);
  const [head, rest] = splitAt(outer.sql, WHERE_MARK, 1, name);
  const [middle, order] = splitAt(rest!, ` from "${getTableName(binding.table)}" "${PAGE}"`, 1, name);
  // Parameters are numbered by position: only the orders, which come after the conditions, may hold
  // any, and both the same ones.
  if (
    HAS_PARAMETER.test(head! + middle! + rowsHead!) ||
    JSON.stringify(rows.params) !== JSON.stringify(outer.params)
  ) {
    throw new Error(`${name}: unexpected page statement ${outer.sql}`);
  }
  return {
    head: head!,
    middle: middle!,
    rowsHead: rowsHead!,
    rowsOrder: rowsOrder!,
    order: order!,
    orderParams: rows.params,
    toRow: rowMapper(
      Object.keys(fields),
      Object.values(fields).map((field) => (is(field, PgColumn) ? field : undefined)),
    ),
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
  // Every page of one shape is one text (one prepared statement), the first with offset 0.
  const offset = params.push((query.page - 1) * query.pageSize);
  const text =
    template.head +
    conditions.sql +
    template.middle +
    ` from (${template.rowsHead}${conditions.sql}${renumber(template.rowsOrder)}` +
    ` limit $${limit} offset $${offset}) "${PAGE}"` +
    renumber(template.order);
  return { sql: text, params, toRow: template.toRow };
}

/** Runs a page's statement (prepared under `name`, if given) and maps its rows as Drizzle would. */
export async function runPage(db: Db, statement: PageStatement, name: string | undefined): Promise<Row[]> {
  const { sql: text, params, toRow } = statement;
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, true, (rows) =>
    (rows as unknown[][]).map(toRow),
  );
  return (await prepared.execute()) as Row[];
}
