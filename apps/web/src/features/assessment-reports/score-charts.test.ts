import { describe, expect, it } from 'vitest';
import type { ScoresReport } from './assessment-report-api';
import {
  bucketLabels,
  distributionOption,
  failuresOption,
  monthlyOption,
  scoreBuckets,
} from './score-charts';

describe('score buckets', () => {
  it('counts scores in 2-point buckets from 0 to 20, with 20 in the last one', () => {
    expect(scoreBuckets([0, 1.75, 2, 9.99, 10, 19.5, 20, 20])).toEqual([2, 1, 0, 0, 1, 1, 0, 0, 0, 3]);
    expect(bucketLabels()[0]).toBe('0–2');
    expect(bucketLabels().at(-1)).toBe('18–20');
  });

  it('leaves out missing and out-of-range scores', () => {
    expect(scoreBuckets([null, undefined, -1, 21, 15])).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect(scoreBuckets([])).toEqual(Array(10).fill(0));
  });
});

describe('report charts', () => {
  const report: ScoresReport = {
    courses: [
      { coursePlanId: 1, title: 'ریاضی ۱', units: 4, average: 14 },
      { coursePlanId: 2, title: 'فیزیک ۱', units: 3, average: null },
    ],
    students: [
      { studentId: 1, firstName: 'a', lastName: 'b', average: 15, rank: 1, scores: { 1: 19, 2: null } },
      { studentId: 2, firstName: 'c', lastName: 'd', average: 9, rank: 2, scores: { 1: 9 } },
    ],
  };

  it('draws one bar series per course over the buckets', () => {
    const option = distributionOption(report) as { series: { name: string; data: number[] }[] };
    expect(option.series.map((s) => s.name)).toEqual(['ریاضی ۱', 'فیزیک ۱']);
    expect(option.series[0]!.data).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect(option.series[1]!.data).toEqual(Array(10).fill(0));
  });

  it('draws monthly averages per classroom, gaps as null', () => {
    const option = monthlyOption(
      {
        months: ['1404-07', '1404-08'],
        rows: [{ classroomId: 1, classroomName: '۱۰۱', months: { '1404-08': { average: 12.5, count: 3 } } }],
      },
      (m) => `m${m}`,
    ) as { xAxis: { data: string[] }; series: { data: (number | null)[] }[] };
    expect(option.xAxis.data).toEqual(['m1404-07', 'm1404-08']);
    expect(option.series[0]!.data).toEqual([null, 12.5]);
  });

  it('draws the failures per course', () => {
    const option = failuresOption(
      { rows: [], perCourse: [{ coursePlanId: 2, courseTitle: 'فیزیک ۱', count: 4 }] },
      'زیر حد قبولی',
    ) as { xAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.xAxis.data).toEqual(['فیزیک ۱']);
    expect(option.series[0]!.data).toEqual([4]);
  });
});
