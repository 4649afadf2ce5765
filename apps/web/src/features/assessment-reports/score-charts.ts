/**
 * The charts of the assessment reports as ECharts options (plain values: the EChart component
 * localises digits and direction). Pure, so tested without a browser.
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { BelowPassingReport, MonthlyReport, ScoresReport } from './assessment-report-api';

export const BUCKET_SIZE = 2;
export const MAX_SCORE = 20;
const BUCKETS = MAX_SCORE / BUCKET_SIZE;

/** How many scores fall in each 2-point bucket [0,2), [2,4) … [18,20]; 20 counts in the last. */
export function scoreBuckets(scores: readonly (number | null | undefined)[]): number[] {
  const counts = Array.from({ length: BUCKETS }, () => 0);
  for (const score of scores) {
    if (typeof score !== 'number' || score < 0 || score > MAX_SCORE) continue;
    counts[Math.min(Math.floor(score / BUCKET_SIZE), BUCKETS - 1)]! += 1;
  }
  return counts;
}

/** "0–2", "2–4" … "18–20". */
export const bucketLabels = () =>
  Array.from({ length: BUCKETS }, (_, i) => `${i * BUCKET_SIZE}–${(i + 1) * BUCKET_SIZE}`);

const grid = { left: 48, right: 48, top: 48, bottom: 40, containLabel: true };

/** Scores report: one bar series per course over the 2-point buckets (the legend toggles courses). */
export function distributionOption(report: ScoresReport): EChartsCoreOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    xAxis: { type: 'category', data: bucketLabels() },
    yAxis: { type: 'value', minInterval: 1 },
    series: report.courses.map((course) => ({
      type: 'bar',
      name: course.title,
      data: scoreBuckets(report.students.map((s) => s.scores[course.coursePlanId])),
    })),
  };
}

/** Monthly report: each classroom's average per month, as lines on the 0–20 scale. */
export function monthlyOption(
  report: MonthlyReport,
  monthTitle: (month: string) => string,
): EChartsCoreOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    xAxis: { type: 'category', data: report.months.map(monthTitle) },
    yAxis: { type: 'value', min: 0, max: MAX_SCORE },
    series: report.rows.map((row) => ({
      type: 'line',
      name: row.classroomName,
      connectNulls: true,
      data: report.months.map((month) => row.months[month]?.average ?? null),
    })),
  };
}

/** Below passing: how many failed scores each course has. */
export function failuresOption(report: BelowPassingReport, seriesName: string): EChartsCoreOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: report.perCourse.map((c) => c.courseTitle), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: seriesName,
        data: report.perCourse.map((c) => c.count),
        label: { show: true, position: 'top' },
      },
    ],
  };
}
