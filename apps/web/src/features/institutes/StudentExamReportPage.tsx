import { personName } from '../../components/PersonLabel';
import { ReportFilters } from '../../components/report/ReportFilters';
import type { TableContext } from '../../components/report/table-model';
import { localizeDigits } from '../../lib/date';
import { studentExamChart } from './corp-charts';
import { studentExamTable } from './corp-tables';
import { CorpReportFrame } from './CorpReportFrame';
import { FilterPicker } from './FilterPicker';
import type { StudentExamReport } from './institutes-api';
import { useLatestExam, usePicked, useTopStudent } from './use-report-defaults';

const subtitle = (data: StudentExamReport, ctx: TableContext) =>
  localizeDigits(
    [personName(data.student), data.student.classroomName].filter(Boolean).join(' · '),
    ctx.language,
  );

/** /manager/corp-report-corp-student-exam-score — a student's scores across the year's exams, تراز over time. */
export default function StudentExamReportPage() {
  const latest = useLatestExam();
  const top = useTopStudent(latest.data?.id ?? null);
  const [studentId, setStudentId] = usePicked(top.data);
  const [corpId, setCorpId] = usePicked(null);
  return (
    <CorpReportFrame<StudentExamReport>
      name="corp-student-exam-score"
      titleKey="corpStudentExamScore"
      filters={{ studentId, corpId }}
      complete={studentId !== null}
      pickKey="institutes.pick.student"
      subtitle={subtitle}
      toTable={studentExamTable}
      toChart={studentExamChart}
      filterBar={
        <ReportFilters size={{ xs: 12, sm: 6 }}>
          <FilterPicker name="studentId" value={studentId} onChange={setStudentId} required />
          <FilterPicker name="corpId" value={corpId} onChange={setCorpId} />
        </ReportFilters>
      }
    />
  );
}
