/** Texts of the institute pages, merged into the catalogue (under institutes.*) when one loads. */
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { addTranslations } from '../../lib/i18n';
import { registerPeopleLabels } from '../../lib/people-i18n';
import institutesFa from '../../locales/institutes.fa.json';

let registered = false;

export function registerInstituteLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  // The import page's shared parts speak in the people import's words.
  registerPeopleLabels();
  addTranslations('fa', { institutes: institutesFa });
}
