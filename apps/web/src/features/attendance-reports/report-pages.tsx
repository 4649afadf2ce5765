/**
 * The five attendance report pages, in one chunk loaded on demand (like the people pages: one
 * chunk keeps the shared UI code split as before, and the login page small).
 */
import { ReportPage } from './ReportPage';
import { REPORT_TABLES } from './report-tables';

export const attendanceReportPages = {
  AttendanceMatrixPage: () => <ReportPage report={REPORT_TABLES.matrix} />,
  AbsencesPerCoursePage: () => <ReportPage report={REPORT_TABLES.absencesPerCourse} />,
  StudentAbsencesPage: () => <ReportPage report={REPORT_TABLES.studentAbsences} />,
  StudentTimeOnSitePage: () => <ReportPage report={REPORT_TABLES.studentTimeOnSite} />,
  TeacherTimeOnSitePage: () => <ReportPage report={REPORT_TABLES.teacherTimeOnSite} />,
};
