/** The sentence of an import's report: what was created, updated and left alone. */
import type { TFunction } from 'i18next';
import type { SidaKind, SidaReport } from './sida-api';

export function reportText(
  t: TFunction,
  kind: SidaKind,
  report: SidaReport,
  n: (v: number) => string,
): string {
  if (kind === 'class-list' && 'students' in report)
    return t('sida.import.classListReport', {
      classrooms: n(report.classrooms.created),
      created: n(report.students.created),
      updated: n(report.students.updated),
      unchanged: n(report.students.unchanged),
      skipped: n(report.skipped),
    });
  if (kind === 'course-list' && 'coursePlansCreated' in report)
    return t('sida.import.courseListReport', {
      created: n(report.created),
      updated: n(report.updated),
      unchanged: n(report.unchanged),
      plans: n(report.coursePlansCreated),
      skipped: n(report.skipped),
    });
  const r = report as Exclude<SidaReport, { students: unknown }>;
  return t('sida.import.resultsReport', {
    created: n(r.created),
    updated: n(r.updated),
    unchanged: n(r.unchanged),
    skipped: n(r.skipped),
  });
}
