/**
 * Texts of the people and timetable pages, merged into the catalogue when one of those pages loads
 * (the login page does not carry them). The entity labels come along, for field and option names.
 */
import { registerEntityLabels } from '../components/entity/entity-labels';
import peopleFa from '../locales/people.fa.json';
import { addTranslations } from './i18n';

let registered = false;

export function registerPeopleLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  addTranslations('fa', { people: peopleFa });
}
