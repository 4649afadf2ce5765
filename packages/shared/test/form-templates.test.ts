import { describe, expect, it } from 'vitest';
import {
  fillFormTemplate,
  formTemplateSegments,
  formValuesOf,
  unknownFormPlaceholders,
  unknownFormPlaceholdersMessage,
  type FormTemplateValues,
} from '../src/form-templates';

const input = {
  student: {
    firstName: 'علی',
    lastName: 'رضایی',
    fatherName: 'حسن',
    nationalCode: '0012345679',
    studentNumber: '1403-12',
    birthDate: '2009-03-21',
    birthPlace: 'شیراز',
  },
  classroom: { name: '101', gradeLevel: 10, major: 'ریاضی فیزیک' },
  school: { name: 'دبیرستان نمونه ۱', principal: 'مریم کاظمی', code: '12345678', phone: null, address: null },
  academicYear: '1404-1405',
  today: '2025-09-23',
};

describe('form placeholders', () => {
  it('fills a student’s values in Jalali dates and Persian digits', () => {
    const values = formValuesOf(input);
    expect(values['student.fullName']).toBe('علی رضایی');
    expect(values['student.nationalCode']).toBe('۰۰۱۲۳۴۵۶۷۹');
    expect(values['student.birthDate']).toBe('۱۳۸۸/۰۱/۰۱');
    expect(values['student.classroom']).toBe('۱۰۱');
    expect(values['student.gradeLevel']).toBe('دهم');
    expect(values.today).toBe('۱۴۰۴/۰۷/۰۱');
    expect(values.academicYear).toBe('۱۴۰۴-۱۴۰۵');
    expect(values['school.phone']).toBe('');
    const text = fillFormTemplate(
      'گواهی می‌شود {{student.fullName}} فرزند {{ student.fatherName }} در پایه {{student.gradeLevel}} مدرسه {{school.name}} مشغول به تحصیل است. {{today}}',
      values,
    );
    expect(text).toBe(
      'گواهی می‌شود علی رضایی فرزند حسن در پایه دهم مدرسه دبیرستان نمونه ۱ مشغول به تحصیل است. ۱۴۰۴/۰۷/۰۱',
    );
  });

  it('lists unknown placeholders by name, each once, and the message names them all', () => {
    expect(unknownFormPlaceholders('{{student.fullName}} {{today}} {{ school.name }}')).toEqual([]);
    const unknown = unknownFormPlaceholders(
      '{{student.name}} {{ student.fullname }} {{student.name}} {{}} {{school.logo}}',
    );
    expect(unknown).toEqual(['student.name', 'student.fullname', '', 'school.logo']);
    const message = unknownFormPlaceholdersMessage(['student.name', 'school.logo']);
    expect(message).toContain('{{student.name}}');
    expect(message).toContain('{{school.logo}}');
    // Single braces (an SMS placeholder) are ordinary text in a form.
    expect(unknownFormPlaceholders('{student} {date}')).toEqual([]);
  });

  it('keeps values as text: markup stays characters and a value never expands into a placeholder', () => {
    const values = {
      ...formValuesOf(input),
      'student.fullName': '<img src=x onerror="alert(1)">{{school.principal}}',
    } satisfies FormTemplateValues;
    const segments = formTemplateSegments('نام: {{student.fullName}} <b>{{today}}</b>', values);
    expect(segments).toEqual([
      { kind: 'text', text: 'نام: ' },
      { kind: 'value', name: 'student.fullName', text: '<img src=x onerror="alert(1)">{{school.principal}}' },
      { kind: 'text', text: ' <b>' },
      { kind: 'value', name: 'today', text: '۱۴۰۴/۰۷/۰۱' },
      { kind: 'text', text: '</b>' },
    ]);
    // The principal's name appears nowhere: the value was not read as a template.
    expect(fillFormTemplate('{{student.fullName}}', values)).not.toContain('مریم');
  });

  it('leaves unknown names as typed so the preview shows the mistake', () => {
    expect(fillFormTemplate('{{student.name}} / {{today}}', formValuesOf(input))).toBe(
      '{{student.name}} / ۱۴۰۴/۰۷/۰۱',
    );
  });
});
