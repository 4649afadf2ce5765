/**
 * Texts of the attendance reports and the dashboard's attendance cards, merged into the catalogue
 * (under attendanceReports.*) when one of them loads; the login page does not carry them.
 */
import reportsFa from '../../locales/attendance-reports.fa.json';
import { addTranslations } from '../../lib/i18n';

let registered = false;

export function registerAttendanceReportLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { attendanceReports: reportsFa });
}
