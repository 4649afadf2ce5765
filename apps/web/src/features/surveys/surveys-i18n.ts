/** Texts of the survey pages, merged into the catalogue (under surveys.*) when one of them loads. */
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { addTranslations } from '../../lib/i18n';
import surveysFa from '../../locales/surveys.fa.json';

let registered = false;

export function registerSurveyLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  addTranslations('fa', { surveys: surveysFa });
}
