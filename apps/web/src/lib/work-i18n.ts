/**
 * Texts of a teacher's own pages (my weekly schedule, my exams, a past day's sheet) and of the menu
 * bar's "more" button. Small, and needed by the menus, so they join the catalogue with the route table.
 */
import workFa from '../locales/work.fa.json';
import { addTranslations } from './i18n';

let registered = false;

export function registerWorkLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { work: workFa });
}
