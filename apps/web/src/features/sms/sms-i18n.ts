/**
 * Texts of the SMS pages, merged into the catalogue (under sms.*) when one of them loads; the menu's
 * titles of the pages are in the main catalogue (smsPages.*).
 */
import { addTranslations } from '../../lib/i18n';
import smsFa from '../../locales/sms.fa.json';

let registered = false;

export function registerSmsLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { sms: smsFa });
}
