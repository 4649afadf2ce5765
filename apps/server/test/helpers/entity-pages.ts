/**
 * What the tests that hold a list's page against another way of reading it share: every entity's
 * sample pages, one page read through its statement (page-statement.ts), and the admin's token and
 * access to read the same lists through the API and the service.
 */
import { gt, type SQL } from 'drizzle-orm';
import { loadUserAccess, type UserAccess } from '../../src/access/user-access';
import type { Db } from '../../src/db/client';
import type { students } from '../../src/db/schema';
import type { EntityBinding } from '../../src/engine/binding';
import type { ListQuery } from '../../src/engine/list-query';
import { pageStatement, runPage, type PageStatement } from '../../src/engine/page-statement';
import { login, type TestContext } from './test-app';
import { userId } from './users';

export interface SamplePage {
  where: SQL | undefined;
  query: Pick<ListQuery, 'sort' | 'page' | 'pageSize'>;
}

/** An entity's first page, its first page of the rows after id 1, and its third page: 10 rows each. */
export function samplePages(binding: EntityBinding): SamplePage[] {
  const id = (binding.table as unknown as Record<string, typeof students.id>).id!;
  return [
    { where: undefined, query: { page: 1, pageSize: 10 } },
    { where: gt(id, 1), query: { page: 1, pageSize: 10 } },
    { where: undefined, query: { page: 3, pageSize: 10 } },
  ];
}

/** One page read through its statement: the statement and its rows' values. */
export async function readPage(
  db: Db,
  binding: EntityBinding,
  bindingOf: (entity: string) => EntityBinding,
  { where, query }: SamplePage,
): Promise<{ statement: PageStatement; values: unknown[][] }> {
  const statement = pageStatement(binding, bindingOf, where, query);
  return { statement, values: await runPage(db, statement, undefined) };
}

/** The admin's bearer token and access. */
export async function adminReader(ctx: TestContext): Promise<{ token: string; access: UserAccess }> {
  const { accessToken } = await login(ctx.app, 'admin');
  const access = await loadUserAccess(ctx.database.db, await userId(ctx.database.db, 'admin'));
  return { token: accessToken, access: access! };
}
