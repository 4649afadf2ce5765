import { ReportFilters } from '../../components/report/ReportFilters';
import type { TableContext } from '../../components/report/table-model';
import { formatDate, localizeDigits } from '../../lib/date';
import { classExamChart } from './corp-charts';
import { classExamTable } from './corp-tables';
import { CorpReportFrame } from './CorpReportFrame';
import { FilterPicker } from './FilterPicker';
import type { ClassExamReport } from './institutes-api';
import { useLatestExam, usePicked } from './use-report-defaults';

const subtitle = (data: ClassExamReport, ctx: TableContext) =>
  localizeDigits(
    `${data.exam.corpTitle} — ${data.exam.title} — ${formatDate(data.exam.date, ctx.language)}`,
    ctx.language,
  );

/** /manager/corp-report-corp-class-exam-score — a class's scores in one institute exam. */
export default function ClassExamReportPage() {
  const latest = useLatestExam();
  const [examId, setExamId] = usePicked(latest.data?.id);
  const [classroomId, setClassroomId] = usePicked(null);
  return (
    <CorpReportFrame<ClassExamReport>
      name="corp-class-exam-score"
      titleKey="corpClassExamScore"
      filters={{ examId, classroomId }}
      complete={examId !== null}
      pickKey="institutes.pick.exam"
      subtitle={subtitle}
      toTable={classExamTable}
      toChart={classExamChart}
      filterBar={
        <ReportFilters size={{ xs: 12, sm: 6 }}>
          <FilterPicker name="examId" value={examId} onChange={setExamId} required />
          <FilterPicker name="classroomId" value={classroomId} onChange={setClassroomId} />
        </ReportFilters>
      }
    />
  );
}
