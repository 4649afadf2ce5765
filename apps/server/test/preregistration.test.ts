/**
 * Online pre-registration: the public form (no session) stores one application per national code
 * per campaign, checks every field and document in Persian, refuses a closed window, a filled
 * honeypot and uploads that are not images, limits each address; the applicant finds the
 * application again and corrects what a rejection opened. The school decides under the shared
 * transition rules, accepting sends the parents an SMS, and enrolling creates the student once in
 * the chosen classroom, with the documents in the dossier. Another school's applications are 404.
 */
import { withNationalCheckDigit } from '@school/shared';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYears,
  auditLog,
  classrooms,
  preregisterApplications,
  preregisterCampaigns,
  preregisterDocuments,
  preregisterGrades,
  smsOutbox,
  students,
} from '../src/db/schema';
import { pngImage } from './helpers/images';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let manager: string;
let viewer: string;
let managerB: string;
let schoolA: number;
let schoolB: number;
let yearId: number;
let campaign: number;
let campaignB: number;
let grade10Room: number;
let grade11Room: number;

type Json = Record<string, unknown>;
let person = 0;
/** Each test its own address, so the per-address limits of one never reach another. */
let address = 0;
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function applicant(overrides: Json = {}): Json {
  person++;
  return {
    firstName: 'پرنیان',
    lastName: `آزمون${person}`,
    fatherName: 'بهرام',
    nationalCode: withNationalCheckDigit(String(551_000_000 + person * 13)),
    birthDate: `${new Date().getUTCFullYear() - 16}-03-21`,
    gender: 'female',
    gradeLevel: '10',
    previousSchool: 'دبیرستان نمونه',
    previousAverage: '۱۸٫۷۵',
    fatherMobile: '۰۹۱۲ ۱۱۱ ۲۲۳۳',
    motherMobile: '',
    address: 'تهران، خیابان ولی‌عصر',
    ...overrides,
  };
}

const submit = (body: Json, campaignId = campaign, remoteAddress = nextAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/public/applications/${campaignId}`,
    payload: body,
    remoteAddress,
  });

function submitForm(fields: Json, files: [string, Buffer, string][], campaignId = campaign) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [field, bytes, name] of files) form.append(field, new Blob([bytes]), name);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/public/applications/${campaignId}`,
    payload: form as unknown as string,
    remoteAddress: nextAddress(),
  });
}

const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function submitted(
  overrides: Json = {},
): Promise<{ id: number; trackingCode: string; nationalCode: string }> {
  const body = applicant(overrides);
  const response = await submit(body);
  expect(response.statusCode, response.body).toBe(201);
  const { trackingCode } = json<{ data: { trackingCode: string } }>(response).data;
  const [row] = await ctx.database.db
    .select({ id: preregisterApplications.id })
    .from(preregisterApplications)
    .where(eq(preregisterApplications.trackingCode, trackingCode));
  return { id: row!.id, trackingCode, nationalCode: String(body.nationalCode) };
}

async function versionOf(id: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ version: preregisterApplications.version })
    .from(preregisterApplications)
    .where(eq(preregisterApplications.id, id));
  return row!.version;
}

const decide = async (id: number, body: Json, token = manager) =>
  call('POST', `/api/preregister/${id}/decision`, token, { version: await versionOf(id), ...body });
const enrol = async (id: number, classroomId: number, token = manager) =>
  call('POST', `/api/preregister/${id}/enrol`, token, { version: await versionOf(id), classroomId });

async function accepted(overrides: Json = {}) {
  const app = await submitted(overrides);
  expect((await decide(app.id, { status: 'reviewing' })).statusCode).toBe(200);
  const response = await decide(app.id, { status: 'accepted' });
  expect(response.statusCode, response.body).toBe(200);
  return app;
}

async function newCampaign(schoolId: number, window: [number, number], grades: [number, number][]) {
  const db = ctx.database.db;
  const [row] = await db
    .insert(preregisterCampaigns)
    .values({
      schoolId,
      academicYearId: yearId,
      title: `فرم آزمون ${++person}`,
      opensOn: addDays(window[0]),
      closesOn: addDays(window[1]),
      requiredDocuments: [],
    })
    .returning();
  if (grades.length)
    await db.insert(preregisterGrades).values(
      grades.map(([gradeLevel, capacity]) => ({
        schoolId,
        academicYearId: yearId,
        campaignId: row!.id,
        gradeLevel,
        capacity,
      })),
    );
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  [schoolA, schoolB] = (await schoolIds(db)) as [number, number];
  [{ id: yearId }] = (await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.isCurrent, true))) as [{ id: number }];
  manager = (await login(ctx.app, 'manager')).accessToken;
  await createUserWith(db, 'prereg-viewer', ['preregister.list'], 0);
  viewer = (await login(ctx.app, 'prereg-viewer')).accessToken;
  await createUserWith(
    db,
    'prereg-b',
    ['preregister.list', 'preregister.edit', 'preregister.decide', 'preregister.enrol', 'students.file'],
    1,
  );
  managerB = (await login(ctx.app, 'prereg-b')).accessToken;
  campaign = await newCampaign(
    schoolA,
    [-5, 5],
    [
      [10, 50],
      [11, 1],
    ],
  );
  campaignB = await newCampaign(schoolB, [-5, 5], [[10, 50]]);
  const room = async (grade: number) =>
    (
      await db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(and(eq(classrooms.schoolId, schoolA), eq(classrooms.gradeLevel, grade)))
        .limit(1)
    )[0]!.id;
  grade10Room = await room(10);
  grade11Room = await room(11);
});
afterAll(() => ctx.close());

describe('the public form', () => {
  it('shows the campaign: school, open window, grades with seats left, never the applications', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/public/applications/${campaign}` });
    expect(response.statusCode).toBe(200);
    const data = json<{ data: Json }>(response).data;
    expect(data).toMatchObject({
      id: campaign,
      state: 'open',
      grades: [
        { gradeLevel: '10', full: false },
        { gradeLevel: '11', full: false },
      ],
    });
    expect(JSON.stringify(data)).not.toMatch(/capacity|taken|nationalCode/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/public/applications/999999' })).statusCode).toBe(
      404,
    );
  });

  it('stores an application once, normalised, with a tracking code and no user behind it', async () => {
    // Arabic ي, Persian digits in the national code: stored as ی and ASCII digits.
    const code = withNationalCheckDigit('552000111');
    const body = applicant({
      firstName: 'علي',
      nationalCode: code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
    });
    const response = await submit(body);
    expect(response.statusCode, response.body).toBe(201);
    const { trackingCode, status } = json<{ data: { trackingCode: string; status: string } }>(response).data;
    expect(trackingCode).toMatch(/^[2-9]{12}$/);
    expect(status).toBe('submitted');
    const rows = await ctx.database.db
      .select()
      .from(preregisterApplications)
      .where(eq(preregisterApplications.trackingCode, trackingCode));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'علی',
      nationalCode: code,
      fatherMobile: '09121112233',
      motherMobile: null,
      previousAverage: 18.75,
      gradeLevel: 10,
      schoolId: schoolA,
      createdBy: null,
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'preregister'), eq(auditLog.entityId, rows[0]!.id), isNull(auditLog.userId)),
      );
    expect(audit?.action).toBe('create');
  });

  it('refuses a second application of one national code in one campaign, also when sent at once', async () => {
    const body = applicant();
    expect((await submit(body)).statusCode).toBe(201);
    const again = await submit({ ...body, firstName: 'دیگری' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      success: false,
      errors: { nationalCode: expect.stringContaining('کد ملی') },
    });
    const twin = applicant();
    const racing = await Promise.all(Array.from({ length: 5 }, () => submit(twin)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const stored = await ctx.database.db
      .select({ id: preregisterApplications.id })
      .from(preregisterApplications)
      .where(eq(preregisterApplications.nationalCode, String(twin.nationalCode)));
    expect(stored).toHaveLength(1);
    // The same person may apply to another school's campaign.
    expect((await submit(body, campaignB)).statusCode).toBe(201);
  });

  it('answers bad input with 400 and a Persian message per field', async () => {
    const response = await submit(
      applicant({
        nationalCode: '1234567890',
        birthDate: addDays(10),
        gradeLevel: '12',
        fatherMobile: '0212222',
        firstName: '',
      }),
    );
    expect(response.statusCode).toBe(400);
    const { message, errors } = json<{ message: string; errors: Record<string, string> }>(response);
    expect(message).toBe('لطفاً موارد مشخص‌شده را درست کنید.');
    expect(Object.keys(errors).sort()).toEqual(['fatherMobile', 'firstName', 'nationalCode']);
    expect(errors.nationalCode).toBe('کد ملی معتبر نیست.');
    // The fields right, the rest of the rules: a birth date in the past, a grade the form offers.
    const later = await submit(applicant({ birthDate: addDays(10), gradeLevel: '12' }));
    expect(json<{ errors: Record<string, string> }>(later).errors).toEqual({
      birthDate: 'تاریخ تولد درست نیست.',
    });
    const grade = await submit(applicant({ gradeLevel: '12' }));
    expect(json<{ errors: Record<string, string> }>(grade).errors).toEqual({
      gradeLevel: 'این پایه در این فرم پذیرفته نمی‌شود.',
    });
    const noParent = await submit(applicant({ fatherMobile: '' }));
    expect(json<{ errors: Record<string, string> }>(noParent).errors.fatherMobile).toMatch(/پدر یا مادر/);
    const unknown = await submit(applicant({ status: 'accepted' }));
    expect(unknown.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(unknown).errors.status).toBe('این فرم چنین موردی ندارد.');
    for (const payload of ['[1,2]', '{"firstName":', 'null']) {
      const odd = await ctx.app.inject({
        method: 'POST',
        url: `/api/public/applications/${campaign}`,
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: nextAddress(),
      });
      expect(odd.statusCode, payload).toBe(400);
      expect(json<{ message: string }>(odd).message).toMatch(/[آ-ی]/);
    }
    expect((await submit(applicant(), 0)).statusCode).toBe(400);
  });

  it('refuses a form whose hidden honeypot was filled, storing nothing', async () => {
    const body = applicant({ website: 'http://spam.example' });
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toMatch(/پذیرفته نشد/);
    const stored = await ctx.database.db
      .select()
      .from(preregisterApplications)
      .where(eq(preregisterApplications.nationalCode, String(body.nationalCode)));
    expect(stored).toHaveLength(0);
  });

  it('refuses a campaign outside its window', async () => {
    const closed = await newCampaign(schoolA, [-20, -1], [[10, 5]]);
    const future = await newCampaign(schoolA, [2, 9], [[10, 5]]);
    const late = await submit(applicant(), closed);
    expect(late.statusCode).toBe(409);
    expect(json<{ message: string }>(late).message).toBe('مهلت ثبت درخواست در این فرم به پایان رسیده است.');
    expect(json<{ message: string }>(await submit(applicant(), future)).message).toMatch(/هنوز آغاز نشده/);
    const shown = json<{ data: { state: string } }>(
      await ctx.app.inject({ method: 'GET', url: `/api/public/applications/${closed}` }),
    ).data;
    expect(shown.state).toBe('closed');
  });

  it('takes images as documents, re-encoded as JPEG, and refuses anything else by its content', async () => {
    const photo = await pngImage(900, 1200);
    const ok = await submitForm(applicant(), [
      ['photo', photo, 'me.png'],
      ['reportCard', await pngImage(2400, 3000), 'card.png'],
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const { trackingCode } = json<{ data: { trackingCode: string } }>(ok).data;
    const docs = await ctx.database.db
      .select({
        kind: preregisterDocuments.kind,
        type: preregisterDocuments.contentType,
        bytes: preregisterDocuments.bytes,
      })
      .from(preregisterDocuments)
      .innerJoin(preregisterApplications, eq(preregisterApplications.id, preregisterDocuments.applicationId))
      .where(eq(preregisterApplications.trackingCode, trackingCode));
    expect(docs.map((d) => d.kind).sort()).toEqual(['photo', 'reportCard']);
    for (const doc of docs) {
      expect(doc.type).toBe('image/jpeg');
      const meta = await sharp(doc.bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBe(doc.kind === 'photo' ? 600 : 1600);
    }
    // Markup named like an image, a PDF, and a truncated PNG: refused, naming the field.
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [bytes, name] of [
      [html, 'photo.jpg'],
      [Buffer.from('%PDF-1.4\n'), 'card.pdf'],
      [photo.subarray(0, 200), 'cut.png'],
    ] as const) {
      const body = applicant();
      const refused = await submitForm(body, [['photo', bytes, name]]);
      expect(refused.statusCode, name).toBe(400);
      expect(json<{ errors: Record<string, string> }>(refused).errors.photo).toMatch(/تصویر/);
      const stored = await ctx.database.db
        .select()
        .from(preregisterApplications)
        .where(eq(preregisterApplications.nationalCode, String(body.nationalCode)));
      expect(stored).toHaveLength(0);
    }
    const big = await submitForm(applicant(), [['photo', Buffer.alloc(6 * 1024 * 1024, 0xff), 'big.jpg']]);
    expect(big.statusCode).toBe(413);
    expect(json<{ message: string }>(big).message).toMatch(/۵ مگابایت/);
    const stray = await submitForm(applicant(), [['script', photo, 'x.png']]);
    expect(stray.statusCode).toBe(400);
  });

  it('requires the documents the campaign requires', async () => {
    const strict = await newCampaign(schoolA, [-1, 1], [[10, 5]]);
    await ctx.database.db
      .update(preregisterCampaigns)
      .set({ requiredDocuments: ['photo', 'reportCard'] })
      .where(eq(preregisterCampaigns.id, strict));
    const response = await submit(applicant(), strict);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: Json }>(response).errors).sort()).toEqual(['photo', 'reportCard']);
  });

  it('limits sending per address with a Persian 429, other addresses unaffected', async () => {
    const remote = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await submit(applicant({ nationalCode: 'x' }), campaign, remote)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const last = await submit(applicant(), campaign, remote);
    expect(last.statusCode).toBe(429);
    expect(json<{ message: string }>(last).message).toMatch(/بیش از حد مجاز/);
    expect((await submit(applicant())).statusCode).toBe(201);
  });
});

describe('the applicant comes back', () => {
  const lookup = (body: Json, remoteAddress = nextAddress()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/applications/${campaign}/status`,
      payload: body,
      remoteAddress,
    });

  it('sees the status with tracking code and national code, and nothing with either wrong', async () => {
    const app = await submitted();
    const seen = await lookup({
      trackingCode: app.trackingCode.replace(/(\d{4})/g, '$1 '),
      nationalCode: app.nationalCode,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(json<{ data: Json }>(seen).data).toMatchObject({
      status: 'submitted',
      rejectionReason: null,
      fixFields: [],
    });
    for (const wrong of [
      { trackingCode: app.trackingCode, nationalCode: withNationalCheckDigit('123456789') },
      { trackingCode: '222222222222', nationalCode: app.nationalCode },
      { trackingCode: '<b>', nationalCode: '' },
    ]) {
      const response = await lookup(wrong);
      expect(response.statusCode).toBe(404);
      expect(json<{ message: string }>(response).message).toBe(
        'درخواستی با این کد پیگیری و کد ملی یافت نشد.',
      );
    }
    const remote = '10.98.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await lookup({ trackingCode: '222222222222', nationalCode: app.nationalCode }, remote)).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it('reads the reason of a rejection and corrects only what it opened; the application is submitted again', async () => {
    const app = await submitted();
    await decide(app.id, { status: 'reviewing' });
    const rejected = await decide(app.id, {
      status: 'rejected',
      reason: 'نشانی کامل نیست.',
      fixFields: ['address', 'photo'],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = json<{ data: Json }>(
      await lookup({ trackingCode: app.trackingCode, nationalCode: app.nationalCode }),
    ).data;
    expect(seen).toMatchObject({
      status: 'rejected',
      rejectionReason: 'نشانی کامل نیست.',
      fixFields: ['address', 'photo'],
    });

    const correct = (fields: Json, files: [string, Buffer][] = []) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        trackingCode: app.trackingCode,
        nationalCode: app.nationalCode,
        ...fields,
      }))
        form.append(k, String(v));
      for (const [field, bytes] of files) form.append(field, new Blob([bytes]), `${field}.png`);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/public/applications/${campaign}/correction`,
        payload: form as unknown as string,
        remoteAddress: nextAddress(),
      });
    };
    const notOpen = await correct({ firstName: 'دیگر' });
    expect(notOpen.statusCode).toBe(400);
    expect(json<{ errors: Json }>(notOpen).errors).toEqual({ firstName: 'این فرم چنین موردی ندارد.' });
    const wrongDoc = await correct({}, [['reportCard', await pngImage(50, 50)]]);
    expect(json<{ errors: Json }>(wrongDoc).errors).toEqual({
      reportCard: 'این مورد برای اصلاح باز نشده است.',
    });
    const done = await correct({ address: 'تهران، خیابان ولی‌عصر، کوچه یاس، پلاک ۴' }, [
      ['photo', await pngImage(60, 80)],
    ]);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<{ data: Json }>(done).data).toMatchObject({
      status: 'submitted',
      fixFields: [],
      rejectionReason: null,
      documents: ['photo'],
    });
    // Once submitted again, nothing more is open.
    expect((await correct({ address: 'دوباره' })).statusCode).toBe(409);
  });
});

describe("the school's side", () => {
  it('counts applications per status in the current school and year', async () => {
    const before = json<{ data: Record<string, number> }>(
      await call('GET', `/api/preregister/counts?campaignId=${campaign}`, manager),
    ).data;
    await submitted();
    const after = json<{ data: Record<string, number> }>(
      await call('GET', `/api/preregister/counts?campaignId=${campaign}`, manager),
    ).data;
    expect(after.submitted).toBe((before.submitted ?? 0) + 1);
    expect((await call('GET', `/api/preregister/counts?campaignId=${campaignB}`, manager)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/preregister/counts?campaignId=abc', manager)).statusCode).toBe(400);
  });

  it('moves an application only along the allowed transitions', async () => {
    const app = await submitted();
    const skip = await decide(app.id, { status: 'accepted' });
    expect(skip.statusCode).toBe(409);
    expect(json<{ message: string }>(skip).message).toBe(
      'درخواست «ثبت‌شده» را نمی‌توان به «پذیرفته‌شده» برد.',
    );
    expect((await decide(app.id, { status: 'enrolled' })).statusCode).toBe(400);
    expect((await decide(app.id, { status: 'reviewing' })).statusCode).toBe(200);
    const noReason = await decide(app.id, { status: 'rejected', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(json<{ errors: Json }>(noReason).errors.reason).toMatch(/دلیل/);
    const stale = await call('POST', `/api/preregister/${app.id}/decision`, manager, {
      status: 'accepted',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await decide(app.id, { status: 'rejected', reason: 'مدارک ناقص است.' })).statusCode).toBe(200);
    expect((await decide(app.id, { status: 'reviewing' })).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/preregister/${app.id}/decision`, manager, { status: 'accepted' })).statusCode,
    ).toBe(400);
  });

  it('accepting texts both parents once and stops at the grade capacity', async () => {
    const app = await accepted({ gradeLevel: '11', motherMobile: '09351234567' });
    const sms = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'preregistration'));
    const mine = sms.filter((m) => m.dedupeKey?.startsWith(`preregister-accepted:${app.id}:`));
    expect(mine.map((m) => m.recipient).sort()).toEqual(['09121112233', '09351234567']);
    expect(mine[0]!.body).toMatch(/پذیرفته شد/);
    // Grade 11 has one seat: the next acceptance is refused, and the public form says it is full.
    const second = await submit(applicant({ gradeLevel: '11' }));
    expect(json<{ errors: Json }>(second).errors).toEqual({ gradeLevel: 'ظرفیت این پایه تکمیل شده است.' });
    const shown = json<{ data: { grades: Json[] } }>(
      await ctx.app.inject({ method: 'GET', url: `/api/public/applications/${campaign}` }),
    ).data.grades;
    expect(shown).toContainEqual({ gradeLevel: '11', full: true });
    await decide(app.id, { status: 'reviewing' });
    const other = await submitted({ gradeLevel: '11' });
    await decide(other.id, { status: 'reviewing' });
    expect((await decide(app.id, { status: 'accepted' })).statusCode).toBe(200);
    const full = await decide(other.id, { status: 'accepted' });
    expect(full.statusCode).toBe(409);
    expect(json<{ message: string }>(full).message).toMatch(/ظرفیت پایه ۱۱/);
    // Taken back and accepted again: no second message.
    const after = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'preregistration'));
    expect(after.filter((m) => m.dedupeKey?.startsWith(`preregister-accepted:${app.id}:`))).toHaveLength(2);
  });

  it('enrolling creates the student once, in the chosen classroom, with the photo and the documents', async () => {
    const body = applicant();
    const form = await submitForm(body, [
      ['photo', await pngImage(300, 400), 'me.png'],
      ['reportCard', await pngImage(600, 800), 'c.png'],
    ]);
    expect(form.statusCode).toBe(201);
    const [{ id }] = (await ctx.database.db
      .select({ id: preregisterApplications.id })
      .from(preregisterApplications)
      .where(eq(preregisterApplications.nationalCode, String(body.nationalCode)))) as [{ id: number }];
    await decide(id, { status: 'reviewing' });
    await decide(id, { status: 'accepted' });
    const wrongGrade = await enrol(id, grade11Room);
    expect(wrongGrade.statusCode).toBe(400);
    expect(json<{ errors: Json }>(wrongGrade).errors.classroomId).toMatch(/پایه ۱۰/);
    const response = await enrol(id, grade10Room);
    expect(response.statusCode, response.body).toBe(200);
    const { studentId, created } = json<{ data: { studentId: number; created: boolean } }>(response).data;
    expect(created).toBe(true);
    const again = await call('POST', `/api/preregister/${id}/enrol`, manager, {
      version: await versionOf(id),
      classroomId: grade10Room,
    });
    expect(again.statusCode).toBe(409);
    const rows = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.nationalCode, String(body.nationalCode)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: studentId,
      classroomId: grade10Room,
      schoolId: schoolA,
      status: 'studying',
      fatherName: 'بهرام',
    });
    expect(rows[0]!.photo).toMatch(/^\/api\/files\/\d+$/);
    const inClass = json<{ data: { items: Json[] } }>(
      await call('GET', `/api/students?classroomId=${grade10Room}&pageSize=100`, manager),
    ).data.items;
    expect(inClass.map((s) => s.id)).toContain(studentId);
    const docs = json<{ data: { id: number; kind: string }[] }>(
      await call('GET', `/api/students/${studentId}/file/documents`, manager),
    ).data;
    expect(docs.map((d) => d.kind).sort()).toEqual(['photo', 'reportCard']);
    const image = await call('GET', `/api/students/${studentId}/file/documents/${docs[0]!.id}`, manager);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await call('GET', `/api/students/${studentId}/file/documents`, managerB)).statusCode).toBe(404);
    const view = json<{ data: Json }>(await call('GET', `/api/preregister/${id}`, manager)).data;
    expect(view).toMatchObject({ status: 'enrolled', studentId });
    // An enrolled applicant is the student's dossier's now.
    expect(
      (await call('PATCH', `/api/preregister/${id}`, manager, { version: view.version, address: 'جای دیگر' }))
        .statusCode,
    ).toBe(403);
  });

  it('enrolling a national code the school knows moves that student instead of making another', async () => {
    const db = ctx.database.db;
    const [known] = await db.select().from(students).where(eq(students.schoolId, schoolA)).limit(1);
    const app = await accepted({
      nationalCode: known!.nationalCode,
      firstName: known!.firstName,
      lastName: known!.lastName,
    });
    const response = await enrol(app.id, grade10Room);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: Json }>(response).data).toEqual({ studentId: known!.id, created: false });
    const [after] = await db.select().from(students).where(eq(students.id, known!.id));
    expect(after!.classroomId).toBe(grade10Room);
    expect(after!.version).toBe(known!.version + 1);
    // A national code of another school's student: the transfer comes first.
    const [elsewhere] = await db.select().from(students).where(eq(students.schoolId, schoolB)).limit(1);
    const foreign = await accepted({ nationalCode: elsewhere!.nationalCode });
    const refused = await enrol(foreign.id, grade10Room);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toMatch(/مدرسه دیگری/);
  });

  it("treats another school's applications as missing (404) and refuses what a role lacks (403)", async () => {
    const app = await submitted();
    for (const [method, url, body] of [
      ['GET', `/api/preregister/${app.id}`],
      ['GET', `/api/preregister/${app.id}/details`],
      ['GET', `/api/preregister/${app.id}/documents/photo`],
      ['POST', `/api/preregister/${app.id}/decision`, { status: 'reviewing', version: 1 }],
      ['POST', `/api/preregister/${app.id}/enrol`, { classroomId: grade10Room, version: 1 }],
    ] as const) {
      const response = await call(method, url, managerB, body);
      expect(response.statusCode, url).toBe(404);
    }
    const listB = json<{ data: { items: Json[] } }>(
      await call('GET', '/api/preregister?pageSize=100', managerB),
    ).data.items;
    expect(listB.some((r) => r.id === app.id)).toBe(false);
    expect(
      (await call('POST', `/api/preregister/${app.id}/decision`, viewer, { status: 'reviewing', version: 1 }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/preregister/${app.id}/enrol`, viewer, {
          classroomId: grade10Room,
          version: 1,
        })
      ).statusCode,
    ).toBe(403);
    const details = json<{ data: Json }>(
      await call('GET', `/api/preregister/${app.id}/details`, viewer),
    ).data;
    expect(details).toMatchObject({
      decisions: ['reviewing'],
      canEnrol: false,
      documents: [],
      seats: { capacity: 50 },
    });
    expect((await call('GET', `/api/preregister/${app.id}/documents/script`, viewer)).statusCode).toBe(400);
    expect((await call('GET', `/api/preregister/${app.id}/documents/photo`, viewer)).statusCode).toBe(404);
    const malformed = await call('POST', `/api/preregister/${app.id}/decision`, manager, {
      status: 'accepted',
      version: 'x',
      extra: 1,
    });
    expect(malformed.statusCode).toBe(400);
    expect(json<{ message: string }>(malformed).message).toMatch(/[آ-ی]/);
  });

  it('the office cannot create an application of a campaign of another school', async () => {
    const response = await call('POST', '/api/preregister', manager, {
      ...applicant(),
      campaignId: campaignB,
    });
    expect(response.statusCode).toBe(400);
  });
});
