/** Texts of the install and update prompts and the outbox, merged when their code first loads. */
import { addTranslations } from '../lib/i18n';
import pwaFa from '../locales/pwa.fa.json';

let registered = false;

export function registerPwaLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { pwa: pwaFa });
}
