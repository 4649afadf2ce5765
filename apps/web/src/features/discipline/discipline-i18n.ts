/** Texts of the discipline reports, merged into the catalogue (under discipline.*) when one loads. */
import { registerEntityLabels } from '../../components/entity/entity-labels';
import { addTranslations } from '../../lib/i18n';
import disciplineFa from '../../locales/discipline.fa.json';

let registered = false;

export function registerDisciplineLabels(): void {
  if (registered) return;
  registered = true;
  registerEntityLabels();
  addTranslations('fa', { discipline: disciplineFa });
}
