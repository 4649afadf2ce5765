/**
 * The four institute reports as tables (components/report TableModel): text cells in the UI
 * language's digits, percents with two decimals (a negative one kept left-to-right), تراز and
 * ranks with separators, «—» where a student has no figure. Pure, so tested without rendering.
 */
import { personName } from '../../components/PersonLabel';
import type { TableContext, TableModel } from '../../components/report/table-model';
import { formatDate, formatNumber, localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import type {
  ClassExamReport,
  CourseSchoolReport,
  CourseStudentReport,
  ExamRef,
  StudentExamReport,
} from './institutes-api';

const col = (ctx: TableContext, key: string) => ctx.t(`institutes.columns.${key}`);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** A percent; a negative one isolated left-to-right, so its minus stays before the digits. */
export function percentText(value: number | null | undefined, ctx: TableContext): string {
  const text = formatScore(value, ctx.language);
  return value !== null && value !== undefined && value < 0 ? `\u2066${text}\u2069` : text;
}

export const numberText = (value: number | null | undefined, ctx: TableContext) =>
  value === null || value === undefined ? '—' : formatNumber(value, ctx.language);

const nameText = (p: { firstName: string; lastName: string }, ctx: TableContext) =>
  localizeDigits(personName(p), ctx.language);
const text = (value: string | null | undefined, ctx: TableContext) =>
  value ? localizeDigits(value, ctx.language) : '—';

/** «۱۴۰۴/۰۸/۱۵ قلم‌چی»: an exam as a column or an axis label. */
export const examLabel = (exam: Pick<ExamRef, 'date' | 'corpTitle'>, ctx: TableContext) =>
  `${formatDate(exam.date, ctx.language)} ${localizeDigits(exam.corpTitle, ctx.language)}`;

/** Headers of a figure pair per item: «<name> درصد», «<name> تراز». */
const pairHeaders = (names: readonly string[], ctx: TableContext) =>
  names.flatMap((name) => [`${name} ${col(ctx, 'percent')}`, `${name} ${col(ctx, 'score')}`]);

export function classExamTable(data: ClassExamReport, ctx: TableContext): TableModel {
  const courses = data.courses;
  return {
    headers: [
      col(ctx, 'row'),
      col(ctx, 'student'),
      col(ctx, 'classroom'),
      col(ctx, 'totalScore'),
      col(ctx, 'totalRank'),
      ...pairHeaders(
        courses.map((c) => localizeDigits(c.title, ctx.language)),
        ctx,
      ),
    ],
    rows: data.students.map((s, i) => [
      numberText(i + 1, ctx),
      nameText(s, ctx),
      text(s.classroomName, ctx),
      numberText(s.totalScore, ctx),
      numberText(s.totalRank, ctx),
      ...courses.flatMap((c) => [
        percentText(s.courses[c.id]?.percent, ctx),
        numberText(s.courses[c.id]?.score, ctx),
      ]),
    ]),
    totals: [
      '',
      col(ctx, 'average'),
      '',
      numberText(data.average.totalScore, ctx),
      '',
      ...courses.flatMap((c) => [
        percentText(data.average.courses[c.id]?.percent, ctx),
        numberText(data.average.courses[c.id]?.score, ctx),
      ]),
    ],
    numeric: [0, ...range(3, 5 + courses.length * 2)],
  };
}

export function studentExamTable(data: StudentExamReport, ctx: TableContext): TableModel {
  const courses = data.courses;
  return {
    headers: [
      col(ctx, 'date'),
      col(ctx, 'corp'),
      col(ctx, 'exam'),
      col(ctx, 'totalScore'),
      col(ctx, 'totalRank'),
      ...pairHeaders(
        courses.map((c) => localizeDigits(c.title, ctx.language)),
        ctx,
      ),
    ],
    rows: data.exams.map((e) => [
      formatDate(e.date, ctx.language),
      text(e.corpTitle, ctx),
      text(e.title, ctx),
      numberText(e.totalScore, ctx),
      numberText(e.totalRank, ctx),
      ...courses.flatMap((c) => [
        percentText(e.courses[c.id]?.percent, ctx),
        numberText(e.courses[c.id]?.score, ctx),
      ]),
    ]),
    numeric: range(3, 5 + courses.length * 2),
  };
}

export function courseSchoolTable(data: CourseSchoolReport, ctx: TableContext): TableModel {
  const schools = data.schools;
  return {
    headers: [
      col(ctx, 'date'),
      col(ctx, 'corp'),
      col(ctx, 'exam'),
      ...schools.flatMap((s) => {
        const name = localizeDigits(s.name, ctx.language);
        return [
          `${name} ${col(ctx, 'students')}`,
          `${name} ${col(ctx, 'percent')}`,
          `${name} ${col(ctx, 'score')}`,
        ];
      }),
    ],
    rows: data.sittings.map((sitting) => [
      formatDate(sitting.date, ctx.language),
      text(sitting.corpTitle, ctx),
      text(sitting.title, ctx),
      ...schools.flatMap((s) => {
        const cell = sitting.cells[s.id];
        return [
          numberText(cell?.students, ctx),
          percentText(cell?.percent, ctx),
          numberText(cell?.score, ctx),
        ];
      }),
    ]),
    numeric: range(3, 3 + schools.length * 3),
  };
}

export function courseStudentTable(data: CourseStudentReport, ctx: TableContext): TableModel {
  return {
    headers: [
      col(ctx, 'row'),
      col(ctx, 'student'),
      col(ctx, 'classroom'),
      ...pairHeaders(
        data.exams.map((e) => examLabel(e, ctx)),
        ctx,
      ),
    ],
    rows: data.students.map((s, i) => [
      numberText(i + 1, ctx),
      nameText(s, ctx),
      text(s.classroomName, ctx),
      ...data.exams.flatMap((e) => [
        percentText(s.exams[e.examId]?.percent, ctx),
        numberText(s.exams[e.examId]?.score, ctx),
      ]),
    ]),
    totals: [
      '',
      col(ctx, 'average'),
      '',
      ...data.averages.flatMap((a) => [percentText(a.percent, ctx), numberText(a.score, ctx)]),
    ],
    numeric: [0, ...range(3, 3 + data.exams.length * 2)],
  };
}
