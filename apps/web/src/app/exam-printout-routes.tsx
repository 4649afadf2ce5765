/**
 * The exam printouts (DOMAIN.md "Exam logistics", printouts): admit cards, door lists, venue
 * details, report sheets and absentees, and the supervisors' phone page to mark absentees. Titles
 * live in the main catalogue because the menu shows them before the pages load.
 */
import { ENTITY_PAGES } from '@school/shared';
import { ENTITY_SUBJECT, FIRST_ENTITY_ORDER } from './entity-routes';
import {
  EXAM_ABSENTEES_PATH,
  EXAM_ADMIT_CARD_PATH,
  EXAM_SEAT_REPORT_PATH,
  EXAM_VENUE_ABSENT_REPORT_PATH,
  EXAM_VENUE_DETAILS_REPORT_PATH,
  EXAM_VENUE_REPORT_SHEET_PATH,
} from './exam-printout-paths';
import type { AppRoute } from './routes';
import { lazyPage } from './lazy-page';

const loadAdmitCards = () => import('../features/exam-printouts/ExamAdmitCardPage');
const loadSeatReport = () => import('../features/exam-printouts/ExamSeatReportPage');
const loadDetails = () => import('../features/exam-printouts/ExamVenueDetailsReportPage');
const loadSheet = () => import('../features/exam-printouts/ExamVenueReportSheetPage');
const loadAbsentReport = () => import('../features/exam-printouts/ExamVenueAbsentReportPage');
const loadAbsentees = () => import('../features/exam-printouts/ExamAbsenteesPage');

/** Menu order: after the venues, among the exam logistics pages. */
const ORDER = FIRST_ENTITY_ORDER + ENTITY_PAGES.findIndex((p) => p.name === 'exam-venues') + 0.5;
const REPORTS = 'exam-venue-reports.view';

export function examPrintoutRoutes(): AppRoute[] {
  const page = (
    path: string,
    action: string,
    title: string,
    iconName: string,
    step: number,
    load: () => Promise<{ default: React.ComponentType }>,
  ): AppRoute => ({
    path,
    meta: { layout: 'default', action, subject: ENTITY_SUBJECT, title },
    Component: lazyPage(load),
    nav: { iconName, group: 'examLogistics', order: ORDER + step / 10 },
  });
  return [
    page(EXAM_ADMIT_CARD_PATH, 'exam-admit-card.print', 'pages.examAdmitCard', 'Badge', 0, loadAdmitCards),
    page(EXAM_SEAT_REPORT_PATH, REPORTS, 'pages.examSeatReport', 'Print', 1, loadSeatReport),
    page(
      EXAM_VENUE_DETAILS_REPORT_PATH,
      REPORTS,
      'pages.examVenueDetailsReport',
      'Summarize',
      2,
      loadDetails,
    ),
    page(EXAM_VENUE_REPORT_SHEET_PATH, REPORTS, 'pages.examVenueReportSheet', 'Description', 3, loadSheet),
    page(
      EXAM_VENUE_ABSENT_REPORT_PATH,
      REPORTS,
      'pages.examVenueAbsentReport',
      'EventBusy',
      4,
      loadAbsentReport,
    ),
    page(EXAM_ABSENTEES_PATH, 'exam-seat.absent', 'pages.examAbsentees', 'HowToReg', 5, loadAbsentees),
  ];
}
