/** Texts of the pre-registration pages, merged into the catalogue (under preregistration.*) as they load. */
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { addTranslations } from '../../lib/i18n';
import preregistrationFa from '../../locales/preregistration.fa.json';

let registered = false;

export function registerPreregistrationLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  addTranslations('fa', { preregistration: preregistrationFa });
}
