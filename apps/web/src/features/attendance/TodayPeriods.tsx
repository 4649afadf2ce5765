import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import type { SheetKey } from './attendance-draft';
import { todayQuery } from './attendance-queries';

/** The teacher's periods of today from the weekly schedule, each opening its sheet. */
export function TodayPeriods({ onOpen }: { onOpen: (key: SheetKey) => void }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const today = useQuery(todayQuery);
  const digits = (text: string) => localizeDigits(text, language);
  return (
    <PageCard title={t('attendance.today.title')}>
      {today.isPending ? (
        <PageLoader />
      ) : !today.data?.periods.length ? (
        <Typography color="text.secondary" data-testid="today-none">
          {t('attendance.today.none')}
        </Typography>
      ) : (
        <List data-testid="today-periods">
          {today.data.periods.map((p) => (
            <ListItem
              key={`${p.courseGroupId}-${p.classPeriodId}`}
              divider
              disableGutters
              // Room for the button at the row's end: the list item keeps only 48 px for an action,
              // and the status chip lay under the button on a phone.
              sx={{ gap: 1, flexWrap: 'wrap', pr: 17 }}
              secondaryAction={
                <Button
                  variant={p.taken ? 'outlined' : 'contained'}
                  onClick={() =>
                    onOpen({
                      courseGroupId: p.courseGroupId,
                      classPeriodId: p.classPeriodId,
                      date: today.data.date,
                    })
                  }
                  data-testid={`open-sheet-${p.courseGroupId}-${p.classPeriodId}`}
                >
                  {t('attendance.today.open')}
                </Button>
              }
            >
              <ListItemText
                primary={digits(`${p.title} — ${p.courseGroupTitle}`)}
                secondary={digits(`${p.classroomName} · ${p.startTime}–${p.endTime}`)}
              />
              <Chip
                size="small"
                color={p.taken ? 'success' : 'default'}
                label={t(p.taken ? 'attendance.today.taken' : 'attendance.today.notTaken')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </PageCard>
  );
}
