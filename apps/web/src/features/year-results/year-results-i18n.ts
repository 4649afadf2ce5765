/** Texts of the year results page, merged into the catalogue (under yearResults.*) when it loads. */
import { addTranslations } from '../../lib/i18n';
import yearResultsFa from '../../locales/year-results.fa.json';

let registered = false;

export function registerYearResultsLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { yearResults: yearResultsFa });
}
