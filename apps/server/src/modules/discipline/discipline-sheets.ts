/** The Excel layout of the two discipline reports: Persian title, headers and rows. */
import { formatDateJalali } from '@school/shared';
import type { SheetSpec } from '../attendance-reports/report-workbook';
import type { DisciplineRow, Period, ReportFilters, StudentScore } from './discipline-queries';

const jalali = (iso: string) => formatDateJalali(iso, { digits: 'fa' });

export function disciplinarySheet(report: { items: DisciplineRow[] }, filters: ReportFilters): SheetSpec {
  return {
    title: 'گزارش انضباطی',
    subtitle: `از ${jalali(filters.from)} تا ${jalali(filters.to)}`,
    headers: [
      'ردیف',
      'تاریخ',
      'دانش‌آموز',
      'کلاس',
      'مورد انضباطی',
      'نوع',
      'اثر بر نمره',
      'شرح',
      'اقدام',
      'اطلاع به اولیا',
    ],
    rows: report.items.map((item, i) => [
      i + 1,
      jalali(item.date),
      item.studentName,
      item.classroomName ?? '',
      item.typeTitle,
      item.kind === 'positive' ? 'تشویقی' : 'انضباطی',
      item.scoreDelta,
      item.description ?? '',
      item.actionTaken ?? '',
      item.parentsNotified ? 'بله' : 'خیر',
    ]),
  };
}

export function disciplineScoreSheet(report: { period: Period; students: StudentScore[] }): SheetSpec {
  return {
    title: 'گزارش نمره انضباط',
    subtitle: `${report.period.title}: از ${jalali(report.period.startDate)} تا ${jalali(report.period.endDate)}`,
    headers: ['ردیف', 'دانش‌آموز', 'کلاس', 'تعداد موارد', 'نمره انضباط'],
    rows: report.students.map((s, i) => [i + 1, s.studentName, s.classroomName ?? '', s.items, s.score]),
  };
}
