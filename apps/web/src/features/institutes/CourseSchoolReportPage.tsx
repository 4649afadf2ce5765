import { ReportFilters } from '../../components/report/ReportFilters';
import type { TableContext } from '../../components/report/table-model';
import { localizeDigits } from '../../lib/date';
import { courseSchoolChart } from './corp-charts';
import { courseSchoolTable } from './corp-tables';
import { CorpReportFrame } from './CorpReportFrame';
import { FilterPicker } from './FilterPicker';
import type { CourseSchoolReport } from './institutes-api';
import { useLatestExam, usePicked } from './use-report-defaults';

const subtitle = (data: CourseSchoolReport, ctx: TableContext) =>
  localizeDigits(data.course.title, ctx.language);

/** /manager/corp-report-course-school-date — one course's means per school over the year's sittings. */
export default function CourseSchoolReportPage() {
  const latest = useLatestExam();
  const [coursePlanId, setCoursePlanId] = usePicked(
    (latest.data?.coursePlanIds as number[] | undefined)?.[0],
  );
  const [corpId, setCorpId] = usePicked(null);
  return (
    <CorpReportFrame<CourseSchoolReport>
      name="course-school-date"
      titleKey="courseSchoolDate"
      filters={{ coursePlanId, corpId }}
      complete={coursePlanId !== null}
      pickKey="institutes.pick.course"
      subtitle={subtitle}
      toTable={courseSchoolTable}
      toChart={courseSchoolChart}
      filterBar={
        <ReportFilters size={{ xs: 12, sm: 6 }}>
          <FilterPicker name="coursePlanId" value={coursePlanId} onChange={setCoursePlanId} required />
          <FilterPicker name="corpId" value={corpId} onChange={setCorpId} />
        </ReportFilters>
      }
    />
  );
}
