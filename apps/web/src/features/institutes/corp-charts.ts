/**
 * The four institute reports' charts as ECharts options (EChart localises digits and direction):
 * a class's mean percent per course, a student's تراز over the year, a course's mean تراز per school
 * over the year, and a course's mean and best تراز over the year. Pure, so tested without a browser.
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { TableContext } from '../../components/report/table-model';
import { formatDate, localizeDigits } from '../../lib/date';
import type {
  ClassExamReport,
  CourseSchoolReport,
  CourseStudentReport,
  ExamRef,
  StudentExamReport,
} from './institutes-api';

const label = (ctx: TableContext, key: string) => ctx.t(`institutes.charts.${key}`);

/** An exam on the time axis: its date over its institute (labels that would overlap are left out). */
const axisLabel = (exam: Pick<ExamRef, 'date' | 'corpTitle'>, ctx: TableContext) =>
  `${formatDate(exam.date, ctx.language)}\n${localizeDigits(exam.corpTitle, ctx.language)}`;

const lineChart = (categories: string[], series: { name: string; data: (number | null)[] }[]) => ({
  tooltip: { trigger: 'axis' },
  legend: { type: 'scroll', top: 0 },
  grid: { top: 40, bottom: 30, containLabel: true },
  xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true, lineHeight: 20 } },
  yAxis: { type: 'value', scale: true },
  series: series.map((s) => ({
    type: 'line',
    name: s.name,
    data: s.data,
    connectNulls: true,
    symbolSize: 8,
  })),
});

/** Bars of each classroom's mean percent per course. */
export function classExamChart(data: ClassExamReport, ctx: TableContext): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { top: 40, bottom: 30, containLabel: true },
    xAxis: { type: 'category', data: data.courses.map((c) => localizeDigits(c.title, ctx.language)) },
    yAxis: { type: 'value', name: label(ctx, 'percent') },
    series: data.classrooms.map((room) => ({
      type: 'bar',
      name: localizeDigits(room.classroomName, ctx.language),
      data: data.courses.map((c) => room.courses[c.id]?.percent ?? null),
    })),
  };
}

/** The student's overall تراز and each course's, exam by exam. */
export function studentExamChart(data: StudentExamReport, ctx: TableContext): EChartsCoreOption {
  return lineChart(
    data.exams.map((e) => axisLabel(e, ctx)),
    [
      { name: label(ctx, 'totalScore'), data: data.exams.map((e) => e.totalScore) },
      ...data.courses.map((c) => ({
        name: localizeDigits(c.title, ctx.language),
        data: data.exams.map((e) => e.courses[c.id]?.score ?? null),
      })),
    ],
  );
}

/** Each school's mean تراز in the course, sitting by sitting. */
export function courseSchoolChart(data: CourseSchoolReport, ctx: TableContext): EChartsCoreOption {
  return lineChart(
    data.sittings.map((s) => axisLabel(s, ctx)),
    data.schools.map((school) => ({
      name: localizeDigits(school.name, ctx.language),
      data: data.sittings.map((s) => s.cells[school.id]?.score ?? null),
    })),
  );
}

/** The students' mean and best تراز in the course, exam by exam. */
export function courseStudentChart(data: CourseStudentReport, ctx: TableContext): EChartsCoreOption {
  return lineChart(
    data.exams.map((e) => axisLabel(e, ctx)),
    [
      { name: label(ctx, 'average'), data: data.averages.map((a) => a.score) },
      { name: label(ctx, 'best'), data: data.averages.map((a) => a.best) },
    ],
  );
}
