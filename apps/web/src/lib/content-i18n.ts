/**
 * Texts of the news and forms pages (content.*), merged into the catalogue when one of them loads:
 * the landing page's news, a news item's public page, the form editor's preview and the print page.
 */
import { addTranslations } from './i18n';
import contentFa from '../locales/content.fa.json';

let registered = false;

export function registerContentLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { content: contentFa });
}
