/**
 * Printable forms (فرم‌ها: گواهی اشتغال به تحصیل، رضایت‌نامه اردو ...): a template is plain text with
 * placeholders in double braces, filled per student when printed. The server refuses a template that
 * names anything outside this list; the print page fills it with values the server computed. Filling
 * is one pass over the template and yields text segments, never markup: a value is printed as the
 * text it is, so a student's name can neither inject markup nor expand into another placeholder.
 */
import { formatDateJalali } from './jalali';
import { toPersianDigits } from './persian-text';

/** Every placeholder a form may use, in the order the editor offers them. */
export const FORM_PLACEHOLDERS = [
  'student.fullName',
  'student.firstName',
  'student.lastName',
  'student.fatherName',
  'student.nationalCode',
  'student.studentNumber',
  'student.birthDate',
  'student.birthPlace',
  'student.classroom',
  'student.gradeLevel',
  'student.major',
  'school.name',
  'school.principal',
  'school.code',
  'school.phone',
  'school.address',
  'academicYear',
  'today',
] as const;
export type FormPlaceholder = (typeof FORM_PLACEHOLDERS)[number];
export type FormTemplateValues = Record<FormPlaceholder, string>;

/** `{{ name }}` with optional spaces inside the braces; the name is whatever stands between them. */
const PLACEHOLDER = /\{\{([^{}]{0,60})\}\}/g;
const KNOWN = new Set<string>(FORM_PLACEHOLDERS);

export const placeholderText = (name: string) => `{{${name}}}`;

/** Names in double braces that are not placeholders, each once, in order of first appearance. */
export function unknownFormPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!.trim();
    if (!KNOWN.has(name)) unknown.add(name);
  }
  return [...unknown];
}

/** The Persian refusal of a template naming unknown placeholders, listing them. */
export function unknownFormPlaceholdersMessage(unknown: readonly string[]): string {
  return `این جای‌نگهدارها شناخته نیستند: ${unknown.map(placeholderText).join('، ')}`;
}

export type FormSegment =
  { kind: 'text'; text: string } | { kind: 'value'; name: FormPlaceholder; text: string };

/**
 * The template cut into its literal text and its filled placeholders, in one pass: a value's text
 * is never read again, so "{{today}}" typed as a name stays those characters. An unknown name stays
 * as typed (the editor's preview shows it; saving refuses it).
 */
export function formTemplateSegments(template: string, values: Partial<FormTemplateValues>): FormSegment[] {
  const segments: FormSegment[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!.trim();
    if (!KNOWN.has(name)) continue;
    if (match.index > last) segments.push({ kind: 'text', text: template.slice(last, match.index) });
    segments.push({
      kind: 'value',
      name: name as FormPlaceholder,
      text: values[name as FormPlaceholder] ?? '',
    });
    last = match.index + match[0].length;
  }
  if (last < template.length) segments.push({ kind: 'text', text: template.slice(last) });
  return segments;
}

/** The filled template as plain text. */
export function fillFormTemplate(template: string, values: Partial<FormTemplateValues>): string {
  return formTemplateSegments(template, values)
    .map((s) => s.text)
    .join('');
}

const GRADE_NAMES_FA = [
  'اول',
  'دوم',
  'سوم',
  'چهارم',
  'پنجم',
  'ششم',
  'هفتم',
  'هشتم',
  'نهم',
  'دهم',
  'یازدهم',
  'دوازدهم',
] as const;

export interface FormTemplateInput {
  student: {
    firstName: string;
    lastName: string;
    fatherName?: string | null;
    nationalCode?: string | null;
    studentNumber?: string | null;
    /** ISO date. */
    birthDate?: string | null;
    birthPlace?: string | null;
  };
  classroom?: { name: string; gradeLevel: number; major?: string | null } | null;
  school: {
    name: string;
    principal?: string | null;
    code?: string | null;
    phone?: string | null;
    address?: string | null;
  };
  academicYear?: string | null;
  /** ISO date of the day the form is printed. */
  today: string;
}

/** The values of one student's form, as printed: Jalali dates and every digit in Persian. */
export function formValuesOf(input: FormTemplateInput): FormTemplateValues {
  const { student, classroom, school } = input;
  const text = (value: string | null | undefined) => toPersianDigits((value ?? '').trim());
  const grade = classroom ? (GRADE_NAMES_FA[classroom.gradeLevel - 1] ?? String(classroom.gradeLevel)) : '';
  return {
    'student.fullName': text(`${student.firstName} ${student.lastName}`),
    'student.firstName': text(student.firstName),
    'student.lastName': text(student.lastName),
    'student.fatherName': text(student.fatherName),
    'student.nationalCode': text(student.nationalCode),
    'student.studentNumber': text(student.studentNumber),
    'student.birthDate': student.birthDate ? formatDateJalali(student.birthDate) : '',
    'student.birthPlace': text(student.birthPlace),
    'student.classroom': text(classroom?.name),
    'student.gradeLevel': grade,
    'student.major': text(classroom?.major),
    'school.name': text(school.name),
    'school.principal': text(school.principal),
    'school.code': text(school.code),
    'school.phone': text(school.phone),
    'school.address': text(school.address),
    academicYear: text(input.academicYear),
    today: formatDateJalali(input.today),
  };
}

/** The made-up student the editor's preview fills the template with. */
export const FORM_PREVIEW_STUDENT: FormTemplateInput['student'] = {
  firstName: 'سارا',
  lastName: 'احمدی',
  fatherName: 'محمد',
  nationalCode: '0012345679',
  studentNumber: '1403105',
  birthDate: '2009-04-12',
  birthPlace: 'تهران',
};
export const FORM_PREVIEW_CLASSROOM: NonNullable<FormTemplateInput['classroom']> = {
  name: '۱۰۱',
  gradeLevel: 10,
  major: 'ریاضی فیزیک',
};
