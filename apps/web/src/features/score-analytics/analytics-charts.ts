/** ECharts options of the score analytics (plain values: EChart localises digits and direction). */
import type { EChartsCoreOption } from 'echarts/core';
import type { CourseAverageRow, DistributionRow, FailedCoursesReport, GroupingReport } from './analytics-api';

const uniq = <T>(values: T[]) => [...new Set(values)];
const round = (n: number) => Math.round(n * 100) / 100;
const placeName = (r: { schoolName: string | null; classroomName: string | null }, network: boolean) =>
  network ? `${r.schoolName} – ${r.classroomName}` : (r.classroomName ?? '');

/** Too many classrooms for side-by-side series: the chart shows the scope's figure per course instead. */
export const MAX_SERIES = 12;

/** Bars per classroom for each course, with the school's and the network's averages as lines. */
export function averagesOption(
  rows: CourseAverageRow[],
  labels: { school: string; network: string },
  network: boolean,
): EChartsCoreOption | null {
  if (!rows.length) return null;
  const courses = uniq(rows.map((r) => r.courseTitle));
  const places = uniq(rows.map((r) => placeName(r, network)));
  const valueOf = (course: string, place: string) =>
    rows.find((r) => r.courseTitle === course && placeName(r, network) === place)?.average ?? null;
  const courseFigure = (pick: (r: CourseAverageRow) => number) =>
    courses.map((c) => {
      const row = rows.find((r) => r.courseTitle === c);
      return row ? pick(row) : null;
    });
  const bars =
    places.length <= MAX_SERIES
      ? places.map((p) => ({ type: 'bar', name: p, data: courses.map((c) => valueOf(c, p)) }))
      : [];
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { top: 40, bottom: 60, left: 40, right: 20 },
    xAxis: {
      type: 'category',
      data: courses,
      axisLabel: { interval: 0, rotate: courses.length > 5 ? 30 : 0 },
    },
    yAxis: { type: 'value', min: 0, max: 20 },
    series: [
      ...bars,
      ...(network ? [] : [{ type: 'line', name: labels.school, data: courseFigure((r) => r.schoolAverage) }]),
      { type: 'line', name: labels.network, data: courseFigure((r) => r.networkAverage) },
    ],
  };
}

/**
 * Box plots side by side: courses along the axis, one series per classroom (or, past MAX_SERIES
 * classrooms, one box per course over the whole scope). Whiskers at min and max.
 */
export function boxPlotOption(
  rows: DistributionRow[],
  allLabel: string,
  network: boolean,
): EChartsCoreOption | null {
  if (!rows.length) return null;
  const courses = uniq(rows.map((r) => r.courseTitle));
  const perRoom = rows.filter((r) => r.classroomId !== null);
  const rooms = uniq(perRoom.map((r) => placeName(r, network)));
  const box = (r: DistributionRow | undefined) => (r ? [r.min, r.q1, r.median, r.q3, r.max].map(round) : []);
  const series =
    rooms.length <= MAX_SERIES
      ? rooms.map((room) => ({
          type: 'boxplot',
          name: room,
          data: courses.map((c) =>
            box(perRoom.find((r) => r.courseTitle === c && placeName(r, network) === room)),
          ),
        }))
      : [
          {
            type: 'boxplot',
            name: allLabel,
            data: courses.map((c) => box(rows.find((r) => r.courseTitle === c && r.classroomId === null))),
          },
        ];
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', top: 0 },
    grid: { top: 40, bottom: 60, left: 40, right: 20 },
    xAxis: {
      type: 'category',
      data: courses,
      axisLabel: { interval: 0, rotate: courses.length > 5 ? 30 : 0 },
    },
    yAxis: { type: 'value', min: 0, max: 20 },
    series,
  };
}

/** Failed students per course (bars stacked by classroom). */
export function failedOption(report: FailedCoursesReport, network: boolean): EChartsCoreOption | null {
  if (!report.counts.length) return null;
  const courses = uniq(report.counts.map((r) => r.courseTitle));
  const rooms = uniq(report.counts.map((r) => placeName(r, network)));
  const series =
    rooms.length <= MAX_SERIES
      ? rooms.map((room) => ({
          type: 'bar',
          stack: 'failed',
          name: room,
          data: courses.map(
            (c) =>
              report.counts.find((r) => r.courseTitle === c && placeName(r, network) === room)?.failed ?? 0,
          ),
        }))
      : [
          {
            type: 'bar',
            data: courses.map((c) =>
              report.counts.filter((r) => r.courseTitle === c).reduce((sum, r) => sum + r.failed, 0),
            ),
          },
        ];
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { top: 40, bottom: 60, left: 40, right: 20 },
    xAxis: {
      type: 'category',
      data: courses,
      axisLabel: { interval: 0, rotate: courses.length > 5 ? 30 : 0 },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
}

/** Students per band (band 1 the strongest), per course on the course basis. */
export function groupingOption(
  report: GroupingReport,
  bandLabel: (band: number) => string,
): EChartsCoreOption | null {
  if (!report.summary.length) return null;
  const bands = Array.from({ length: report.bands }, (_, i) => i + 1);
  const courses = uniq(report.summary.map((s) => s.courseTitle ?? ''));
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { top: 40, bottom: 40, left: 40, right: 20 },
    xAxis: { type: 'category', data: bands.map(bandLabel) },
    yAxis: { type: 'value', minInterval: 1 },
    series: courses.map((course) => ({
      type: 'bar',
      name: course || undefined,
      data: bands.map(
        (b) => report.summary.find((s) => (s.courseTitle ?? '') === course && s.band === b)?.count ?? 0,
      ),
    })),
  };
}
