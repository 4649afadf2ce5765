import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { PlanWarnings } from './exam-planning-api';

/** The students the plan loads too much: two exams a day, or more days in a row than allowed. */
export function PlanWarningsAlert({ warnings }: { warnings: PlanWarnings | undefined }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  if (!warnings || (!warnings.sameDay.length && !warnings.consecutive.length)) return null;
  const digits = (text: string | number) => localizeDigits(String(text), language);
  const list = (items: string[]) => digits(items.join(language === 'fa' ? '، ' : ', '));
  const names = (items: string[]) =>
    items.length ? ` ${t('examPlanning.warnings.names', { names: list(items) })}` : '';
  return (
    <Alert severity="warning" data-testid="plan-warnings">
      <AlertTitle>{t('examPlanning.warnings.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {warnings.sameDay.map((w) => (
          <Typography component="li" variant="body2" key={`day-${w.date}-${w.planItemIds.join()}`}>
            {t('examPlanning.warnings.sameDay', {
              date: formatDate(w.date, language),
              count: digits(w.students),
              titles: list(w.titles),
              classrooms: list(w.classrooms),
            })}
            {names(w.names)}
          </Typography>
        ))}
        {warnings.consecutive.map((w) => (
          <Typography component="li" variant="body2" key={`run-${w.from}-${w.to}`}>
            {t('examPlanning.warnings.consecutive', {
              count: digits(w.students),
              from: formatDate(w.from, language),
              to: formatDate(w.to, language),
              days: digits(w.days),
              max: digits(warnings.maxConsecutiveDays),
              classrooms: list(w.classrooms),
            })}
            {names(w.names)}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}
