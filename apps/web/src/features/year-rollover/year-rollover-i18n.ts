/** Texts of the year's turn pages, merged into the catalogue (under yearRollover.*) when one loads. */
import { addTranslations } from '../../lib/i18n';
import yearRolloverFa from '../../locales/year-rollover.fa.json';

let registered = false;

export function registerYearRolloverLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { yearRollover: yearRolloverFa });
}
