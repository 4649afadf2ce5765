/** Texts of the Sida pages, merged into the catalogue (under sida.*) when one of them loads. */
import { addTranslations } from '../../lib/i18n';
import sidaFa from '../../locales/sida.fa.json';

let registered = false;

export function registerSidaLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { sida: sidaFa });
}
