import { describe, expect, it } from 'vitest';
import fa from '../../locales/institutes.fa.json';
import type { TableContext } from '../../components/report/table-model';
import { classExamChart, courseSchoolChart, studentExamChart } from './corp-charts';
import { classExamTable, courseSchoolTable, courseStudentTable, percentText } from './corp-tables';
import type {
  ClassExamReport,
  CourseSchoolReport,
  CourseStudentReport,
  StudentExamReport,
} from './institutes-api';

/** Looks keys up in the institutes catalogue, as i18next does once it is merged. */
const ctx: TableContext = {
  language: 'fa',
  t: (key) =>
    String(
      key
        .replace(/^institutes\./, '')
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fa),
    ),
};

const courses = [
  { id: 7, title: 'ریاضی ۳' },
  { id: 8, title: 'فیزیک ۳' },
];

const classReport: ClassExamReport = {
  exam: { examId: 1, title: 'آزمون جامع ۱', corpTitle: 'قلم‌چی', date: '2025-11-06', gradeLevel: 12 },
  courses,
  students: [
    {
      studentId: 1,
      firstName: 'علی',
      lastName: 'رضایی',
      classroomName: '121',
      totalScore: 6120,
      totalRank: 1530,
      courses: {
        7: { percent: 66.67, score: 6200, rank: 900 },
        8: { percent: -12.5, score: 3900, rank: 40000 },
      },
    },
    {
      studentId: 2,
      firstName: 'رضا',
      lastName: 'کاظمی',
      classroomName: '122',
      totalScore: null,
      totalRank: null,
      courses: { 7: { percent: 40, score: 5000, rank: 12000 } },
    },
  ],
  average: {
    students: 2,
    totalScore: 6120,
    courses: { 7: { percent: 53.34, score: 5600 }, 8: { percent: -12.5, score: 3900 } },
  },
  classrooms: [
    {
      classroomName: '121',
      students: 1,
      totalScore: 6120,
      courses: { 7: { percent: 66.67, score: 6200 }, 8: { percent: -12.5, score: 3900 } },
    },
    {
      classroomName: '122',
      students: 1,
      totalScore: null,
      courses: { 7: { percent: 40, score: 5000 }, 8: { percent: null, score: null } },
    },
  ],
};

describe('institute report tables', () => {
  it('lay a class out as students × courses (percent, تراز) with the averages last, in Persian digits', () => {
    const model = classExamTable(classReport, ctx);
    expect(model.headers).toEqual([
      'ردیف',
      'دانش‌آموز',
      'کلاس',
      'تراز کل',
      'رتبه کل',
      'ریاضی ۳ درصد',
      'ریاضی ۳ تراز',
      'فیزیک ۳ درصد',
      'فیزیک ۳ تراز',
    ]);
    expect(model.rows[0]).toEqual([
      '۱',
      'علی رضایی',
      '۱۲۱',
      '۶٬۱۲۰',
      '۱٬۵۳۰',
      '۶۶٫۶۷',
      '۶٬۲۰۰',
      '\u2066-۱۲٫۵\u2069',
      '۳٬۹۰۰',
    ]);
    // A student without a figure shows a dash, not a zero.
    expect(model.rows[1]!.slice(3)).toEqual(['—', '—', '۴۰', '۵٬۰۰۰', '—', '—']);
    expect(model.totals).toEqual([
      '',
      'میانگین',
      '',
      '۶٬۱۲۰',
      '',
      '۵۳٫۳۴',
      '۵٬۶۰۰',
      '\u2066-۱۲٫۵\u2069',
      '۳٬۹۰۰',
    ]);
    expect(model.numeric).toEqual([0, 3, 4, 5, 6, 7, 8]);
  });

  it('keep a negative percent left to right and a missing one as a dash', () => {
    expect(percentText(-33.333, ctx)).toBe('\u2066-۳۳٫۳۳\u2069');
    expect(percentText(null, ctx)).toBe('—');
    expect(percentText(0, ctx)).toBe('۰');
  });

  it('put each school beside the others, sitting by sitting', () => {
    const report: CourseSchoolReport = {
      course: courses[0]!,
      schools: [
        { id: 1, name: 'دبیرستان الف' },
        { id: 2, name: 'دبیرستان ب' },
      ],
      sittings: [
        {
          date: '2025-11-06',
          corpId: 1,
          corpTitle: 'قلم‌چی',
          title: 'جامع ۱',
          cells: { 1: { students: 24, percent: 51.2, score: 5500.5 } },
        },
      ],
    };
    const model = courseSchoolTable(report, ctx);
    expect(model.headers.slice(3)).toEqual([
      'دبیرستان الف شرکت‌کننده',
      'دبیرستان الف درصد',
      'دبیرستان الف تراز',
      'دبیرستان ب شرکت‌کننده',
      'دبیرستان ب درصد',
      'دبیرستان ب تراز',
    ]);
    expect(model.rows[0]!.slice(1)).toEqual(['قلم‌چی', 'جامع ۱', '۲۴', '۵۱٫۲', '۵٬۵۰۰٫۵', '—', '—', '—']);
    const chart = courseSchoolChart(report, ctx) as { series: { name: string; data: unknown[] }[] };
    expect(chart.series.map((s) => [s.name, s.data])).toEqual([
      ['دبیرستان الف', [5500.5]],
      ['دبیرستان ب', [null]],
    ]);
  });

  it('give a course by student one column pair per exam, with the exam’s average last', () => {
    const report: CourseStudentReport = {
      course: courses[0]!,
      exams: [{ examId: 3, title: 'جامع ۱', corpTitle: 'گاج', date: '2025-11-06' }],
      students: [
        {
          studentId: 1,
          firstName: 'علی',
          lastName: 'رضایی',
          classroomName: null,
          exams: { 3: { percent: 20, score: 4800, rank: 9 } },
        },
      ],
      averages: [{ examId: 3, percent: 20, score: 4800, best: 4800 }],
    };
    const model = courseStudentTable(report, ctx);
    expect(model.headers[3]).toBe('۱۴۰۴/۰۸/۱۵ گاج درصد');
    expect(model.rows[0]).toEqual(['۱', 'علی رضایی', '—', '۲۰', '۴٬۸۰۰']);
    expect(model.totals).toEqual(['', 'میانگین', '', '۲۰', '۴٬۸۰۰']);
  });
});

describe('institute report charts', () => {
  it('draw a bar per classroom and course, of the mean percent', () => {
    const chart = classExamChart(classReport, ctx) as {
      xAxis: { data: string[] };
      series: { type: string; name: string; data: unknown[] }[];
    };
    expect(chart.xAxis.data).toEqual(['ریاضی ۳', 'فیزیک ۳']);
    expect(chart.series).toMatchObject([
      { type: 'bar', name: '۱۲۱', data: [66.67, -12.5] },
      { type: 'bar', name: '۱۲۲', data: [40, null] },
    ]);
  });

  it('follow a student’s overall تراز and each course’s over the exams', () => {
    const report: StudentExamReport = {
      student: { id: 1, firstName: 'علی', lastName: 'رضایی', classroomName: '121' },
      courses: [courses[0]!],
      exams: [
        {
          examId: 1,
          title: 'الف',
          corpTitle: 'قلم‌چی',
          date: '2025-10-07',
          totalScore: 5000,
          totalRank: 9,
          courses: {},
        },
        {
          examId: 2,
          title: 'ب',
          corpTitle: 'قلم‌چی',
          date: '2025-11-06',
          totalScore: 5600,
          totalRank: 5,
          courses: { 7: { percent: 50, score: 5800, rank: 3 } },
        },
      ],
    };
    const chart = studentExamChart(report, ctx) as {
      xAxis: { data: string[] };
      series: { type: string; name: string; data: unknown[] }[];
    };
    expect(chart.xAxis.data).toEqual(['۱۴۰۴/۰۷/۱۵\nقلم‌چی', '۱۴۰۴/۰۸/۱۵\nقلم‌چی']);
    expect(chart.series).toMatchObject([
      { type: 'line', name: 'تراز کل', data: [5000, 5600] },
      { type: 'line', name: 'ریاضی ۳', data: [null, 5800] },
    ]);
  });
});
