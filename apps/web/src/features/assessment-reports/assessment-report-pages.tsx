/**
 * The assessment report pages, in one chunk loaded on demand (the charts library in a further
 * chunk, loaded with the first chart), so the login page and dashboard stay small. Keyed by the
 * title key under assessmentReports.pages.
 */
import { ASSESSMENT_REPORTS } from './assessment-reports';
import { AssessmentReportPage } from './AssessmentReportPage';

export const assessmentReportPages = {
  belowPassing: () => <AssessmentReportPage report={ASSESSMENT_REPORTS.belowPassing} />,
  topStudents: () => <AssessmentReportPage report={ASSESSMENT_REPORTS.topStudents} />,
  topStudentsCourse: () => <AssessmentReportPage report={ASSESSMENT_REPORTS.topStudentsCourse} />,
  monthly: () => <AssessmentReportPage report={ASSESSMENT_REPORTS.monthly} />,
  scores: () => <AssessmentReportPage report={ASSESSMENT_REPORTS.scores} />,
  teacher: () => <AssessmentReportPage report={ASSESSMENT_REPORTS.teacher} />,
  teachersNoExams: () => <AssessmentReportPage report={ASSESSMENT_REPORTS.teachersNoExams} />,
  teachersFewGrades: () => <AssessmentReportPage report={ASSESSMENT_REPORTS.teachersFewGrades} />,
};
