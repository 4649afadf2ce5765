import { ReportFilters } from '../../components/report/ReportFilters';
import type { TableContext } from '../../components/report/table-model';
import { localizeDigits } from '../../lib/date';
import { courseStudentChart } from './corp-charts';
import { courseStudentTable } from './corp-tables';
import { CorpReportFrame } from './CorpReportFrame';
import { FilterPicker } from './FilterPicker';
import type { CourseStudentReport } from './institutes-api';
import { useLatestExam, usePicked } from './use-report-defaults';

const subtitle = (data: CourseStudentReport, ctx: TableContext) =>
  localizeDigits(data.course.title, ctx.language);

/** /manager/corp-report-course-student-date — one course, each student's figures exam by exam. */
export default function CourseStudentReportPage() {
  const latest = useLatestExam();
  const [coursePlanId, setCoursePlanId] = usePicked(
    (latest.data?.coursePlanIds as number[] | undefined)?.[0],
  );
  const [classroomId, setClassroomId] = usePicked(null);
  const [corpId, setCorpId] = usePicked(null);
  return (
    <CorpReportFrame<CourseStudentReport>
      name="course-student-date"
      titleKey="courseStudentDate"
      filters={{ coursePlanId, classroomId, corpId }}
      complete={coursePlanId !== null}
      pickKey="institutes.pick.course"
      subtitle={subtitle}
      toTable={courseStudentTable}
      toChart={courseStudentChart}
      filterBar={
        <ReportFilters size={{ xs: 12, sm: 4 }}>
          <FilterPicker name="coursePlanId" value={coursePlanId} onChange={setCoursePlanId} required />
          <FilterPicker name="classroomId" value={classroomId} onChange={setClassroomId} />
          <FilterPicker name="corpId" value={corpId} onChange={setCorpId} />
        </ReportFilters>
      }
    />
  );
}
