/** Report cards show the discipline score through their extension point, fed by this module. */
import { provideDisciplineScores } from '../report-cards/discipline-scores';
import { cardDisciplineScores } from './student-discipline';

/** Called once when the routes are registered; returns the function that takes it away again. */
export function provideCardDisciplineScores(): () => void {
  return provideDisciplineScores(cardDisciplineScores);
}
