/** Texts of the exam seating pages, merged into the catalogue (under examSeating.*) when one loads. */
import { addTranslations } from '../../lib/i18n';
import seatingFa from '../../locales/exam-seating.fa.json';

let registered = false;

export function registerExamSeatingLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { examSeating: seatingFa });
}
