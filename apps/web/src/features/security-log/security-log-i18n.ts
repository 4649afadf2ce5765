/**
 * Texts of the security log page, merged into the catalogue (under securityLog.*) when the page
 * loads; the menu's title of the page is in the main catalogue.
 */
import { addTranslations } from '../../lib/i18n';
import logFa from '../../locales/security-log.fa.json';

let registered = false;

export function registerSecurityLogLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { securityLog: logFa });
}
