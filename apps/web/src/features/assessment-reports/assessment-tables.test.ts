import { describe, expect, it } from 'vitest';
import fa from '../../locales/assessment-reports.fa.json';
import en from '../../locales/assessment-reports.en.json';
import type { TableContext } from '../../components/report/table-model';
import type { ScoresReport, TeacherRow } from './assessment-report-api';
import { monthlyTable, monthTitle, scoresTable, teacherTable, topStudentsTable } from './assessment-tables';

/** Looks keys up in the report catalogue, as i18next does once it is merged. */
const contextIn = (catalogue: Record<string, unknown>, language: 'fa' | 'en'): TableContext => ({
  language,
  t: (key) =>
    String(
      key
        .replace(/^assessmentReports\./, '')
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
    ),
});
const faCtx = contextIn(fa, 'fa');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const report: ScoresReport = {
  courses: [
    { coursePlanId: 1, title: 'ریاضی 1', units: 4, average: 14.25 },
    { coursePlanId: 2, title: 'فیزیک 1', units: 3, average: null },
  ],
  students: [
    { studentId: 7, firstName: 'سارا', lastName: 'احمدی', average: 18.5, rank: 1, scores: { 1: 19, 2: 18 } },
    { studentId: 8, firstName: 'مینا', lastName: 'رضایی', average: null, rank: null, scores: { 1: 9.5 } },
  ],
};

describe('assessment report tables', () => {
  it('have the same texts in both languages and the spec’s empty text', () => {
    expect(keys(en).sort()).toEqual(keys(fa).sort());
    expect(fa.empty).toBe('داده ای یافت نشد.');
  });

  it('lay the scores report out as students × courses with average, rank and course averages', () => {
    const table = scoresTable(report, faCtx);
    expect(table.headers).toEqual(['ردیف', 'دانش‌آموز', 'ریاضی ۱', 'فیزیک ۱', 'معدل', 'رتبه']);
    expect(table.rows).toEqual([
      ['۱', 'سارا احمدی', '۱۹', '۱۸', '۱۸٫۵', '۱'],
      ['۲', 'مینا رضایی', '۹٫۵', '', '', ''],
    ]);
    expect(table.totals).toEqual(['', 'میانگین درس', '۱۴٫۲۵', '', '', '']);
    expect(table.numeric).toEqual([0, 2, 3, 4, 5]);
    expect(scoresTable({ courses: [], students: [] }, faCtx).rows).toEqual([]);
  });

  it('lay the monthly report out as classrooms × Jalali months', () => {
    const table = monthlyTable(
      {
        months: ['1404-07', '1404-08'],
        rows: [{ classroomId: 1, classroomName: '101', months: { '1404-07': { average: 12.4, count: 5 } } }],
      },
      faCtx,
    );
    expect(table.headers).toEqual(['کلاس', 'مهر ۱۴۰۴', 'آبان ۱۴۰۴']);
    expect(table.rows).toEqual([['۱۰۱', '۱۲٫۴ (۵)', '']]);
    expect(monthTitle('1404-12', { language: 'en' })).toBe('1404/12');
  });

  it('write flat reports with Persian digits, percents and empty cells for missing figures', () => {
    const top = topStudentsTable(
      [{ studentId: 1, firstName: 'علی', lastName: 'کریمی', classroomName: '102', rank: 1, average: 19.25 }],
      faCtx,
    );
    expect(top.headers).toEqual(['رتبه', 'دانش‌آموز', 'کلاس', 'معدل']);
    expect(top.rows).toEqual([['۱', 'علی کریمی', '۱۰۲', '۱۹٫۲۵']]);
    const rows: TeacherRow[] = [
      {
        teacherId: 1,
        firstName: 'مریم',
        lastName: 'کریمی',
        courseGroups: 6,
        examsHeld: 3,
        scoresEntered: 1200,
        averageScore: 11.8,
        belowPassingPercent: 20,
      },
      {
        teacherId: 2,
        firstName: 'رضا',
        lastName: 'نوری',
        courseGroups: 1,
        examsHeld: 0,
        scoresEntered: 0,
        averageScore: null,
        belowPassingPercent: null,
      },
    ];
    const teachers = teacherTable(rows, faCtx);
    expect(teachers.rows).toEqual([
      ['۱', 'مریم کریمی', '۶', '۳', '۱٬۲۰۰', '۱۱٫۸', '۲۰٪'],
      ['۲', 'رضا نوری', '۱', '۰', '۰', '', ''],
    ]);
    const english = teacherTable([{ ...rows[0]!, belowPassingPercent: 5 }], contextIn(en, 'en'));
    expect(english.rows[0]).toEqual(['1', 'مریم کریمی', '6', '3', '1,200', '11.8', '5%']);
  });
});
