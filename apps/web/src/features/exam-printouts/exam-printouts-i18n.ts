/** Texts of the exam printouts' pages, merged into the catalogue (under examPrintouts.*) when one loads. */
import { addTranslations } from '../../lib/i18n';
import printoutsFa from '../../locales/exam-printouts.fa.json';

let registered = false;

export function registerExamPrintoutLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { examPrintouts: printoutsFa });
}
