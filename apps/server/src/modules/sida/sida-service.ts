/**
 * The exchanges themselves, whichever connector brings the rows: a class list or results from an
 * uploaded Sida file (with the user's column mapping) or from Sida over HTTP, checked, previewed, and
 * written in one transaction together with the record of the exchange; scores checked and exported
 * or sent. A failed HTTP call is recorded and writes nothing else.
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academicYears, schools, sidaColumnPresets } from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  applyClassList,
  classRowsToCells,
  isValidRow,
  planClassList,
  type ClassListPlan,
  type SchoolYearTarget,
} from './basic-information';
import { applyCourseList, chosenClassroom, planCourseList, type CourseListPlan } from './course-assignments';
import { recordExchange, type SidaOperation } from './exchanges';
import { httpConnector } from './http-connector';
import { applyResults, planResults, resultRowsToCells, type CheckedResultRow } from './receive-scores';
import { SIDA_COLUMNS, type SidaFileKind } from './sida-columns';
import { SidaUnavailableError, type SidaConnector } from './sida-connector';
import { readSidaSettings } from './sida-settings';
import { readSidaSheet, type SidaSheet } from './sida-sheet';

export const SIDA_MESSAGES = {
  notHttp: 'تبادل از راه وب با سیدا در تنظیمات روشن نیست؛ از فایل‌های سیدا استفاده کنید.',
  noSchoolCode: 'کد مدرسه ثبت نشده است؛ سیدا مدرسه را با کد آن می‌شناسد.',
  missingColumns: (labels: string[]) =>
    `ستون‌های لازم در فایل پیدا نشد: ${labels.join('، ')}. آن‌ها را در نگاشت ستون‌ها انتخاب کنید.`,
  notAll: (invalid: number) =>
    `${invalid.toLocaleString('fa-IR')} ردیف خطا دارد؛ هیچ ردیفی ثبت نشد. خطاها را اصلاح کنید یا «فقط ردیف‌های درست» را انتخاب کنید.`,
  mode: 'شیوه ثبت را انتخاب کنید: همه ردیف‌ها یا فقط ردیف‌های درست.',
} as const;

const PREVIEW_VALID_ROWS = 200;

export type Mode = 'all' | 'valid';

/** The connector the network's settings name, for the operations that reach Sida itself. */
export async function httpConnectorOf(db: Db): Promise<SidaConnector> {
  const settings = await readSidaSettings(db);
  if (settings.connector !== 'http' || !settings.baseUrl || !settings.token)
    throw new AppError(400, ERROR_CODES.VALIDATION, SIDA_MESSAGES.notHttp);
  return httpConnector({
    baseUrl: settings.baseUrl,
    token: settings.token,
    username: settings.username,
    timeoutMs: settings.timeoutMs,
  });
}

export async function schoolCodeOf(db: Db, schoolId: number): Promise<string> {
  const [school] = await db.select({ code: schools.code }).from(schools).where(eq(schools.id, schoolId));
  if (!school?.code) throw new AppError(400, ERROR_CODES.VALIDATION, SIDA_MESSAGES.noSchoolCode);
  return school.code;
}

export async function yearTitleOf(db: Db, academicYearId: number): Promise<string> {
  const [year] = await db
    .select({ title: academicYears.title })
    .from(academicYears)
    .where(eq(academicYears.id, academicYearId));
  return year?.title ?? '';
}

/**
 * Runs a call to Sida; a failure is recorded as a failed exchange and answered 504 (no answer in
 * time) or 502 (refused or broken), in Persian.
 */
export async function callSida<T>(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  what: { operation: SidaOperation; subject: string },
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof SidaUnavailableError)) throw error;
    await recordExchange(db, target, userId, {
      ...what,
      connector: 'http',
      status: 'failed',
      message: error.message,
      summary: { failure: error.kind },
    });
    throw new AppError(error.kind === 'timeout' ? 504 : 502, 'SIDA_UNAVAILABLE', error.message);
  }
}

export async function presetOf(db: Db, schoolId: number, kind: SidaFileKind) {
  const [row] = await db
    .select({ mapping: sidaColumnPresets.mapping })
    .from(sidaColumnPresets)
    .where(and(eq(sidaColumnPresets.schoolId, schoolId), eq(sidaColumnPresets.kind, kind)));
  return row?.mapping ?? {};
}

async function savePreset(
  tx: Db,
  schoolId: number,
  kind: SidaFileKind,
  mapping: Record<string, string>,
  userId: number,
) {
  await tx
    .insert(sidaColumnPresets)
    .values({ schoolId, kind, mapping, updatedBy: userId })
    .onConflictDoUpdate({
      target: [sidaColumnPresets.schoolId, sidaColumnPresets.kind],
      set: { mapping, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** The file read with the user's mapping, or the school's preset and the synonyms. */
export async function readUploaded(
  db: Db,
  target: SchoolYearTarget,
  kind: SidaFileKind,
  buffer: Buffer,
  mapping: Record<string, string> | undefined,
): Promise<SidaSheet> {
  return readSidaSheet(buffer, kind, {
    ...(mapping ? { mapping } : {}),
    preset: await presetOf(db, target.schoolId, kind),
  });
}

function requireColumns(sheet: SidaSheet, kind: SidaFileKind) {
  if (!sheet.missing.length) return;
  const labels = SIDA_COLUMNS[kind].filter((c) => sheet.missing.includes(c.key)).map((c) => `«${c.header}»`);
  throw new AppError(400, ERROR_CODES.VALIDATION, SIDA_MESSAGES.missingColumns(labels));
}

interface PreviewRow {
  row: number;
  cells: Record<string, string>;
  errors: Record<string, string>;
  action: 'create' | 'update' | 'unchanged';
}

function previewOf(kind: SidaFileKind, rows: PreviewRow[]) {
  const valid = rows.filter(isValidRow);
  const invalid = rows.filter((r) => !isValidRow(r));
  const shown = [...invalid, ...valid.slice(0, PREVIEW_VALID_ROWS)].sort((a, b) => a.row - b.row);
  return {
    total: rows.length,
    valid: valid.length,
    invalid: invalid.length,
    creates: valid.filter((r) => r.action === 'create').length,
    updates: valid.filter((r) => r.action === 'update').length,
    unchanged: valid.filter((r) => r.action === 'unchanged').length,
    rows: shown.map(({ row, cells, errors, action }) => ({ row, cells, errors, action })),
    columns: SIDA_COLUMNS[kind].map(({ key, header }) => ({ key, header })),
  };
}

/** What the mapping step shows: the file's headers and each field's match. */
export function mappingOf(kind: SidaFileKind, sheet: SidaSheet) {
  return {
    headers: sheet.headers,
    mapping: sheet.mapping,
    missing: sheet.missing,
    fields: SIDA_COLUMNS[kind].map(({ key, header, required }) => ({ key, header, required })),
  };
}

// ---- the class list (get basic information) ----

export async function previewClassList(db: Db, target: SchoolYearTarget, sheet: SidaSheet) {
  if (sheet.missing.length) return { ...mappingOf('class-list', sheet), preview: null, newClassrooms: [] };
  const plan = await planClassList(db, target, sheet.rows);
  return {
    ...mappingOf('class-list', sheet),
    preview: previewOf('class-list', plan.rows),
    newClassrooms: plan.newClassrooms,
  };
}

async function commitPlan(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  plan: ClassListPlan,
  mode: Mode,
  exchange: { connector: 'files' | 'http'; subject: string; preset?: Record<string, string> },
) {
  const invalid = plan.rows.filter((r) => !isValidRow(r)).length;
  if (mode === 'all' && invalid)
    throw new AppError(400, ERROR_CODES.VALIDATION, SIDA_MESSAGES.notAll(invalid));
  return db.transaction(async (tx) => {
    const report = await applyClassList(tx as unknown as Db, target, plan, userId);
    if (exchange.preset)
      await savePreset(tx as unknown as Db, target.schoolId, 'class-list', exchange.preset, userId);
    await recordExchange(tx as unknown as Db, target, userId, {
      operation: 'basic-information',
      connector: exchange.connector,
      status: report.skipped ? 'partial' : 'success',
      subject: exchange.subject,
      summary: { ...report },
    });
    return report;
  });
}

export async function commitClassListFile(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  sheet: SidaSheet,
  mode: Mode,
  fileName: string,
) {
  requireColumns(sheet, 'class-list');
  const plan = await planClassList(db, target, sheet.rows);
  return commitPlan(db, target, userId, plan, mode, {
    connector: 'files',
    subject: fileName,
    preset: sheet.mapping,
  });
}

export async function fetchClassList(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  commit: boolean,
  mode: Mode,
) {
  const connector = await httpConnectorOf(db);
  const code = await schoolCodeOf(db, target.schoolId);
  const subject = `فهرست کلاس‌های مدرسه ${code}`;
  const rows = await callSida(db, target, userId, { operation: 'basic-information', subject }, () =>
    connector.classList(code),
  );
  const plan = await planClassList(db, target, classRowsToCells(rows));
  if (!commit) return { preview: previewOf('class-list', plan.rows), newClassrooms: plan.newClassrooms };
  return { report: await commitPlan(db, target, userId, plan, mode, { connector: 'http', subject }) };
}

// ---- the course list (course assignments, also part of the basic information) ----

/**
 * The classroom column is needed unless the user named the classroom the whole file is for; its
 * absence is then a missing column like any other.
 */
function withClassroomNeed(sheet: SidaSheet, classroomId: number | undefined): SidaSheet {
  if (classroomId || sheet.mapping.classroom || sheet.missing.includes('classroom')) return sheet;
  return { ...sheet, missing: ['classroom', ...sheet.missing] };
}

/** The course plans a commit would create, as the preview shows them. */
const newPlansOf = (plan: CourseListPlan) =>
  plan.newCoursePlans.map(({ code, title, gradeLevel }) => ({ code, title, gradeLevel }));

export async function previewCourseList(
  db: Db,
  target: SchoolYearTarget,
  uploaded: SidaSheet,
  classroomId: number | undefined,
  mayCreatePlans: boolean,
) {
  if (classroomId) await chosenClassroom(db, target, classroomId);
  const sheet = withClassroomNeed(uploaded, classroomId);
  const mapping = mappingOf('course-list', sheet);
  const step = {
    ...mapping,
    fields: mapping.fields.map((f) => (f.key === 'classroom' ? { ...f, required: !classroomId } : f)),
  };
  if (sheet.missing.length) return { ...step, preview: null, newCoursePlans: [] };
  const plan = await planCourseList(db, target, sheet.rows, { classroomId, mayCreatePlans });
  return {
    ...step,
    preview: previewOf('course-list', plan.rows),
    newCoursePlans: newPlansOf(plan),
  };
}

export async function commitCourseListFile(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  uploaded: SidaSheet,
  options: { mode: Mode; fileName: string; classroomId: number | undefined; mayCreatePlans: boolean },
) {
  if (options.classroomId) await chosenClassroom(db, target, options.classroomId);
  const sheet = withClassroomNeed(uploaded, options.classroomId);
  requireColumns(sheet, 'course-list');
  const plan = await planCourseList(db, target, sheet.rows, {
    classroomId: options.classroomId,
    mayCreatePlans: options.mayCreatePlans,
  });
  return commitCoursePlan(db, target, userId, plan, options.mode, {
    connector: 'files',
    subject: options.fileName,
    preset: sheet.mapping,
  });
}

async function commitCoursePlan(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  plan: CourseListPlan,
  mode: Mode,
  exchange: { connector: 'files' | 'http'; subject: string; preset?: Record<string, string> },
) {
  const invalid = plan.rows.filter((r) => !isValidRow(r)).length;
  if (mode === 'all' && invalid)
    throw new AppError(400, ERROR_CODES.VALIDATION, SIDA_MESSAGES.notAll(invalid));
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const report = await applyCourseList(t, target, plan, userId);
    if (exchange.preset) await savePreset(t, target.schoolId, 'course-list', exchange.preset, userId);
    await recordExchange(t, target, userId, {
      operation: 'basic-information',
      connector: exchange.connector,
      status: report.skipped ? 'partial' : 'success',
      subject: exchange.subject,
      summary: { ...report },
    });
    return report;
  });
}

/**
 * The school's course list from Sida over HTTP, each row naming its classroom: the same checks,
 * preview and writing as a file of the whole school.
 */
export async function fetchCourseList(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  options: { commit: boolean; mode: Mode; mayCreatePlans: boolean },
) {
  const connector = await httpConnectorOf(db);
  const code = await schoolCodeOf(db, target.schoolId);
  const subject = `فهرست دروس مدرسه ${code}`;
  const rows = await callSida(db, target, userId, { operation: 'basic-information', subject }, () =>
    connector.courseList(code),
  );
  const plan = await planCourseList(
    db,
    target,
    rows.map((r, i) => ({ rowNumber: i + 1, cells: { ...r } as Record<string, string> })),
    { mayCreatePlans: options.mayCreatePlans },
  );
  if (!options.commit)
    return { preview: previewOf('course-list', plan.rows), newCoursePlans: newPlansOf(plan) };
  return {
    report: await commitCoursePlan(db, target, userId, plan, options.mode, { connector: 'http', subject }),
  };
}

// ---- results (receive scores) ----

export async function previewResultsFile(db: Db, target: SchoolYearTarget, sheet: SidaSheet) {
  if (sheet.missing.length) return { ...mappingOf('results', sheet), preview: null };
  return {
    ...mappingOf('results', sheet),
    preview: previewOf('results', await planResults(db, target, sheet.rows)),
  };
}

async function commitResultRows(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  rows: CheckedResultRow[],
  mode: Mode,
  exchange: { connector: 'files' | 'http'; subject: string; preset?: Record<string, string> },
) {
  const invalid = rows.filter((r) => !isValidRow(r)).length;
  if (mode === 'all' && invalid)
    throw new AppError(400, ERROR_CODES.VALIDATION, SIDA_MESSAGES.notAll(invalid));
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const exchangeId = await recordExchange(t, target, userId, {
      operation: 'receive-scores',
      connector: exchange.connector,
      status: invalid ? 'partial' : 'success',
      subject: exchange.subject,
    });
    const report = await applyResults(t, target, rows, exchangeId);
    if (exchange.preset) await savePreset(t, target.schoolId, 'results', exchange.preset, userId);
    await t.execute(
      sql`UPDATE sida_exchanges SET summary = ${JSON.stringify(report)}::jsonb WHERE id = ${exchangeId}`,
    );
    return report;
  });
}

export async function commitResultsFile(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  sheet: SidaSheet,
  mode: Mode,
  fileName: string,
) {
  requireColumns(sheet, 'results');
  const rows = await planResults(db, target, sheet.rows);
  return commitResultRows(db, target, userId, rows, mode, {
    connector: 'files',
    subject: fileName,
    preset: sheet.mapping,
  });
}

export async function fetchResults(
  db: Db,
  target: SchoolYearTarget,
  userId: number,
  commit: boolean,
  mode: Mode,
) {
  const connector = await httpConnectorOf(db);
  const code = await schoolCodeOf(db, target.schoolId);
  const year = await yearTitleOf(db, target.academicYearId);
  const subject = `نتایج سال ${year}`;
  const results = await callSida(db, target, userId, { operation: 'receive-scores', subject }, () =>
    connector.results(code, year),
  );
  const rows = await planResults(db, target, resultRowsToCells(results));
  if (!commit) return { preview: previewOf('results', rows) };
  return { report: await commitResultRows(db, target, userId, rows, mode, { connector: 'http', subject }) };
}

export function parseMode(value: unknown): Mode {
  if (value !== 'all' && value !== 'valid')
    throw new AppError(400, ERROR_CODES.VALIDATION, SIDA_MESSAGES.mode, { mode: SIDA_MESSAGES.mode });
  return value;
}
