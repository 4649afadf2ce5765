import { describe, expect, it } from 'vitest';
import { classroomsEntity, rolesEntity, schoolsEntity, usersEntity, type FieldDef } from '@school/shared';
import i18n from '../../lib/i18n';
import { registerEntityLabels } from '../entity/entity-labels';
import { fieldLabelText } from '../entity/field-label';
import { formatFieldValue, formatItemField, type FormatContext } from './format-value';

registerEntityLabels();

const ctx = (entity: string, language: 'fa' | 'en' = 'fa'): FormatContext => ({
  entity,
  language,
  t: (key, options) => i18n.t(key, { ...options, lng: language }),
});
const field = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type,
  ...extra,
});

describe('field display formatters', () => {
  it('shows ISO dates as Jalali with Persian digits (Latin in English)', () => {
    expect(formatFieldValue(field('d', 'jalaliDate'), '2025-09-23', ctx('x'))).toBe('۱۴۰۴/۰۷/۰۱');
    expect(formatFieldValue(field('d', 'jalaliDate'), '2025-09-23', ctx('x', 'en'))).toBe('1404/07/01');
    // A timestamp is shown with its Tehran wall-clock time.
    expect(formatFieldValue(field('d', 'jalaliDate'), '2025-09-23T06:00:00.000Z', ctx('x'))).toBe(
      '۱۴۰۴/۰۷/۰۱ ۰۹:۳۰',
    );
  });

  it('shows money with thousands separators', () => {
    expect(formatFieldValue(field('m', 'money'), 12500000, ctx('x'))).toBe('۱۲٬۵۰۰٬۰۰۰');
    expect(formatFieldValue(field('m', 'money'), 12500000, ctx('x', 'en'))).toBe('12,500,000');
  });

  it('shows money in the school’s unit, and names it in the label', () => {
    const toman = { ...ctx('student-debts'), moneyUnit: 'toman' as const };
    expect(formatFieldValue(field('amount', 'money'), 12500000, toman)).toBe('۱٬۲۵۰٬۰۰۰');
    // A Rial amount that is no whole number of Tomans keeps its tenth.
    expect(formatFieldValue(field('amount', 'money'), 12345, toman)).toBe('۱٬۲۳۴٫۵');
    expect(fieldLabelText(field('amount', 'money'), toman)).toBe('مبلغ (تومان)');
    expect(fieldLabelText(field('amount', 'money'), ctx('student-debts', 'en'))).toBe('Amount (Rials)');
    expect(fieldLabelText(field('dueDate', 'jalaliDate'), toman)).toBe('سررسید');
  });

  it('shows enum options by their labels', () => {
    const gradeLevel = classroomsEntity.fields.find((f) => f.name === 'gradeLevel')!;
    expect(formatFieldValue(gradeLevel, '10', ctx('classrooms'))).toBe('پایه دهم');
    const stage = schoolsEntity.fields.find((f) => f.name === 'stage')!;
    expect(formatFieldValue(stage, 'upperSecondary', ctx('schools', 'en'))).toBe('Upper secondary');
    const permissions = rolesEntity.fields.find((f) => f.name === 'permissions')!;
    expect(formatFieldValue(permissions, ['classrooms.list', 'classrooms.add'], ctx('roles'))).toBe(
      'لیست کلاس‌ها، افزودن کلاس',
    );
  });

  const referenceTo = (name: string) => ({ name, type: 'reference' as const, ref: 'classrooms' });

  it('shows references by the row’s title, else by id', () => {
    const majorId = classroomsEntity.fields.find((f) => f.name === 'majorId')!;
    expect(
      formatItemField(majorId, { majorId: 4, _titles: { majorId: 'ریاضی فیزیک' } }, ctx('classrooms')),
    ).toBe('ریاضی فیزیک');
    expect(formatItemField(majorId, { majorId: 4 }, ctx('classrooms'))).toBe('#۴');
    // Digits in a title follow the language, like any text.
    const classroomId = referenceTo('classroomId');
    expect(
      formatItemField(classroomId, { classroomId: 7, _titles: { classroomId: 'دهم 101' } }, ctx('x')),
    ).toBe('دهم ۱۰۱');
  });

  it('shows yes/no, codes in the language’s digits, Latin usernames, and nothing for empty values', () => {
    expect(formatFieldValue(field('b', 'boolean'), true, ctx('x'))).toBe('بله');
    expect(formatFieldValue(field('p', 'phone'), '09121234567', ctx('x'))).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    const username = usersEntity.fields.find((f) => f.name === 'username')!;
    expect(formatFieldValue(username, 'admin2', ctx('users'))).toBe('admin2');
    expect(formatFieldValue(field('s', 'score'), 17.25, ctx('x'))).toBe('۱۷٫۲۵');
    expect(formatFieldValue(field('t', 'text'), null, ctx('x'))).toBe('');
  });
});
