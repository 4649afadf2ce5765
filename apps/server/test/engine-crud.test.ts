/**
 * Generated API tests: every registry entity gets create/get/list/patch/delete, validation errors,
 * 403 without the permission, 404 for a missing or malformed id, 409 on a stale version, export and
 * history — from the registry alone.
 */
import { ENTITIES, type EntityDef, fieldLabel } from '@school/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith } from './helpers/users';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
});
afterAll(() => ctx.close());

type Item = Record<string, unknown> & { id: number; version: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function create(def: EntityDef, n: number): Promise<Item> {
  const response = await call('POST', `/api/${def.name}`, admin, await sampleFor(ctx.app, admin, def, n));
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

describe.each(ENTITIES.map((def) => [def.name, def] as const))('%s (generated)', (name, def) => {
  const base = `/api/${name}`;
  const required = def.fields.filter((f) => (f.required || f.secret) && !f.readOnly);

  it('creates, reads, lists, updates and deletes a row', async () => {
    const created = await create(def, 101);
    expect(created.version).toBe(1);
    for (const field of def.fields.filter((f) => f.secret)) expect(created).not.toHaveProperty(field.name);

    const got = json<{ data: Item }>(await call('GET', `${base}/${created.id}`, admin)).data;
    expect(got).toEqual(created);

    const list = json<{ data: { items: Item[]; total: number; page: number; pageSize: number } }>(
      await call('GET', `${base}?pageSize=100&sort=id:desc`, admin),
    ).data;
    // The list's page (one statement with its titles) shows the row exactly as the get does.
    expect(list.items.find((i) => i.id === created.id)).toEqual(got);
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.pageSize).toBe(100);

    const editable = def.fields.find(
      (f) =>
        f.type === 'text' && !f.readOnly && !f.secret && !f.format && !f.unique && (f.maxLength ?? 500) >= 40,
    );
    const patch = editable ? { [editable.name]: 'مقدار  ويرايش‌شده' } : {};
    const updated = await call('PATCH', `${base}/${created.id}`, admin, { version: 1, ...patch });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = json<{ data: Item }>(updated).data;
    expect(after.version).toBe(2);
    // Arabic ي is stored as Persian ی and double spaces collapse.
    if (editable) expect(after[editable.name]).toBe('مقدار ویرایش‌شده');

    const removed = await call('DELETE', `${base}/${created.id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `${base}/${created.id}`, admin)).statusCode).toBe(404);
  });

  it('pages, sorts by every sortable field both ways, and filters', async () => {
    await create(def, 102);
    await create(def, 103);
    const page = json<{ data: { items: Item[]; total: number } }>(
      await call('GET', `${base}?page=1&pageSize=1`, admin),
    ).data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    // Past the last page: no rows, and still the filters' total.
    const beyond = json<{ data: { items: Item[]; total: number } }>(
      await call('GET', `${base}?page=${page.total + 1}&pageSize=1`, admin),
    ).data;
    expect(beyond).toMatchObject({ items: [], total: page.total });
    for (const field of def.fields.filter((f) => f.sortable)) {
      for (const dir of ['asc', 'desc']) {
        expect(
          (await call('GET', `${base}?sort=${field.name}:${dir}`, admin)).statusCode,
          `${field.name}:${dir}`,
        ).toBe(200);
      }
    }
    for (const field of def.fields.filter((f) => f.filterable)) {
      const value =
        field.type === 'boolean'
          ? 'false'
          : field.type === 'enum'
            ? field.options![0]
            : field.type === 'jalaliDate'
              ? '2030-01-01'
              : '1';
      expect(
        (await call('GET', `${base}?${field.name}=${encodeURIComponent(value!)}`, admin)).statusCode,
        field.name,
      ).toBe(200);
    }
  });

  it('finds a row by quick search, whatever the Arabic/Persian letters typed', async () => {
    const title = def.fields.find((f) => f.name === def.titleField);
    if (!title?.searchable || title.type !== 'text' || title.format) return;
    const created = await create(def, 104);
    const text = String(created[def.titleField]);
    const typed = text.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    const found = json<{ data: { items: Item[] } }>(
      await call('GET', `${base}?q=${encodeURIComponent(typed)}&pageSize=100`, admin),
    ).data;
    expect(found.items.map((i) => i.id)).toContain(created.id);
    const none = json<{ data: { items: Item[]; total: number } }>(
      await call('GET', `${base}?q=${encodeURIComponent('هیچ‌چیز-نیست-۹۹۹')}`, admin),
    ).data;
    expect(none.total).toBe(0);
  });

  it('refuses bad input with 400 and per-field Persian messages', async () => {
    const empty = await call('POST', base, admin, {});
    if (required.length) {
      expect(empty.statusCode).toBe(400);
      const errors = json<{ errors: Record<string, string> }>(empty).errors;
      for (const field of required) expect(errors[field.name], field.name).toBe('این فیلد الزامی است.');
    }
    const unknown = await call('POST', base, admin, {
      ...(await sampleFor(ctx.app, admin, def, 105)),
      hacker: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const created = await create(def, 106);
    const noVersion = await call('PATCH', `${base}/${created.id}`, admin, {});
    expect(noVersion.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(noVersion).errors.version).toBeDefined();
    for (const query of ['page=0', 'pageSize=1000', 'sort=nope:asc', 'sort=id', 'unknownParam=1']) {
      expect((await call('GET', `${base}?${query}`, admin)).statusCode, query).toBe(400);
    }
  });

  it('answers 404 for a missing id and 400 for a malformed one', async () => {
    expect(json(await call('GET', `${base}/999999`, admin))).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect((await call('PATCH', `${base}/999999`, admin, { version: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/999999`, admin)).statusCode).toBe(404);
    expect((await call('GET', `${base}/abc`, admin)).statusCode).toBe(400);
    expect((await call('GET', `${base}/-5`, admin)).statusCode).toBe(400);
  });

  it('refuses a user without the permission (403)', async () => {
    // A fresh user: the generated user-roles tests may have given older users real roles.
    await createUserWith(ctx.database.db, `powerless-${name}`, []);
    const powerless = (await login(ctx.app, `powerless-${name}`)).accessToken;
    const created = await create(def, 107);
    for (const [method, url, body] of [
      ['GET', base],
      ['GET', `${base}/${created.id}`],
      ['GET', `${base}/export.xlsx`],
      ['POST', base, await sampleFor(ctx.app, admin, def, 108)],
      ['PATCH', `${base}/${created.id}`, { version: created.version }],
      ['DELETE', `${base}/${created.id}`],
      ['GET', `${base}/${created.id}/history`],
    ] as const) {
      const response = await call(method, url, powerless, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(json(response)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const created = await create(def, 109);
    expect((await call('PATCH', `${base}/${created.id}`, admin, { version: 1 })).statusCode).toBe(200);
    const stale = await call('PATCH', `${base}/${created.id}`, admin, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(json<{ data: Item }>(await call('GET', `${base}/${created.id}`, admin)).data.version).toBe(2);
  });

  it('exports the list to Excel with Persian headers and the rows', async () => {
    const created = await create(def, 110);
    const response = await call('GET', `${base}/export.xlsx`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain(fieldLabel(name, def.fields.find((f) => !f.secret)!.name));
    const title = def.fields.find((f) => f.name === def.titleField);
    if (title?.type === 'text') {
      const cells = sheet.getSheetValues().flat().map(String);
      expect(cells).toContain(String(created[def.titleField]));
    }
  });

  it('keeps the history of creates and updates', async () => {
    const created = await create(def, 111);
    await call('PATCH', `${base}/${created.id}`, admin, { version: 1 });
    const history = json<{ data: { action: string; userName: string }[] }>(
      await call('GET', `${base}/${created.id}/history`, admin),
    ).data;
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[1]!.userName).toBe('مدیر سیستم شبکه');
  });
});
