/**
 * Reads what the public form sends — multipart (fields and up to two documents) or JSON (fields
 * only) — and checks it: the applicant's fields with the registry's schemas (Persian messages, the
 * national code's check digit, digits and phones normalised), plus what only the public form asks
 * (a birth date in the past, a parent's mobile, a grade the campaign offers). Documents are checked
 * by content and re-encoded (application-documents.ts). The hidden honeypot field must stay empty.
 */
import {
  APPLICANT_FIELDS,
  APPLICATION_DOCUMENTS,
  APPLICATION_LIMITS,
  ERROR_CODES,
  entityWriteSchema,
  normalizeMobile,
  preregisterEntity,
  type ApplicationDocument,
} from '@school/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { PUBLIC_MESSAGES } from './application-rules';

/** The hidden field people never see nor fill; a form that comes back with it filled is a robot's. */
export const HONEYPOT_FIELD = 'website';
export interface ReceivedForm {
  fields: Record<string, unknown>;
  files: Partial<Record<ApplicationDocument, Buffer>>;
}

const refuse = (status: number, message: string, errors?: Record<string, string>) =>
  new AppError(status, ERROR_CODES.VALIDATION, message, errors);

const isDocument = (name: string): name is ApplicationDocument =>
  (APPLICATION_DOCUMENTS as readonly string[]).includes(name);

/** The fields and documents of a multipart form, within the public form's limits. */
async function readMultipart(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: APPLICATION_LIMITS.documentBytes,
        files: APPLICATION_DOCUMENTS.length,
        fields: 24,
        fieldSize: 2000,
        parts: 30,
      },
    })) {
      if (part.type === 'file') {
        if (!isDocument(part.fieldname)) {
          await part.toBuffer();
          throw refuse(400, PUBLIC_MESSAGES.unknownField, { [part.fieldname]: PUBLIC_MESSAGES.unknownField });
        }
        if (form.files[part.fieldname])
          throw refuse(400, PUBLIC_MESSAGES.oneFilePerDocument, {
            [part.fieldname]: PUBLIC_MESSAGES.oneFilePerDocument,
          });
        const bytes = await part.toBuffer();
        // An empty file input still sends a part: no document.
        if (bytes.length) form.files[part.fieldname] = bytes;
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(413, PUBLIC_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw refuse(413, PUBLIC_MESSAGES.tooManyFiles);
    if (code?.startsWith('FST_')) throw refuse(400, PUBLIC_MESSAGES.malformed);
    throw error;
  }
  return form;
}

/** The request's form: multipart, or a JSON object (fields only). */
export async function readApplicationForm(request: FastifyRequest): Promise<ReceivedForm> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw refuse(400, PUBLIC_MESSAGES.malformed);
  return { fields: { ...(body as Record<string, unknown>) }, files: {} };
}

/** Refuses a form whose honeypot was filled (nothing is stored, nothing said about why). */
export function refuseRobots(form: ReceivedForm): void {
  const trap = form.fields[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== null && String(trap).trim() !== '')
    throw refuse(400, PUBLIC_MESSAGES.honeypot);
  delete form.fields[HONEYPOT_FIELD];
}

/** The applicant's fields of the registry (the campaign comes from the URL). */
const applicantSchema = entityWriteSchema(preregisterEntity, 'create').pick(
  Object.fromEntries(APPLICANT_FIELDS.map((f) => [f, true])) as Record<
    (typeof APPLICANT_FIELDS)[number],
    true
  >,
);
/** Checked values by field (strings, numbers, null for an emptied optional field). */
export type ApplicantValues = Record<string, unknown>;

/** Per-field Persian messages of a zod failure (the first message of each field). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Years before today an applicant's birth date may lie (a first-grader to a twelfth-grader). */
const AGE_RANGE = { youngest: 4, oldest: 25 };

function birthDateError(iso: unknown, today: string): string | null {
  if (typeof iso !== 'string') return null;
  const year = Number(today.slice(0, 4));
  const latest = `${year - AGE_RANGE.youngest}${today.slice(4)}`;
  const earliest = `${year - AGE_RANGE.oldest}${today.slice(4)}`;
  return iso > latest || iso < earliest ? PUBLIC_MESSAGES.birthDate : null;
}

/** Parents' mobiles: each given one a real mobile, and at least one given. */
function mobileErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const given = (['fatherMobile', 'motherMobile'] as const).filter((f) => values[f]);
  for (const field of given)
    if (!normalizeMobile(String(values[field]))) errors[field] = PUBLIC_MESSAGES.mobile;
  if (given.length === 0) errors.fatherMobile = PUBLIC_MESSAGES.parentMobile;
  return errors;
}

export interface FormCheck {
  /** Fields the request may set (all for a new application; those a rejection opened for a correction). */
  allowed: readonly string[];
  /** A new application: every required field must be there. A correction: only what it sends. */
  partial: boolean;
  today: string;
  /** A correction's application as it is (the parents' mobiles are checked together). */
  existing?: Record<string, unknown>;
}

/** The applicant's values, checked; throws 400 with every field's message. */
export function checkApplicant(fields: Record<string, unknown>, check: FormCheck): ApplicantValues {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(fields))
    if (!check.allowed.includes(name)) errors[name] = PUBLIC_MESSAGES.unknownField;
  const schema = check.partial ? applicantSchema.partial() : applicantSchema;
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(fields).filter(([name]) => check.allowed.includes(name))),
  );
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  const values: ApplicantValues = parsed.success ? { ...parsed.data } : {};
  if (parsed.success) {
    const born = birthDateError(values.birthDate, check.today);
    if (born) errors.birthDate = born;
    if (!check.partial || 'fatherMobile' in values || 'motherMobile' in values)
      Object.assign(errors, mobileErrors({ ...check.existing, ...values }));
  }
  if (Object.keys(errors).length) throw refuse(400, PUBLIC_MESSAGES.fixErrors, errors);
  for (const field of ['fatherMobile', 'motherMobile'] as const)
    if (values[field]) values[field] = normalizeMobile(String(values[field]))!;
  return values;
}
