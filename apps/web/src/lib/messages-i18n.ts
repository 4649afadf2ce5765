/**
 * Texts of the notifications, announcement and feedback pages and the dashboard's pinned
 * announcements, merged into the catalogue (under messages.*) when one of them loads.
 */
import { addTranslations } from './i18n';
import messagesFa from '../locales/messages.fa.json';

let registered = false;

export function registerMessagesLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { messages: messagesFa });
}
