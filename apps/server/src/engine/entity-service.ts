/**
 * The generic CRUD behind every registry entity. Every query is scoped (scope.ts); every write is
 * validated upstream by the registry's zod schema, checked here for references, uniqueness and
 * concurrency, and recorded in the audit log in the same transaction.
 */
import { ERROR_CODES, type FieldDef, nameFieldsOf, toPersianDigits } from '@school/shared';
import { type SQL, and, asc, count, eq, getTableColumns, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type CurrentContext, currentContext } from '../access/current-context';
import type { UserAccess } from '../access/user-access';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { AppError, notFound } from '../http/errors';
import { historyOf, writeAudit } from './audit';
import type { EntityBinding, Row, WriteContext } from './binding';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgErrorCode } from './db-errors';
import { dependentLabel, referencingTable } from './dependent-tables';
import { perTextName } from '../db/statement-names';
import { TEXT_TYPES, pageOrder, pageStatementFamily, withTitles } from './list-page';
import { type PageStatement, pageStatement, runPage } from './page-statement';
import { type ListQuery, toListQuery } from './list-query';
import { containsPattern, persianSortKey, searchFold } from './persian-sql';
import { contextSql, detailSql, nameSql } from './row-names';
import { refuseClosedYear } from './closed-years';
import { contextWhere, scopeWhere } from './scope';
import { auditValues, serializeRow } from './serialize';

export const ENGINE_MESSAGES = {
  stale: 'این مورد در این فاصله توسط کاربر دیگری تغییر کرده است. صفحه را تازه کنید و دوباره تلاش کنید.',
  duplicate: 'این مقدار قبلاً ثبت شده است.',
  duplicateGeneric: 'مقداری تکراری است و با داده‌های موجود تداخل دارد.',
  badReference: 'مورد انتخاب‌شده یافت نشد یا در دسترس شما نیست.',
  invalid: 'اطلاعات ارسالی معتبر نیست.',
  noSchool: 'ابتدا مدرسه و سال تحصیلی جاری را انتخاب کنید.',
  inUse: 'این مورد به داده‌های دیگری وابسته است و حذف نمی‌شود.',
  elsewhere: 'داده‌هایی از مدارس دیگر',
  networkOnly: 'این اطلاعات میان همه مدارس شبکه مشترک است و فقط مدیر شبکه می‌تواند آن را تغییر دهد.',
};

/** The start of the current hour: the only time an anonymous create keeps. */
function startOfHour(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}

/** What the audit log says of a secret field that an update set. */
export const SECRET_CHANGED = 'تغییر کرد';

/** The ids a reference value holds: one id, or a list of them for a multiple reference. */
function referenceIds(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

/** Rows whose reference field points at `id`: equality, or containment for an array of ids. */
function refersTo(field: FieldDef, column: PgColumn, id: number | string | boolean): SQL {
  if (field.type === 'reference' && field.multiple) return sql`${column} @> array[${id}]::integer[]`;
  return eq(column, id);
}

/** A picker's option: the row's name, and what tells rows of one name apart (when the entity has it). */
export interface OptionRow {
  id: number;
  title: string;
  context?: string | null;
  detail?: string | null;
}

export interface ListResult {
  items: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
}

/** A list page as its statement read it (EntityService.readPage). */
interface ReadPage {
  query: ListQuery;
  statement: PageStatement;
  values: unknown[][];
  total: number;
}

export class EntityService {
  constructor(
    readonly db: Db,
    private readonly bindings: ReadonlyMap<string, EntityBinding>,
  ) {}

  binding(name: string): EntityBinding {
    const binding = this.bindings.get(name);
    if (!binding) throw new Error(`no binding for entity ${name}`);
    return binding;
  }

  // ---- reading ----------------------------------------------------------------------------------

  async list(binding: EntityBinding, access: UserAccess, raw: Record<string, unknown>): Promise<ListResult> {
    return this.pageObjects(binding, await this.readPage(binding, access, raw));
  }

  /**
   * The same page as `list`, as the JSON text of its ListResult: written straight from the
   * statement's values where the entity has a writer (list-json.ts), byte for byte what
   * JSON.stringify of `list`'s answer gives.
   */
  async listJson(binding: EntityBinding, access: UserAccess, raw: Record<string, unknown>): Promise<string> {
    const page = await this.readPage(binding, access, raw);
    const write = page.statement.toItemJson;
    if (!write) return JSON.stringify(await this.pageObjects(binding, page));
    const { total, query } = page;
    const rest = `"total":${JSON.stringify(total)},"page":${JSON.stringify(query.page)},"pageSize":${JSON.stringify(query.pageSize)}`;
    return `{"items":[${page.values.map(write).join(',')}],${rest}}`;
  }

  private async pageObjects(binding: EntityBinding, page: ReadPage): Promise<ListResult> {
    const rows = page.values.map(page.statement.toRow);
    const items = await this.present(binding, rows, { multipleOnly: true });
    return {
      items: items.map((item, i) => withTitles(binding, rows[i]!, item)),
      total: page.total,
      page: page.query.page,
      pageSize: page.query.pageSize,
    };
  }

  /** A page's rows as its statement gave them (values in select order), and the filters' total. */
  private async readPage(
    binding: EntityBinding,
    access: UserAccess,
    raw: Record<string, unknown>,
  ): Promise<ReadPage> {
    const query = toListQuery(binding.def, raw);
    const where = this.listWhere(binding, access, await currentContext(this.db, access), query);
    const bindingOf = (name: string) => this.binding(name);
    const statement = pageStatement(binding, bindingOf, where, query);
    // Prepared per shape: the next page, classroom or search of the same shape skips planning.
    const family = pageStatementFamily(query);
    const name = family ? perTextName(family) : undefined;
    const values = await runPage(this.db, statement, name);
    // A page past the end carries no total; the first page being empty means there is none.
    const total = values.length
      ? statement.totalOf(values[0]!)
      : query.page === 1
        ? 0
        : Number((await this.db.select({ n: count() }).from(binding.table).where(where))[0]?.n ?? 0);
    return { query, statement, values, total };
  }

  /** Every row of the list's filters, for the Excel export (capped). */
  async listAll(binding: EntityBinding, access: UserAccess, raw: Record<string, unknown>, cap = 20_000) {
    const query = toListQuery(binding.def, raw);
    const where = this.listWhere(binding, access, await currentContext(this.db, access), query);
    const rows = (await this.db
      .select()
      .from(binding.table)
      .where(where)
      .orderBy(...pageOrder(binding, query))
      .limit(cap)) as Row[];
    return this.present(binding, rows);
  }

  async get(binding: EntityBinding, access: UserAccess, id: number): Promise<Record<string, unknown>> {
    return (await this.present(binding, [await this.scopedRow(binding, access, id)]))[0]!;
  }

  async history(binding: EntityBinding, access: UserAccess, id: number) {
    await this.scopedRow(binding, access, id);
    return historyOf(this.db, binding.def.name, id);
  }

  /**
   * Options of reference pickers: search by name (or a detail such as the national code), or resolve
   * given ids. Each is its id, its name (a person's full name), and what tells rows of one name
   * apart: the context (a student's classroom) and the detail (their national code).
   */
  async options(
    binding: EntityBinding,
    access: UserAccess,
    q: string | undefined,
    ids: number[] | undefined,
  ): Promise<OptionRow[]> {
    const id = this.column(binding, 'id');
    const name = nameSql(binding);
    const context = contextSql(binding, (entity) => this.binding(entity));
    const detail = detailSql(binding);
    const conditions = [
      scopeWhere(binding, access),
      contextWhere(binding, await currentContext(this.db, access)),
    ];
    if (ids?.length) conditions.push(inArray(id, ids));
    else if (q) {
      const pattern = containsPattern(q);
      const details = (binding.def.optionDetail ?? []).map((f) => this.column(binding, f));
      conditions.push(or(...[name, ...details].map((text) => sql`${searchFold(text)} like ${pattern}`)));
    }
    // Persons in the order of a roll: by last name, then first name.
    const order = [binding.def.titleField, ...nameFieldsOf(binding.def)]
      .filter((field, i, all) => all.indexOf(field) === i)
      .map((field) => {
        const column = this.column(binding, field);
        return this.isText(binding, field) ? persianSortKey(column) : asc(column);
      });
    const rows = await this.db
      .select({
        id: sql<number>`${id}`,
        title: sql<string>`${name}`,
        context: sql<string | null>`${context ?? sql`null`}`,
        detail: sql<string | null>`${detail ?? sql`null`}`,
      })
      .from(binding.table)
      .where(and(...conditions))
      .orderBy(...order, asc(id))
      .limit(ids?.length ? 100 : 20);
    // Entities without a context or detail send the pair as before: id and title.
    return rows.map(({ context: c, detail: d, ...option }) => ({
      ...option,
      ...(context ? { context: c } : {}),
      ...(detail ? { detail: d } : {}),
    }));
  }

  // ---- writing ----------------------------------------------------------------------------------

  async create(binding: EntityBinding, access: UserAccess, body: Record<string, unknown>) {
    this.refuseNetworkWrite(binding, access);
    const refusal = binding.canCreate?.(access);
    if (refusal) throw new AppError(403, ERROR_CODES.FORBIDDEN, refusal);
    const context = await currentContext(this.db, access);
    const values = this.toColumnValues(binding, { ...body, ...this.scopeValues(binding, context) });
    await this.refuseClosed(binding, values);
    await this.checkReferences(binding, access, values, this.schoolOf(binding, values));
    await this.checkUnique(binding, values, values);
    // An anonymous create names no writer, and its times say only the hour.
    const hour = binding.anonymousCreate?.(values) ? startOfHour() : undefined;
    const writer = hour ? null : access.userId;
    const times = hour ? { createdAt: hour, updatedAt: hour } : {};
    const row = await this.db.transaction(async (tx) => {
      const ctx: WriteContext = { db: tx, access, context, mode: 'create' };
      const prepared = binding.beforeWrite ? await binding.beforeWrite(values, ctx) : values;
      const [created] = (await this.guardWrite(() =>
        tx
          .insert(binding.table)
          .values({ ...prepared, ...times, createdBy: writer, updatedBy: writer } as never)
          .returning(),
      )) as Row[];
      await binding.afterWrite?.(created!, ctx);
      const entry = this.auditEntry(binding, access, created!, 'create', null, created!);
      await writeAudit(tx, hour ? { ...entry, userId: null, at: hour } : entry);
      return created!;
    });
    return (await this.present(binding, [row]))[0]!;
  }

  async update(binding: EntityBinding, access: UserAccess, id: number, body: Record<string, unknown>) {
    this.refuseNetworkWrite(binding, access);
    const existing = await this.scopedRow(binding, access, id);
    this.protect(binding, existing, 'edit');
    await this.checkChange(binding, access, existing);
    const { version, ...rest } = body as { version: number } & Record<string, unknown>;
    const changes = this.toColumnValues(binding, rest);
    if (version !== existing.version) throw new AppError(409, ERROR_CODES.CONFLICT, ENGINE_MESSAGES.stale);
    await this.refuseClosed(binding, existing);
    await this.checkReferences(binding, access, changes, this.schoolOf(binding, existing));
    await this.checkUnique(binding, changes, existing, id);
    const context = await currentContext(this.db, access);
    const row = await this.db.transaction(async (tx) => {
      const ctx: WriteContext = { db: tx, access, context, mode: 'update', existing };
      const prepared = binding.beforeWrite ? await binding.beforeWrite(changes, ctx) : changes;
      const [updated] = (await this.guardWrite(() =>
        tx
          .update(binding.table)
          .set({
            ...prepared,
            version: existing.version + 1,
            updatedAt: new Date(),
            updatedBy: access.userId,
          } as never)
          // The version in the WHERE makes two simultaneous saves of one version impossible.
          .where(and(eq(this.column(binding, 'id'), id), eq(this.column(binding, 'version'), version)))
          .returning(),
      )) as Row[];
      if (!updated) throw new AppError(409, ERROR_CODES.CONFLICT, ENGINE_MESSAGES.stale);
      await binding.afterWrite?.(updated, ctx);
      const entry = this.auditEntry(binding, access, updated, 'update', existing, updated);
      // A secret (a password) is never logged, but that it was set is: «رمز عبور: تغییر کرد».
      for (const field of binding.def.fields.filter((f) => f.secret && rest[f.name])) {
        entry.after = { ...entry.after, [field.name]: SECRET_CHANGED };
      }
      await writeAudit(tx, entry);
      return updated;
    });
    return (await this.present(binding, [row]))[0]!;
  }

  async remove(binding: EntityBinding, access: UserAccess, id: number): Promise<void> {
    this.refuseNetworkWrite(binding, access);
    const existing = await this.scopedRow(binding, access, id);
    this.protect(binding, existing, 'delete');
    await this.checkChange(binding, access, existing);
    await this.refuseClosed(binding, existing);
    const refuse = (what: string) =>
      new AppError(
        409,
        ERROR_CODES.CONFLICT,
        `این ${binding.def.label.fa} را نمی‌توان حذف کرد، چون ${what} به آن وابسته است.`,
      );
    const dependents = await this.dependents(binding, access, id);
    if (dependents.length) throw refuse(dependents.join('، '));
    try {
      await this.db.transaction(async (tx) => {
        await tx.delete(binding.table).where(eq(this.column(binding, 'id'), id));
        await binding.afterDelete?.(existing, { db: tx, access });
        await writeAudit(tx, this.auditEntry(binding, access, existing, 'delete', existing, null));
      });
    } catch (error) {
      // Rows outside the registry (scores, members, report cards...) that still point at this one.
      if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
      const table = referencingTable(error);
      const label = table && dependentLabel(table, this.bindings.values());
      throw label ? refuse(label) : new AppError(409, ERROR_CODES.CONFLICT, ENGINE_MESSAGES.inUse);
    }
  }

  // ---- helpers ------------------------------------------------------------------------------------

  private column(binding: EntityBinding, key: string): PgColumn {
    const column = (getTableColumns(binding.table) as Record<string, PgColumn>)[key];
    if (!column) throw new Error(`${binding.def.name} has no column ${key}`);
    return column;
  }

  private keyOf(binding: EntityBinding, column: PgColumn | undefined): string | undefined {
    if (!column) return undefined;
    return Object.entries(getTableColumns(binding.table)).find(([, c]) => c === column)?.[0];
  }

  private isText(binding: EntityBinding, name: string): boolean {
    const field = binding.def.fields.find((f) => f.name === name);
    return field ? TEXT_TYPES.has(field.type) : false;
  }

  private async scopedRow(binding: EntityBinding, access: UserAccess, id: number): Promise<Row> {
    const [row] = (await this.db
      .select()
      .from(binding.table)
      .where(and(eq(this.column(binding, 'id'), id), scopeWhere(binding, access)))) as Row[];
    if (!row) throw notFound(`${binding.def.label.fa} مورد نظر یافت نشد.`);
    return row;
  }

  private listWhere(
    binding: EntityBinding,
    access: UserAccess,
    context: CurrentContext,
    query: ListQuery,
  ): SQL | undefined {
    const conditions: (SQL | undefined)[] = [scopeWhere(binding, access), contextWhere(binding, context)];
    for (const { field, value, via } of query.filters) {
      if (via) {
        conditions.push(this.derivedFilter(binding, via, value));
        continue;
      }
      const custom = binding.listFilter?.(field.name, value);
      if (custom) {
        conditions.push(custom);
        continue;
      }
      const column = this.column(binding, field.name);
      conditions.push(
        TEXT_TYPES.has(field.type)
          ? sql`${searchFold(column)} like ${containsPattern(String(value).toLowerCase())}`
          : refersTo(field, column, value as number),
      );
    }
    for (const { field, from, to } of query.ranges) {
      const column = this.column(binding, field.name);
      if (from) conditions.push(gte(column, from));
      if (to) conditions.push(lte(column, to));
    }
    if (query.q) {
      const searchable = binding.def.fields.filter((f) => f.searchable);
      if (searchable.length) {
        conditions.push(
          or(
            ...searchable.map(
              (f) => sql`${searchFold(this.column(binding, f.name))} like ${containsPattern(query.q!)}`,
            ),
          ),
        );
      }
    }
    return and(...conditions);
  }

  /** Rows whose `via` reference points at a row of the referenced entity with `target` = value. */
  private derivedFilter(binding: EntityBinding, via: { field: string; target: string }, value: unknown): SQL {
    const ref = binding.def.fields.find((f) => f.name === via.field)?.ref;
    const target = this.binding(ref ?? '');
    const column = this.column(target, via.target);
    // Enum options are strings; a numeric column (grade level) compares with a number.
    const typed = column.dataType === 'number' && typeof value === 'string' ? Number(value) : value;
    return inArray(
      this.column(binding, via.field),
      this.db
        .select({ id: this.column(target, 'id') })
        .from(target.table)
        .where(eq(column, typed)),
    );
  }

  /** School-scoped rows are created in the current school (and year) of the change-stage choice. */
  private scopeValues(binding: EntityBinding, context: CurrentContext): Record<string, unknown> {
    const schoolKey = this.keyOf(binding, binding.schoolColumn);
    if (binding.def.scope === 'network' || !schoolKey || schoolKey === 'id') return {};
    if (
      context.schoolId === null ||
      (binding.def.scope === 'schoolYear' && context.academicYearId === null)
    ) {
      throw new AppError(400, ERROR_CODES.VALIDATION, ENGINE_MESSAGES.noSchool);
    }
    const values: Record<string, unknown> = { [schoolKey]: context.schoolId };
    const yearKey = this.keyOf(binding, binding.yearColumn);
    if (binding.def.scope === 'schoolYear' && yearKey) values[yearKey] = context.academicYearId;
    return values;
  }

  /** Enum options are strings in the registry; columns that store numbers (grade level) get numbers. */
  private toColumnValues(binding: EntityBinding, values: Record<string, unknown>): Record<string, unknown> {
    const out = { ...values };
    for (const field of binding.def.fields.filter(
      (f) => f.type === 'enum' && !f.multiple && typeof out[f.name] === 'string',
    )) {
      if (this.column(binding, field.name).dataType === 'number') out[field.name] = Number(out[field.name]);
    }
    return out;
  }

  /** The school a row of a school-scoped entity belongs to (undefined for network entities and schools). */
  private schoolOf(binding: EntityBinding, row: Record<string, unknown>): number | undefined {
    const key = this.keyOf(binding, binding.schoolColumn);
    return key && key !== 'id' ? (row[key] as number) : undefined;
  }

  /**
   * A reference must point at a row the user may see, and a school's row may only reference rows of
   * the same school: no linking to another school's classroom, even for a network-wide user.
   */
  private async checkReferences(
    binding: EntityBinding,
    access: UserAccess,
    values: Record<string, unknown>,
    schoolId?: number,
  ) {
    const errors: Record<string, string> = {};
    for (const field of binding.def.fields.filter((f) => f.type === 'reference' && values[f.name] != null)) {
      const ids = referenceIds(values[field.name]);
      if (!ids.length) continue;
      const target = this.binding(field.ref!);
      const targetSchool = this.keyOf(target, target.schoolColumn);
      const sameSchool =
        schoolId !== undefined && targetSchool && targetSchool !== 'id'
          ? eq(target.schoolColumn!, schoolId)
          : undefined;
      const [found] = await this.db
        .select({ n: count() })
        .from(target.table)
        .where(and(inArray(this.column(target, 'id'), ids), scopeWhere(target, access), sameSchool));
      if (Number(found?.n ?? 0) !== ids.length) errors[field.name] = ENGINE_MESSAGES.badReference;
    }
    if (Object.keys(errors).length)
      throw new AppError(400, ERROR_CODES.VALIDATION, ENGINE_MESSAGES.invalid, errors);
  }

  /** Unique fields are unique per school (and year) for scoped entities, network-wide otherwise. */
  private async checkUnique(
    binding: EntityBinding,
    values: Record<string, unknown>,
    partition: Record<string, unknown>,
    exceptId?: number,
  ) {
    const errors: Record<string, string> = {};
    const schoolKey = this.keyOf(binding, binding.schoolColumn);
    const yearKey = this.keyOf(binding, binding.yearColumn);
    for (const field of binding.def.fields.filter((f: FieldDef) => f.unique && values[f.name] != null)) {
      const conditions: (SQL | undefined)[] = [eq(this.column(binding, field.name), values[field.name])];
      if (!field.uniqueAcrossNetwork) {
        if (schoolKey && schoolKey !== 'id') conditions.push(eq(binding.schoolColumn!, partition[schoolKey]));
        if (yearKey) conditions.push(eq(binding.yearColumn!, partition[yearKey]));
      }
      if (exceptId !== undefined) conditions.push(ne(this.column(binding, 'id'), exceptId));
      const [found] = await this.db
        .select({ id: sql`1` })
        .from(binding.table)
        .where(and(...conditions))
        .limit(1);
      if (found) errors[field.name] = ENGINE_MESSAGES.duplicate;
    }
    if (Object.keys(errors).length)
      throw new AppError(409, ERROR_CODES.CONFLICT, ENGINE_MESSAGES.duplicate, errors);
  }

  /** Database constraint failures that slipped past the checks (a race) become 409s, not 500s. */
  private async guardWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === UNIQUE_VIOLATION)
        throw new AppError(409, ERROR_CODES.CONFLICT, ENGINE_MESSAGES.duplicateGeneric);
      if (code === FOREIGN_KEY_VIOLATION)
        throw new AppError(409, ERROR_CODES.CONFLICT, ENGINE_MESSAGES.inUse);
      throw error;
    }
  }

  /**
   * The network's shared rows (network entities seen whole by everyone: years, majors, course plans,
   * roles) are written only by network-wide users. The permissions are dropped for school-bound users
   * already (user-access.ts); this holds even for a route that forgot to ask for them.
   */
  private refuseNetworkWrite(binding: EntityBinding, access: UserAccess) {
    if (binding.def.scope === 'network' && !binding.visibleTo && access.schoolScope !== 'all')
      throw new AppError(403, ERROR_CODES.FORBIDDEN, ENGINE_MESSAGES.networkOnly);
  }

  /** A row of a closed academic year is read-only (closed-years.ts). */
  private async refuseClosed(binding: EntityBinding, row: Record<string, unknown>) {
    const yearKey = this.keyOf(binding, binding.yearColumn);
    if (yearKey && !binding.staysOpenAfterYearClose)
      await refuseClosedYear(this.db, row[yearKey] as number | null);
  }

  private async checkChange(binding: EntityBinding, access: UserAccess, row: Row) {
    const refusal = await binding.canChange?.(row, access, this.db);
    if (refusal) throw new AppError(403, ERROR_CODES.FORBIDDEN, refusal);
  }

  private protect(binding: EntityBinding, row: Row, action: 'edit' | 'delete') {
    const refusal = binding.protectRow?.(row, action);
    if (refusal) throw new AppError(403, ERROR_CODES.FORBIDDEN, refusal);
  }

  /**
   * What refers to the row, as «۳ کلاس‌ها» per referencing entity. Counted within the user's scope:
   * rows of schools the user cannot see are mentioned, never counted.
   */
  private async dependents(binding: EntityBinding, access: UserAccess, id: number): Promise<string[]> {
    const found: string[] = [];
    let elsewhere = false;
    for (const other of this.bindings.values()) {
      for (const field of other.def.fields.filter(
        (f) => f.type === 'reference' && f.ref === binding.def.name,
      )) {
        const visible = scopeWhere(other, access) ?? sql`true`;
        const [row] = await this.db
          .select({ all: count(), mine: sql<number>`count(*) filter (where ${visible})`.mapWith(Number) })
          .from(other.table)
          .where(refersTo(field, this.column(other, field.name), id));
        const all = Number(row?.all ?? 0);
        const mine = Number(row?.mine ?? 0);
        if (mine > 0) found.push(`${toPersianDigits(mine)} ${other.def.label.faPlural}`);
        if (all > mine) elsewhere = true;
      }
    }
    if (elsewhere) found.push(ENGINE_MESSAGES.elsewhere);
    return found;
  }

  /** Serialises rows and adds `_titles` of their references, read in one query for all fields. */
  private async present(
    binding: EntityBinding,
    rows: Row[],
    { multipleOnly = false } = {},
  ): Promise<Record<string, unknown>[]> {
    const items = rows.map((row) => serializeRow(binding.def, row));
    // A list page brings its single references' titles itself (list-page.ts).
    const fields = binding.def.fields.filter((f) => f.type === 'reference' && (f.multiple || !multipleOnly));
    const lookups = fields
      .map((field) => ({ field, ids: [...new Set(items.flatMap((i) => referenceIds(i[field.name])))] }))
      .filter((l) => l.ids.length > 0);
    if (!lookups.length) return items;
    const parts = lookups.map(({ field, ids }) => {
      const target = this.binding(field.ref!);
      const idColumn = this.column(target, 'id');
      const context = field.multiple ? undefined : contextSql(target, (entity) => this.binding(entity));
      return sql`(select ${field.name}::text as field, ${idColumn}::integer as id, ${nameSql(target)} as title,
        ${context ?? sql`null`}::text as context
        from ${target.table} where ${inArray(idColumn, ids)})`;
    });
    const titles = await executeRows<{ field: string; id: number; title: string; context: string | null }>(
      this.db,
      sql.join(parts, sql` union all `),
    );
    const byKey = new Map(titles.map((t) => [`${t.field}:${Number(t.id)}`, t]));
    for (const item of items) {
      for (const { field } of lookups) {
        const value = item[field.name];
        if (value === null || value === undefined) continue;
        const titleOf = (id: number) => byKey.get(`${field.name}:${id}`)?.title;
        // Several references read as one text, in the order of their ids: «۱۰۱ ریاضی، ۱۰۲ ریاضی».
        const title = Array.isArray(value)
          ? referenceIds(value)
              .map((id) => titleOf(id) ?? `#${id}`)
              .join('، ')
          : (titleOf(value as number) ?? null);
        item._titles = { ...(item._titles as object), [field.name]: title };
        const context = Array.isArray(value)
          ? undefined
          : byKey.get(`${field.name}:${String(value)}`)?.context;
        if (context) item._contexts = { ...(item._contexts as object), [field.name]: context };
      }
    }
    return items;
  }

  private auditEntry(
    binding: EntityBinding,
    access: UserAccess,
    row: Row,
    action: 'create' | 'update' | 'delete',
    before: Row | null,
    after: Row | null,
  ) {
    const schoolKey = this.keyOf(binding, binding.schoolColumn);
    return {
      userId: access.userId,
      entity: binding.def.name,
      entityId: row.id,
      action,
      schoolId: schoolKey ? ((row[schoolKey] as number | null) ?? null) : null,
      before: before ? auditValues(binding.def, before) : null,
      after: after ? auditValues(binding.def, after) : null,
    };
  }
}
