import { describe, expect, it } from 'vitest';
import fa from '../../locales/attendance-reports.fa.json';
import en from '../../locales/attendance-reports.en.json';
import type { MatrixReport } from './report-api';
import type { TableContext } from '../../components/report/table-model';
import { cellText, REPORT_TABLES } from './report-tables';

/** Looks keys up in the report catalogue, as i18next does once it is merged. */
const contextIn = (catalogue: Record<string, unknown>, language: 'fa' | 'en'): TableContext => ({
  language,
  t: (key) =>
    String(
      key
        .replace(/^attendanceReports\./, '')
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
    ),
});
const faCtx = contextIn(fa, 'fa');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('attendance report tables', () => {
  it('have the same texts in both languages and the spec’s empty text', () => {
    expect(keys(en).sort()).toEqual(keys(fa).sort());
    expect(fa.empty).toBe('داده ای یافت نشد.');
  });

  it('write a day cell in short form with Persian digits', () => {
    expect(cellText({ absent: 2, late: 1, excused: 0 }, faCtx)).toBe('غ۲ ت۱');
    expect(cellText({ absent: 0, late: 0, excused: 3 }, faCtx)).toBe('م۳');
    expect(cellText(undefined, faCtx)).toBe('');
    expect(cellText({ absent: 1, late: 0, excused: 0 }, contextIn(en, 'en'))).toBe('A1');
  });

  it('lay the matrix out as students × days with totals', () => {
    const report: MatrixReport = {
      days: ['2025-10-04', '2025-10-05'],
      students: [
        {
          id: 7,
          firstName: 'سارا',
          lastName: 'احمدی',
          rollNumber: 1,
          absent: 2,
          late: 1,
          excused: 0,
          days: {
            '2025-10-04': { absent: 2, late: 0, excused: 0 },
            '2025-10-05': { absent: 0, late: 1, excused: 0 },
          },
        },
      ],
      dayTotals: {
        '2025-10-04': { absent: 2, late: 0, excused: 0 },
        '2025-10-05': { absent: 0, late: 1, excused: 0 },
      },
      totals: { absent: 2, late: 1, excused: 0 },
    };
    const table = REPORT_TABLES.matrix.toTable(report, faCtx);
    expect(table.headers).toEqual([
      'ردیف',
      'دانش‌آموز',
      '۱۴۰۴/۰۷/۱۲',
      '۱۴۰۴/۰۷/۱۳',
      'غیبت',
      'تأخیر',
      'غیبت موجه',
    ]);
    expect(table.rows).toEqual([['۱', 'سارا احمدی', 'غ۲', 'ت۱', '۲', '۱', '۰']]);
    expect(table.totals).toEqual(['', 'جمع', 'غ۲', 'ت۱', '۲', '۱', '۰']);
    expect(table.numeric).toEqual([0, 4, 5, 6]);
  });

  it('lay flat reports out one row per result', () => {
    const table = REPORT_TABLES.teacherTimeOnSite.toTable(
      [
        {
          teacherId: 1,
          firstName: 'مریم',
          lastName: 'کریمی',
          hasAccount: true,
          minutes: 1250,
          activeDays: 3,
        },
      ],
      faCtx,
    );
    expect(table.headers).toEqual(['ردیف', 'دبیر', 'حساب کاربری', 'دقیقه فعال', 'روزهای فعال']);
    expect(table.rows).toEqual([['۱', 'مریم کریمی', 'دارد', '۱٬۲۵۰', '۳']]);
    const courses = REPORT_TABLES.absencesPerCourse.toTable(
      [
        {
          studentId: 1,
          firstName: 'علی',
          lastName: 'رضایی',
          classroomName: 'دهم ۱',
          courseGroupTitle: 'ریاضی ۱ — دهم 1',
          absent: 2,
          late: 0,
          excused: 1,
        },
      ],
      faCtx,
    );
    expect(courses.rows[0]).toEqual(['۱', 'علی رضایی', 'دهم ۱', 'ریاضی ۱ — دهم ۱', '۲', '۰', '۱']);
  });
});
