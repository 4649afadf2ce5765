/** Texts of the exam pages, merged into the catalogue when one of them loads. */
import examsFa from '../locales/exams.fa.json';
import { registerEntityLabels } from '../components/entity/entity-labels';
import { addTranslations } from './i18n';

let registered = false;

export function registerExamLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  addTranslations('fa', { exams: examsFa });
}
