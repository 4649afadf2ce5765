/** Texts of the exam plan's pages, merged into the catalogue (under examPlanning.*) when one loads. */
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { addTranslations } from '../../lib/i18n';
import planFa from '../../locales/exam-planning.fa.json';

let registered = false;

export function registerExamPlanningLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  addTranslations('fa', { examPlanning: planFa });
}
