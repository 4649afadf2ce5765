/**
 * Texts of the assessment reports, merged into the catalogue (under assessmentReports.*) when a
 * report page loads; page titles stay in the main catalogue for the menu.
 */
import reportsFa from '../../locales/assessment-reports.fa.json';
import { addTranslations } from '../../lib/i18n';

let registered = false;

export function registerAssessmentReportLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { assessmentReports: reportsFa });
}
