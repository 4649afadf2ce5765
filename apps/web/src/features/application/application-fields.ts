/**
 * The fields of the public pre-registration form, in the order shown, and the checks the page makes
 * before sending (the server makes them again, and more: its per-field messages are shown the same
 * way). A correction shows only the fields a rejection opened.
 */
import { APPLICATION_LIMITS, isValidNationalCode, normalizeMobile, toAsciiDigits } from '@school/shared';

export type FieldKind = 'text' | 'digits' | 'decimal' | 'mobile' | 'date' | 'gender' | 'grade' | 'address';

export interface FormField {
  name: string;
  kind: FieldKind;
  required: boolean;
  section: 'applicant' | 'schooling' | 'contact';
  maxLength?: number;
}

export const FORM_FIELDS: readonly FormField[] = [
  { name: 'firstName', kind: 'text', required: true, section: 'applicant', maxLength: 50 },
  { name: 'lastName', kind: 'text', required: true, section: 'applicant', maxLength: 50 },
  { name: 'fatherName', kind: 'text', required: true, section: 'applicant', maxLength: 50 },
  { name: 'nationalCode', kind: 'digits', required: true, section: 'applicant', maxLength: 10 },
  { name: 'birthDate', kind: 'date', required: true, section: 'applicant' },
  { name: 'gender', kind: 'gender', required: true, section: 'applicant' },
  { name: 'gradeLevel', kind: 'grade', required: true, section: 'schooling' },
  { name: 'previousSchool', kind: 'text', required: false, section: 'schooling', maxLength: 120 },
  { name: 'previousAverage', kind: 'decimal', required: false, section: 'schooling', maxLength: 6 },
  { name: 'fatherMobile', kind: 'mobile', required: false, section: 'contact', maxLength: 16 },
  { name: 'motherMobile', kind: 'mobile', required: false, section: 'contact', maxLength: 16 },
  { name: 'address', kind: 'address', required: true, section: 'contact', maxLength: 300 },
];

export type Values = Record<string, string>;
/** Error keys of the catalogue (application.errors.<key>) by field. */
export type FieldErrors = Record<string, string>;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The page's own checks of the shown fields: catalogue keys of what is wrong, by field. */
export function checkValues(values: Values, fields: readonly FormField[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.name] = 'required';
      continue;
    }
    if (field.name === 'nationalCode' && !isValidNationalCode(value)) errors[field.name] = 'nationalCode';
    if (field.kind === 'mobile' && !normalizeMobile(value)) errors[field.name] = 'mobile';
    if (field.kind === 'decimal') {
      const n = Number(toAsciiDigits(value).replace('٫', '.').replace('/', '.'));
      if (!Number.isFinite(n) || n < 0 || n > 20) errors[field.name] = 'average';
    }
  }
  const mobiles = fields.filter((f) => f.kind === 'mobile');
  if (mobiles.length === 2 && mobiles.every((f) => !(values[f.name] ?? '').trim()))
    errors.fatherMobile = 'parentMobile';
  return errors;
}

/** A chosen document's problem (catalogue key), or null. */
export function checkFile(file: File | undefined): string | null {
  if (!file) return null;
  if (file.size > APPLICATION_LIMITS.documentBytes) return 'fileSize';
  if (file.type && !IMAGE_TYPES.includes(file.type)) return 'fileType';
  return null;
}

/** The decimal as the server reads it (Persian digits and the decimal mark ٫ or / as typed). */
export const decimalForServer = (value: string) => toAsciiDigits(value).replace('٫', '.').replace('/', '.');
