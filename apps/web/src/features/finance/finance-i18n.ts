/** Texts of the money pages, merged into the catalogue (under finance.*) when one of them loads. */
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { addTranslations } from '../../lib/i18n';
import financeFa from '../../locales/finance.fa.json';

let registered = false;

export function registerFinanceLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  addTranslations('fa', { finance: financeFa });
}
