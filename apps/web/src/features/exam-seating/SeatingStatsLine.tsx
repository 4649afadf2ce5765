import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { SeatMap } from './exam-seating-api';

/**
 * The seats' neighbour pairs of one classroom, grade and course against their proved lower bounds,
 * whether no seating could do better, front-row wishes unmet, and the server's note when
 * same-classroom neighbours are unavoidable.
 */
export function SeatingStatsLine({ map }: { map: SeatMap }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const digits = (value: number) => localizeDigits(String(value), language);
  const stats = map.stats;
  if (!stats) return null;
  const optimal =
    stats.sameClassroom.pairs === stats.sameClassroom.lowerBound &&
    stats.sameGrade.pairs === stats.sameGrade.lowerBound &&
    stats.sameCourse.pairs === stats.sameCourse.lowerBound;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="seat-stats">
        {t('examSeating.stats', {
          classroom: digits(stats.sameClassroom.pairs),
          classroomBound: digits(stats.sameClassroom.lowerBound),
          grade: digits(stats.sameGrade.pairs),
          gradeBound: digits(stats.sameGrade.lowerBound),
          course: digits(stats.sameCourse.pairs),
          courseBound: digits(stats.sameCourse.lowerBound),
        })}
        {optimal ? ` ${t('examSeating.statsOptimal')}` : ''}
      </Typography>
      {stats.frontSeatsUnmet > 0 && (
        <Alert severity="warning">
          {t('examSeating.frontUnmet', { count: digits(stats.frontSeatsUnmet) })}
        </Alert>
      )}
      {map.unavoidableNote && (
        <Alert severity="info" data-testid="seat-unavoidable">
          {localizeDigits(map.unavoidableNote, language)}
        </Alert>
      )}
    </Stack>
  );
}
