import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../lib/ability';
import { allowedNavItems } from '../../app/nav-items';
import { ROUTES } from '../../app/routes';
import { analyticsPath, EMPTY_FILTERS } from './analytics-api';
import { distributionTable, ranksTable } from './analytics-tables';
import { cellTone } from './ScoreMatrixView';

const ctx = (network = false) => ({
  t: (key: string) => key.split('.').pop()!,
  language: 'fa' as const,
  network,
});

describe('score analytics pages', () => {
  it('are the spec’s eight routes under /manager/template/sida, in the menu for sida.reports only', () => {
    const paths = (rules: Parameters<typeof createAppAbility>[0]) => {
      const ability = createAppAbility(rules);
      return allowedNavItems(ROUTES, (a, s) => ability.can(a, s))
        .map((i) => i.path)
        .filter(
          (p) =>
            p.startsWith('/manager/template/sida/') &&
            !p.includes('report-card') &&
            !p.includes('sida/r') &&
            !p.includes('sida/get-basic'),
        );
    };
    expect(paths([{ action: 'sida.reports', subject: 'admin' }]).sort()).toEqual(
      [
        'box-plot',
        'failed-courses',
        'get-course-averages',
        'get-course-score-dispersion',
        'get-grouping-student',
        'get-rank-students',
        'get-rank-students-courses',
        'matris-report',
      ].map((p) => `/manager/template/sida/${p}`),
    );
    expect(paths([{ action: 'reports.scores', subject: 'admin' }])).toEqual([]);
  });

  it('asks for only the filters that are set, and the grouping its method', () => {
    expect(analyticsPath('matrix', { ...EMPTY_FILTERS, termId: 3, classroomId: 7 })).toBe(
      '/score-analytics/matrix?termId=3&classroomId=7',
    );
    expect(analyticsPath('grouping', { ...EMPTY_FILTERS, method: 'thresholds', network: true }, true)).toBe(
      '/score-analytics/grouping.xlsx?network=true&method=thresholds&basis=overall&thresholds=17%2C14%2C10',
    );
  });

  it('builds tables in Persian digits, with the school column only network-wide', () => {
    const row = {
      studentId: 1,
      firstName: 'سارا',
      lastName: 'احمدی',
      classroomId: 2,
      classroomName: '101',
      schoolName: 'دبیرستان',
      average: 18.5,
      classRank: 1,
      gradeRank: 2,
      schoolRank: 3,
    };
    expect(ranksTable([row], ctx()).rows).toEqual([['۱', 'سارا احمدی', '۱۰۱', '۱۸٫۵', '۱', '۲', '۳']]);
    expect(ranksTable([row], ctx(true)).headers).toContain('school');
    const spread = distributionTable(
      [
        {
          coursePlanId: 1,
          courseTitle: 'ریاضی',
          classroomId: null,
          classroomName: null,
          schoolName: null,
          count: 4,
          mean: 14.25,
          sd: 4.9244,
          min: 9,
          q1: 9.75,
          median: 14.5,
          q3: 19,
          max: 19,
          skew: null,
        },
      ],
      ctx(),
    );
    expect(spread.rows[0]).toEqual([
      'ریاضی',
      'allClassrooms',
      '۴',
      '۱۴٫۲۵',
      '۴٫۹۲',
      '۹',
      '۹٫۷۵',
      '۱۴٫۵',
      '۱۹',
      '۱۹',
      '',
    ]);
  });

  it('colours a matrix cell under passing or in the course’s top decile', () => {
    const course = { coursePlanId: 1, title: 'ریاضی', passingScore: 10, topDecile: 19.6, average: 15 };
    expect([9.75, 10, 19.5, 19.6, 20, undefined].map((s) => cellTone(s, course))).toEqual([
      'below',
      null,
      null,
      'top',
      'top',
      null,
    ]);
  });
});
