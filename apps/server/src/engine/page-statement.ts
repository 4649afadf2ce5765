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
import { type SQL, is, sql } from 'drizzle-orm';
import { PgColumn, PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { EntityBinding, Row } from './binding';
import type { ListQuery } from './list-query';
import { pageFields, pageOrder } from './list-page';

export interface PageStatement {
  sql: string;
  params: unknown[];
  /** One row of the answer (its values in select order) as the object Drizzle's select would give. */
  toRow(values: unknown[]): Row;
}

interface PageTemplate {
  /** The text before the total's conditions, between them and the rows' conditions, and the order. */
  head: string;
  middle: string;
  order: string;
  /** The order's parameters (the sort key's letter maps), numbered from $1 in `order`. */
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
const PARAMETER = /\$(\d+)/g;
const HAS_PARAMETER = /\$\d/;
const dialect = new PgDialect();
const templates = new WeakMap<EntityBinding, Map<string, PageTemplate>>();

function buildTemplate(
  binding: EntityBinding,
  bindingOf: (entity: string) => EntityBinding,
  sort: ListQuery['sort'],
): PageTemplate {
  const mark = sql.raw(WHERE_MARK);
  const fields = pageFields(binding, bindingOf, mark);
  const built = new QueryBuilder()
    .select(fields)
    .from(binding.table)
    .where(mark)
    .orderBy(...pageOrder(binding, { sort }))
    .toSQL();
  const [head, middle, order, ...rest] = built.sql.split(WHERE_MARK);
  // Parameters are numbered by position: only the order, which comes last, may hold any.
  if (order === undefined || rest.length || HAS_PARAMETER.test(head! + middle!)) {
    throw new Error(`${binding.def.name}: unexpected page statement ${built.sql}`);
  }
  return {
    head: head!,
    middle: middle!,
    order,
    orderParams: built.params,
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
  const params = [...conditions.params, ...template.orderParams];
  let text =
    template.head +
    conditions.sql +
    template.middle +
    conditions.sql +
    template.order.replace(PARAMETER, (_, n: string) => `$${Number(n) + shift}`);
  text += ` limit $${params.push(query.pageSize)}`;
  // As Drizzle writes it: no offset on the first page (so page 1 and later pages are two shapes).
  const offset = (query.page - 1) * query.pageSize;
  if (offset > 0) text += ` offset $${params.push(offset)}`;
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
