/**
 * Texts of the score analytics, merged into the catalogue (under scoreAnalytics.*) when a page
 * loads; page titles stay in the main catalogue for the menu.
 */
import analyticsFa from '../../locales/score-analytics.fa.json';
import { addTranslations } from '../../lib/i18n';

let registered = false;

export function registerScoreAnalyticsLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { scoreAnalytics: analyticsFa });
}
