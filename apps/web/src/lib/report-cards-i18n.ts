/** Texts of the report-card and continuous-score pages, merged into the catalogue when one loads. */
import continuousFa from '../locales/continuous-score.fa.json';
import reportCardsFa from '../locales/report-cards.fa.json';
import { addTranslations } from './i18n';

let registered = false;

export function registerReportCardLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { reportCards: reportCardsFa, continuousScore: continuousFa });
}
